import type { OutboxEmail } from './email-outbox.ts';

/**
 * One template for every email (ADR 015, "One template"): a module describes what an email
 * says as blocks, and `renderEmail` turns them into the plain-text part and the HTML part, so
 * the two cannot say different things. The HTML is what mail clients render reliably: tables
 * for layout, styles inline, no images (often blocked) and no scripts; a `<style>` adds the dark
 * palette (`prefers-color-scheme`) and the phone layout, for the clients that read it. Every
 * value is escaped: names, broker names and an answer typed by staff are text, never markup.
 */

/** One piece of an email, shown in both parts unless `only` says otherwise. */
export type EmailBlock = (
  | { kind: 'paragraph'; text: string }
  /** A bulleted list ("• item" in the text part). */
  | { kind: 'list'; items: string[] }
  /** Label and value rows, a receipt's layout ("label: value" in the text part). */
  | { kind: 'details'; rows: EmailDetail[] }
  /**
   * A link worth a button. `text` is its plain-text line (default: the address alone); the HTML
   * shows the button and, under it, the address to copy.
   */
  | { kind: 'button'; label: string; url: string; text?: string }
  /** What a person wrote (staff's answer), line breaks kept, set apart. */
  | { kind: 'quote'; text: string }
  /** Small print. */
  | { kind: 'note'; text: string }
) & {
  /** In the text part, follow the previous block on the next line instead of after a blank one. */
  tight?: boolean;
  /** Leave the block out of the other part (a receipt table beside the sentences it sums up). */
  only?: 'html' | 'text';
};

export interface EmailDetail {
  label: string;
  value: string;
  /** A second, smaller line under the label. */
  detail?: string;
  /** The row's plain-text line; default `label: value`. */
  text?: string;
}

export interface EmailContent {
  to: string;
  subject: string;
  /** The title inside the HTML card; the text part starts with the greeting instead. */
  heading: string;
  /** "Olá, Ana." */
  greeting?: string;
  blocks: EmailBlock[];
  /** Default 'Equipe AlgoOne'; null for none (the chat's short notices). */
  signature?: string | null;
  /** Inboxes show it beside the subject; default the first paragraph. */
  preview?: string;
  /** An iCalendar invite, attached as convite.ics. */
  ics?: string | null;
}

export const DEFAULT_SIGNATURE = 'Equipe AlgoOne';

/** Both parts of an email, ready for the outbox. */
export function renderEmail(content: EmailContent): OutboxEmail {
  return {
    to: content.to,
    subject: content.subject,
    text: renderEmailText(content),
    html: renderEmailHtml(content),
    ...(content.ics ? { ics: content.ics } : {}),
  };
}

