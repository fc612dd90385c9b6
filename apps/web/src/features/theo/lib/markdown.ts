/**
 * Theo's replies as restricted Markdown: paragraphs, lists, quotes, bold, italics and links to
 * this site's own pages. It builds a tree that React renders as text, so a reply can never
 * inject HTML; there are no images at all, and a link anywhere else stays plain text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

const INLINE =
  /(\*\*[^*]+?\*\*)|(!?\[[^\]]+\]\([^)\s]+\))|(\*[^*\s](?:[^*]*?[^*\s])?\*)|(_[^_\s](?:[^_]*?[^_\s])?_)/;

/** Only a path of this site ('/academia/...'); never '//host', a scheme or anything else. */
export function internalHref(href: string): string | null {
  return /^\/(?!\/)[\w\-./%]*$/.test(href) ? href : null;
}

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const token = match[0];
    if (match[1]) out.push({ type: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[2]) {
      const link = /^(!?)\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const label = parseInline(link?.[2] ?? token);
      const href = link?.[1] ? null : internalHref(link?.[3] ?? '');
      // An image or a link elsewhere keeps only its text.
      if (href) out.push({ type: 'link', href, children: label });
      else out.push(...label);
    } else out.push({ type: 'em', children: parseInline(token.slice(1, -1)) });
    rest = rest.slice(match.index + token.length);
  }
  return out;
}

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const text: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        text.push((QUOTE.exec(lines[i] ?? '')?.[1] ?? '').trim());
        i += 1;
      }
      blocks.push({ type: 'quote', children: parseInline(text.join(' ')) });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length && pattern.test(lines[i] ?? '')) {
        items.push(parseInline((pattern.exec(lines[i] ?? '')?.[1] ?? '').trim()));
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const text: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (
        current.trim() === '' ||
        QUOTE.test(current) ||
        BULLET.test(current) ||
        NUMBERED.test(current)
      ) {
        break;
      }
      // Headings are shown as plain text in a chat bubble.
      text.push(current.replace(/^#{1,6}\s+/, '').trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
  }
  return blocks;
}
