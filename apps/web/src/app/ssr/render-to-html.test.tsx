import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from './render-to-html';

/** A lazy part that has never loaded: it suspends on its first render. */
function lazyPart(text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { default: () => <p>{text}</p> };
  });
}

function Broken(): never {
  throw new Error('quebrou');
}

describe('renderToHtml', () => {
  it('renders a page whose parts are all ready as React renders it to a string', async () => {
    const page = (
      <main>
        <h1>Olá, Helena</h1>
        <Suspense fallback={<p>carregando</p>}>
          <p>R$ 1.234,56</p>
        </Suspense>
      </main>
    );
    const onError = vi.fn();
    await expect(renderToHtml(page, onError)).resolves.toBe(renderToString(page));
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits for a lazy part that has not loaded yet instead of leaving it to the browser', async () => {
    const Part = lazyPart('Patrimônio');
    const html = await renderToHtml(
      <Suspense fallback={<p>carregando</p>}>
        <Part />
      </Suspense>,
      vi.fn(),
    );
    expect(html).toContain('<p>Patrimônio</p>');
    expect(html).not.toContain('carregando');
    expect(html).not.toContain('<!--$!-->');
  });

  it('waits for a lazy part outside any boundary too', async () => {
    const Part = lazyPart('Objetivos');
    await expect(renderToHtml(<Part />, vi.fn())).resolves.toBe('<p>Objetivos</p>');
  });

  it('reports a part that fails inside a boundary and leaves it to the browser', async () => {
    const onError = vi.fn();
    const html = await renderToHtml(
      <div>
        <Suspense fallback={<p>carregando</p>}>
          <Broken />
        </Suspense>
      </div>,
      onError,
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'quebrou' }),
      expect.anything(),
    );
    expect(html).toContain('<!--$!-->');
  });

  it('fails when the page fails outside any boundary', async () => {
    await expect(renderToHtml(<Broken />, vi.fn())).rejects.toThrow('quebrou');
  });
});