export function renderEmailText(content: EmailContent): string {
  let text = content.greeting ?? '';
  for (const block of content.blocks) {
    if (block.only === 'html') continue;
    const lines = blockText(block);
    text = text === '' ? lines : `${text}${block.tight ? '\n' : '\n\n'}${lines}`;
  }
  const signature = signatureOf(content);
  if (signature) text = `${text}\n\n${signature}`;
  return `${text}\n`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
    case 'note':
      return block.text;
    case 'list':
      return block.items.map((item) => `• ${item}`).join('\n');
    case 'details':
      return block.rows.map((row) => row.text ?? `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return block.text ?? block.url;
  }
}

function signatureOf(content: EmailContent): string | null {
  return content.signature === undefined ? DEFAULT_SIGNATURE : content.signature;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text or attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Escaped, with its line breaks kept. */
function lines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

/** Only web addresses become links; anything else is refused rather than made clickable. */
function href(url: string): string {
  if (!/^https?:\/\//i.test(url)) throw new Error('email links must be http(s) addresses');
  return escapeHtml(url);
}

// The brand's palette (apps/web/src/index.css, the favicon's teal), light and dark.
const LIGHT = {
  page: '#eef4f3',
  card: '#ffffff',
  border: '#d7e0df',
  text: '#10282a',
  muted: '#4b5c5c',
  brand: '#0f766e',
  onBrand: '#ffffff',
  quote: '#f1f7f6',
};
const DARK = {
  page: '#0b1415',
  card: '#142224',
  border: '#2a3d3f',
  text: '#e4eeed',
  muted: '#a7b9b8',
  brand: '#5eead4',
  button: '#2dd4bf',
  onBrand: '#042f2e',
  quote: '#0f1b1c',
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Dark mode for clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac), and
// Outlook.com's own dark mode ([data-ogsc] / [data-ogsb]); Gmail applies its own inversion.
const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; width: 100% !important; -webkit-text-size-adjust: 100%; }
table { border-collapse: collapse; }
@media (max-width: 600px) {
  .card-cell { padding: 24px 20px 8px !important; }
  .page-cell { padding: 16px 8px !important; }
}
@media (prefers-color-scheme: dark) {
  .page { background-color: ${DARK.page} !important; }
  .card { background-color: ${DARK.card} !important; border-color: ${DARK.border} !important; }
  .fg { color: ${DARK.text} !important; }
  .muted { color: ${DARK.muted} !important; }
  .link { color: ${DARK.brand} !important; }
  .brand { color: ${DARK.brand} !important; }
  .badge { background-color: ${DARK.button} !important; color: ${DARK.onBrand} !important; }
  .button { background-color: ${DARK.button} !important; }
  .button-link { color: ${DARK.onBrand} !important; }
  .rule { border-color: ${DARK.border} !important; }
  .quote { background-color: ${DARK.quote} !important; border-color: ${DARK.button} !important; }
}
[data-ogsc] .fg { color: ${DARK.text} !important; }
[data-ogsc] .muted { color: ${DARK.muted} !important; }
[data-ogsc] .link, [data-ogsc] .brand { color: ${DARK.brand} !important; }
[data-ogsb] .page { background-color: ${DARK.page} !important; }
[data-ogsb] .card { background-color: ${DARK.card} !important; }
[data-ogsb] .button { background-color: ${DARK.button} !important; }
[data-ogsc] .button-link { color: ${DARK.onBrand} !important; }
`;

const P = `margin: 0 0 16px; font-family: ${FONT}; font-size: 16px; line-height: 24px; color: ${LIGHT.text};`;

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p class="fg" style="${P}">${lines(block.text)}</p>`;
    case 'note':
      return `<p class="muted" style="margin: 0 0 16px; font-family: ${FONT}; font-size: 14px; line-height: 20px; color: ${LIGHT.muted};">${lines(block.text)}</p>`;
    case 'quote':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 16px;"><tr>` +
        `<td class="quote fg" style="padding: 12px 16px; background-color: ${LIGHT.quote}; border-left: 4px solid ${LIGHT.brand}; font-family: ${FONT}; font-size: 16px; line-height: 24px; color: ${LIGHT.text};">${lines(block.text)}</td>` +
        `</tr></table>`
      );
    case 'list':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 16px;">` +
        block.items
          .map(
            (item) =>
              `<tr><td class="fg" valign="top" style="width: 20px; padding: 0 0 6px; font-family: ${FONT}; font-size: 16px; line-height: 24px; color: ${LIGHT.text};">&bull;</td>` +
              `<td class="fg" style="padding: 0 0 6px; font-family: ${FONT}; font-size: 16px; line-height: 24px; color: ${LIGHT.text};">${lines(item)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
    case 'details':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 20px;">` +
        block.rows
          .map(
            (row) =>
              `<tr><td class="rule" valign="top" style="padding: 10px 12px 10px 0; border-top: 1px solid ${LIGHT.border};">` +
              `<div class="muted" style="font-family: ${FONT}; font-size: 14px; line-height: 20px; color: ${LIGHT.muted};">${lines(row.label)}</div>` +
              (row.detail
                ? `<div class="muted" style="font-family: ${FONT}; font-size: 13px; line-height: 18px; color: ${LIGHT.muted};">${lines(row.detail)}</div>`
                : '') +
              `</td><td class="rule fg" align="right" valign="top" style="padding: 10px 0; border-top: 1px solid ${LIGHT.border}; font-family: ${FONT}; font-size: 16px; line-height: 20px; font-weight: 600; color: ${LIGHT.text}; text-align: right; white-space: nowrap;">${lines(row.value)}</td></tr>`,
          )
          .join('') +
        `</table>`
      );
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin: 4px 0 12px;"><tr>` +
        `<td class="button" bgcolor="${LIGHT.brand}" style="border-radius: 8px; background-color: ${LIGHT.brand};">` +
        `<a class="button-link" href="${href(block.url)}" target="_blank" style="display: inline-block; padding: 12px 24px; font-family: ${FONT}; font-size: 16px; line-height: 20px; font-weight: 600; color: ${LIGHT.onBrand}; text-decoration: none; border-radius: 8px;">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>` +
        `<p class="muted" style="margin: 0 0 20px; font-family: ${FONT}; font-size: 13px; line-height: 18px; color: ${LIGHT.muted};">Se o botão não abrir, copie este endereço no navegador:<br>` +
        `<a class="link" href="${href(block.url)}" target="_blank" style="color: ${LIGHT.brand}; word-break: break-all;">${escapeHtml(block.url)}</a></p>`
      );
  }
}

