import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-foreground">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'link':
        return node.external ? (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline"
          >
            {renderInline(node.children)}
          </a>
        ) : (
          <Link key={index} to={node.href} className="font-medium text-primary underline">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const className =
        block.level === 2
          ? 'mt-8 text-xl font-semibold tracking-tight text-foreground'
          : 'mt-6 text-lg font-semibold text-foreground';
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={index} className={className}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p key={index} className="mt-4">
          {renderInline(block.children)}
        </p>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          key={index}
          className={`mt-4 grid gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i} className="pl-1">
              {renderInline(item)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote
          key={index}
          className="mt-6 rounded-r-lg border-l-4 border-primary bg-secondary/60 px-4 py-3 text-foreground"
        >
          {block.paragraphs.map((paragraph, i) => (
            <p key={i} className={i > 0 ? 'mt-2' : undefined}>
              {renderInline(paragraph)}
            </p>
          ))}
        </blockquote>
      );
    case 'table':
      return (
        // Wide tables scroll sideways on a phone instead of squeezing the text.
        <div
          key={index}
          role="region"
          aria-label="Tabela"
          // A scrolling table must be reachable by keyboard (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above
          tabIndex={0}
          className="mt-5 overflow-x-auto rounded-lg border"
        >
          <table
            className={`w-full border-collapse text-left text-sm ${block.header.length > 2 ? 'min-w-[32rem]' : ''}`}
          >
            <thead className="bg-muted">
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} scope="col" className="px-3 py-2 font-semibold text-foreground">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-t">
                  {row.map((cell, c) => (
                    <td key={c} className="px-3 py-2 align-top">
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr key={index} className="my-8" />;
  }
}

/** A lesson's Markdown as React elements: text is always text, never HTML. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkdown(source).map(renderBlock)}</div>;
}
