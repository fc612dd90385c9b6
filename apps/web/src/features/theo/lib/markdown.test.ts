import { describe, expect, it } from 'vitest';
import { internalHref, parseInline, parseMarkdown } from './markdown';

describe('Theo’s restricted Markdown', () => {
  it('reads paragraphs, lists, quotes, bold and italics', () => {
    expect(
      parseMarkdown('Olá **Ana**\n\n- Renda Fixa: 70%\n- Ações: 30%\n\n> trecho _da aula_'),
    ).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Olá ' },
          { type: 'strong', children: [{ type: 'text', text: 'Ana' }] },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'Renda Fixa: 70%' }],
          [{ type: 'text', text: 'Ações: 30%' }],
        ],
      },
      {
        type: 'quote',
        children: [
          { type: 'text', text: 'trecho ' },
          { type: 'em', children: [{ type: 'text', text: 'da aula' }] },
        ],
      },
    ]);
  });

  it('links only to this site’s pages', () => {
    expect(parseInline('[Ler a aula](/academia/renda-fixa/tesouro)')).toEqual([
      {
        type: 'link',
        href: '/academia/renda-fixa/tesouro',
        children: [{ type: 'text', text: 'Ler a aula' }],
      },
    ]);
    for (const href of ['https://mal.example', '//mal.example/x', 'javascript:alert(1)', '/a b']) {
      expect(internalHref(href)).toBeNull();
    }
    expect(parseInline('[clique](https://mal.example)')).toEqual([
      { type: 'text', text: 'clique' },
    ]);
  });

  it('never makes an image, and keeps HTML as text', () => {
    expect(parseInline('![foto](https://tracker.example/p.png)')).toEqual([
      { type: 'text', text: 'foto' },
    ]);
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});