export function renderEmailHtml(content: EmailContent): string {
  const blocks = content.blocks.filter((block) => block.only !== 'text');
  const preview =
    content.preview ?? blocks.find((block) => block.kind === 'paragraph')?.text ?? content.heading;
  const signature = signatureOf(content);
  const body = [
    `<h1 class="fg" style="margin: 0 0 16px; font-family: ${FONT}; font-size: 22px; line-height: 28px; font-weight: 700; color: ${LIGHT.text};">${escapeHtml(content.heading)}</h1>`,
    content.greeting ? `<p class="fg" style="${P}">${lines(content.greeting)}</p>` : '',
    ...blocks.map(blockHtml),
    signature
      ? `<p class="fg" style="margin: 8px 0 16px; font-family: ${FONT}; font-size: 16px; line-height: 24px; color: ${LIGHT.text};">${lines(signature)}</p>`
      : '',
  ].join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(content.subject)}</title>
<style>${STYLE}</style>
</head>
<body class="page" style="margin: 0; padding: 0; background-color: ${LIGHT.page};">
<div style="display: none; max-height: 0; overflow: hidden; mso-hide: all;">${escapeHtml(preview.replace(/\s+/g, ' '))}&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;&#8199;&#847;</div>
<table role="presentation" class="page" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${LIGHT.page}" style="background-color: ${LIGHT.page};">
<tr><td class="page-cell" align="center" style="padding: 24px 12px;">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width: 560px;">
<tr><td style="padding: 0 4px 16px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="badge" width="32" height="32" align="center" valign="middle" bgcolor="${LIGHT.brand}" style="width: 32px; height: 32px; border-radius: 8px; background-color: ${LIGHT.brand}; font-family: ${FONT}; font-size: 18px; line-height: 32px; font-weight: 700; color: ${LIGHT.onBrand};">A</td>
<td class="brand" style="padding-left: 10px; font-family: ${FONT}; font-size: 20px; line-height: 32px; font-weight: 700; color: ${LIGHT.brand};">AlgoOne</td>
</tr></table>
</td></tr>
<tr><td class="card card-cell" bgcolor="${LIGHT.card}" style="padding: 32px 32px 12px; background-color: ${LIGHT.card}; border: 1px solid ${LIGHT.border}; border-radius: 12px; word-wrap: break-word; overflow-wrap: anywhere;">
${body}
</td></tr>
<tr><td class="muted" align="center" style="padding: 16px 8px 0; font-family: ${FONT}; font-size: 12px; line-height: 18px; color: ${LIGHT.muted};">AlgoOne · planejamento de investimentos</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
