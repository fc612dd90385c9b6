import { NONCE_PLACEHOLDER } from '../../lib/csp-nonce.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built index.html cut around #root, where the rendered markup goes. */
export interface PageTemplate {
  /** Everything up to and including `<div id="root">`, for this page. */
  head(input: { title: string; links: string; nonce: string }): string;
  /** `</div>`, the page state (when rendered) and the rest of the document. */
  tail(input: { stateElementId: string; state: string | null; nonce: string }): string;
}

export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`index.html has no ${ROOT_ELEMENT} for the rendered page.`);
  const before = indexHtml.slice(0, at);
  const after = indexHtml.slice(at + ROOT_ELEMENT.length);
  return {
    head: ({ title, links, nonce }) =>
      before
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', () => `${links}</head>`)
        .replaceAll(NONCE_PLACEHOLDER, nonce) + '<div id="root">',
    tail: ({ stateElementId, state, nonce }) =>
      '</div>' +
      (state === null
        ? ''
        : `<script type="application/json" id="${stateElementId}">${state}</script>`) +
      after.replaceAll(NONCE_PLACEHOLDER, nonce),
  };
}
