import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template.ts';

const INDEX =
  '<!doctype html><html><head><title>AlgoOne</title><script type="module" src="/assets/i.js"></script></head>' +
  '<body><meta property="csp-nonce" nonce="__CSP_NONCE__" /><div id="root"></div><noscript>JS</noscript></body></html>';

describe('pageTemplate', () => {
  const template = pageTemplate(INDEX);

  it("writes the page's title, preload links and nonce into the head", () => {
    const head = template.head({
      title: 'Dashboard | AlgoOne',
      links: '<link rel="modulepreload" href="/a.js">',
      nonce: 'abc',
    });
    expect(head).toContain('<title>Dashboard | AlgoOne</title>');
    expect(head).toContain('<link rel="modulepreload" href="/a.js"></head>');
    expect(head).toContain('nonce="abc"');
    expect(head.endsWith('<div id="root">')).toBe(true);
  });

  it('escapes the title', () => {
    const head = template.head({ title: '<script>x</script>', links: '', nonce: 'n' });
    expect(head).not.toContain('<script>x');
  });

  it('closes the root, then carries the state as non-executable JSON', () => {
    const tail = template.tail({ stateElementId: 'state', state: '{"a":1}', nonce: 'n' });
    expect(
      tail.startsWith('</div><script type="application/json" id="state">{"a":1}</script>'),
    ).toBe(true);
    expect(tail).toContain('<noscript>JS</noscript></body></html>');
  });

  it('without state (a page the browser renders), only the rest of the document', () => {
    expect(template.tail({ stateElementId: 'state', state: null, nonce: 'n' })).toBe(
      '</div><noscript>JS</noscript></body></html>',
    );
  });

  it('refuses an index.html without #root', () => {
    expect(() => pageTemplate('<html></html>')).toThrow(/root/);
  });
});
