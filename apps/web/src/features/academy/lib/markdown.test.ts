import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseInline', () => {
  it('reads bold, italics, code and links', () => {
    expect(
      parseInline('A **reserva** vem *antes*, veja `IR` e [o site](https://www.gov.br).'),
    ).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', children: [{ type: 'text', text: 'reserva' }] },
      { type: 'text', text: ' vem ' },
      { type: 'em', children: [{ type: 'text', text: 'antes' }] },
      { type: 'text', text: ', veja ' },
      { type: 'code', text: 'IR' },
      { type: 'text', text: ' e ' },
      {
        type: 'link',
        href: 'https://www.gov.br',
        external: true,
        children: [{ type: 'text', text: 'o site' }],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('drops links that are not http(s) or a site path, keeping their text', () => {
    expect(parseInline('[clique](javascript:void)')).toEqual([{ type: 'text', text: 'clique' }]);
    expect(parseInline('[x](javascript:alert(1))').some((node) => node.type === 'link')).toBe(
      false,
    );
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/academia')).toEqual({ href: '/academia', external: false });
  });

  it('does not treat a lone asterisk or multiplication as emphasis', () => {
    expect(parseInline('3 * 4 = 12')).toEqual([{ type: 'text', text: '3 * 4 = 12' }]);
  });
});

describe('parseMarkdown', () => {
  it('reads the blocks a lesson uses', () => {
    const blocks = parseMarkdown(
      [
        '## Título',
        '',
        'Um parágrafo',
        'em duas linhas.',
        '',
        '- um',
        '- dois',
        '  continuação',
        '',
        '1. primeiro',
        '2. segundo',
        '',
        '> Citação.',
        '',
        '| Prazo | IR |',
        '| --- | --- |',
        '| Até 180 dias | 22,5% |',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'table',
      'rule',
    ]);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Um parágrafo em duas linhas.' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'um' }], [{ text: 'dois continuação' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[5]).toEqual({
      type: 'table',
      header: [[{ type: 'text', text: 'Prazo' }], [{ type: 'text', text: 'IR' }]],
      rows: [[[{ type: 'text', text: 'Até 180 dias' }], [{ type: 'text', text: '22,5%' }]]],
    });
  });

  it('keeps headings between h2 and h4 (the page has the h1)', () => {
    expect(parseMarkdown('# Um\n\n##### Cinco')).toMatchObject([
      { type: 'heading', level: 2 },
      { type: 'heading', level: 4 },
    ]);
  });
});
