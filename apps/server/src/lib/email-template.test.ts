import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail, type EmailContent } from './email-template.ts';

const base: EmailContent = {
  to: 'ana@exemplo.com.br',
  subject: 'AlgoOne — teste',
  heading: 'Um título',
  greeting: 'Olá, Ana.',
  blocks: [
    { kind: 'paragraph', text: 'Primeira frase.' },
    { kind: 'paragraph', text: 'Logo abaixo.', tight: true },
    { kind: 'button', label: 'Abrir', url: 'https://app.algoone.com.br/x?a=1&b=2' },
  ],
};

describe('renderEmail', () => {
  it('writes one content as a text part and an HTML part', () => {
    const email = renderEmail(base);
    expect(email.subject).toBe('AlgoOne — teste');
    expect(email.text).toBe(
      [
        'Olá, Ana.',
        '',
        'Primeira frase.',
        'Logo abaixo.',
        '',
        'https://app.algoone.com.br/x?a=1&b=2',
        '',
        'Equipe AlgoOne',
        '',
      ].join('\n'),
    );
    const html = email.html ?? '';
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Primeira frase.');
    expect(html).toContain('Equipe AlgoOne');
    // The link is an attribute with its ampersand escaped, and its address is shown to copy.
    expect(html).toContain('href="https://app.algoone.com.br/x?a=1&amp;b=2"');
    expect(html).toContain('>Abrir</a>');
    expect(html).toContain('Se o botão não abrir, copie este endereço no navegador:');
  });

  it('escapes every value a person chose, in the text, the title and the preview', () => {
    const hostile = '<script>alert("x")</script>';
    const email = renderEmail({
      ...base,
      subject: `Mensagem de ${hostile}`,
      heading: `Olá ${hostile}`,
      greeting: `Olá, ${hostile}.`,
      blocks: [
        { kind: 'paragraph', text: `${hostile} escreveu` },
        { kind: 'list', items: [hostile] },
        { kind: 'details', rows: [{ label: hostile, value: hostile, detail: hostile }] },
        { kind: 'quote', text: `<img src=x onerror=alert(1)>\nsegunda linha` },
        { kind: 'note', text: hostile },
        { kind: 'button', label: hostile, url: 'https://a.b/?q="><script>' },
      ],
    });
    const html = email.html ?? '';
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    // A quote in an address cannot close the attribute.
    expect(html).toContain('href="https://a.b/?q=&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>segunda linha');
    // The plain-text part is text: it carries the name as typed.
    expect(email.text).toContain(`Olá, ${hostile}.`);
  });

  it('refuses a link that is not a web address', () => {
    expect(() =>
      renderEmail({
        ...base,
        blocks: [{ kind: 'button', label: 'Abrir', url: 'javascript:alert(1)' }],
      }),
    ).toThrow(/http/);
  });

  it('leaves a block out of the other part when told, and the signature when there is none', () => {
    const email = renderEmail({
      ...base,
      signature: null,
      blocks: [
        { kind: 'paragraph', text: 'Só no texto.', only: 'text' },
        { kind: 'details', only: 'html', rows: [{ label: 'Valor', value: 'R$ 1,00' }] },
      ],
    });
    expect(email.text).toBe('Olá, Ana.\n\nSó no texto.\n');
    expect(email.html).not.toContain('Só no texto.');
    expect(email.html).toContain('R$ 1,00');
    expect(email.html).not.toContain('Equipe AlgoOne');
  });

  it('lists as bullets and details as label: value in the text part', () => {
    const email = renderEmail({
      ...base,
      greeting: undefined,
      signature: 'Encarregado',
      blocks: [
        { kind: 'list', items: ['um', 'dois'] },
        {
          kind: 'details',
          rows: [
            { label: 'Plano', value: 'Anual' },
            { label: 'Valor', value: 'R$ 499,00', text: 'Total: R$ 499,00' },
          ],
        },
      ],
    });
    expect(email.text).toBe('• um\n• dois\n\nPlano: Anual\nTotal: R$ 499,00\n\nEncarregado\n');
  });

  it('declares both colour schemes and a dark palette, and fits a phone', () => {
    const html = renderEmail(base).html ?? '';
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(html).toContain('max-width: 560px');
    // The hidden preview defaults to the first paragraph.
    expect(html).toMatch(/<div style="display: none;[^>]*>Primeira frase\./);
  });

  it('keeps the invite', () => {
    expect(renderEmail({ ...base, ics: 'BEGIN:VCALENDAR' }).ics).toBe('BEGIN:VCALENDAR');
    expect(renderEmail(base)).not.toHaveProperty('ics');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that change markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
