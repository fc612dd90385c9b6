/**
 * A small Markdown reader for the academy's lessons: headings, paragraphs, lists, quotes,
 * tables, rules, bold, italics, code and links. It produces a tree that React renders as text,
 * so nothing in a lesson can inject HTML; links are kept only for http(s) and site paths.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; external: boolean; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; paragraphs: Inline[][] }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { type: 'rule' };

const INLINE =
  /(`[^`]+`)|(\*\*[^*]+?\*\*)|(\[[^\]]+\]\([^)\s]+\))|(\*[^*\s](?:[^*]*?[^*\s])?\*)|(_[^_\s](?:[^_]*?[^_\s])?_)/;

/** A link target we allow: absolute http(s) or a path of this site. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { href, external: true };
  if (/^\/(?!\/)[^\s]*$/.test(href)) return { href, external: false };
  return null;
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
    if (match[1]) out.push({ type: 'code', text: token.slice(1, -1) });
    else if (match[2]) out.push({ type: 'strong', children: parseInline(token.slice(2, -2)) });
    else if (match[3]) {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token);
      const label = link?.[1] ?? token;
      const target = safeHref(link?.[2] ?? '');
      if (target) out.push({ type: 'link', ...target, children: parseInline(label) });
      else out.push(...parseInline(label));
    } else out.push({ type: 'em', children: parseInline(token.slice(1, -1)) });
    rest = rest.slice(match.index + token.length);
  }
  return mergeText(out);
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else merged.push(node);
  }
  return merged;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function cells(row: string): Inline[][] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));
}

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
    const heading = HEADING.exec(line);
    if (heading) {
      const depth = heading[1]?.length ?? 2;
      const level = Math.min(4, Math.max(2, depth)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_SEPARATOR.test(lines[i + 1] ?? '')) {
      const header = cells(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && TABLE_ROW.test(lines[i] ?? '')) {
        rows.push(cells(lines[i] ?? ''));
        i += 1;
      }
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    if (QUOTE.test(line)) {
      const paragraphs: string[][] = [[]];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        const text = QUOTE.exec(lines[i] ?? '')?.[1] ?? '';
        if (text.trim() === '') paragraphs.push([]);
        else paragraphs.at(-1)?.push(text.trim());
        i += 1;
      }
      blocks.push({
        type: 'quote',
        paragraphs: paragraphs.filter((p) => p.length > 0).map((p) => parseInline(p.join(' '))),
      });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const item = pattern.exec(current);
        if (item) items.push((item[1] ?? '').trim());
        else if (current.trim() !== '' && /^\s+/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (
        current.trim() === '' ||
        HEADING.test(current) ||
        RULE.test(current) ||
        QUOTE.test(current) ||
        BULLET.test(current) ||
        NUMBERED.test(current) ||
        (TABLE_ROW.test(current) && TABLE_SEPARATOR.test(lines[i + 1] ?? ''))
      ) {
        break;
      }
      paragraph.push(current.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
