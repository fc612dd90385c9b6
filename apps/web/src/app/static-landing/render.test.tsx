import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDING_OUTLET, renderLandingDocument, renderLandingMarkup } from './render.server';

const source = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

describe('the prerendered landing page', () => {
  it('is the public layout and the landing route as the SPA renders them at /', () => {
    const markup = renderLandingMarkup();
    expect(markup).toContain('href="#conteudo"');
    expect(markup).toMatch(/<header[^>]*>/);
    expect(markup).toMatch(/<main id="conteudo"/);
    expect(markup).toMatch(/<footer[^>]*>/);
    expect(markup).toContain('id="hero-titulo"');
    // No breadcrumbs on /, and no navigation entry is current there.
    expect(markup).not.toContain('Trilha de navegação');
    expect(markup).not.toContain('aria-current');
    // The phone menu starts closed; its script finds the button by aria-controls.
    expect(markup).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*aria-controls="menu-principal-celular"/,
    );
    expect(markup).toMatch(/<div id="menu-principal-celular" hidden=""/);
    // Links are plain addresses: with no router on the client they load the SPA.
    expect(markup).toContain('href="/onboarding"');
    expect(markup).toContain('href="/entrar"');
    // The Content-Security-Policy allows no inline script.
    expect(markup).not.toContain('<script');
  });

  it('fills the outlet of landing.html and refuses a template without one', () => {
    const template = source('landing.html');
    expect(template).toContain(LANDING_OUTLET);
    const html = renderLandingDocument(template);
    expect(html).not.toContain(LANDING_OUTLET);
    expect(html).toContain('<div id="root"><div class="flex min-h-dvh flex-col">');
    expect(() => renderLandingDocument('<!doctype html><div id="root"></div>')).toThrow(/outlet/);
  });
});
