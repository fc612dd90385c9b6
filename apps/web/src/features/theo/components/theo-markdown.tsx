import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <Link key={index} to={node.href} className="font-medium text-primary underline">
            {renderInline(node.children)}
          </Link>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          key={index}
          className={`grid gap-1 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, i) => (
            <li key={i}>{renderInline(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className="border-l-4 border-primary/60 pl-3 text-foreground/90">
          {renderInline(block.children)}
        </blockquote>
      );
  }
}

/** A reply as restricted Markdown: text stays text; no HTML, no images (lib/markdown.ts). */
export function TheoMarkdown({ source }: { source: string }) {
  return <div className="grid gap-2 break-words">{parseMarkdown(source).map(renderBlock)}</div>;
}
