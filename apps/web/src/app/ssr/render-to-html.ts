// Server-only (docs/decisions/026-server-rendered-pages.md, "One string").
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** How React marks a part it left to the browser (it suspended, or failed). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';
/** How long React may take to render a page before it is given up (the browser renders it). */
const RENDER_DEADLINE_MS = 5000;

/**
 * A whole page's markup, as one string. A page's data is all in its query client before it is
 * rendered, so nothing is left to stream in later, and React builds a string far more cheaply
 * than the bytes of its stream: its stream encodes each of a page's thousands of small pieces on
 * its own, which with the flush around it was about 15 % of the node's time per page.
 *
 * `renderToString` does not wait for a part that suspends: it leaves it to the browser. On our
 * pages only a lazy part that has not loaded since the server started does that, so such a page
 * is rendered again through the stream, which waits for every part. A failure is rendered again
 * the same way, so that it reaches `onError` (React's string render reports none).
 */
export async function renderToHtml(
  page: ReactNode,
  onError: (error: unknown) => void,
): Promise<string> {
  try {
    const html = renderToString(page);
    if (!html.includes(LEFT_TO_THE_BROWSER)) return html;
  } catch {
    // Suspended outside any boundary, or failed: the render below waits, or tells which.
  }
  return renderWhenReady(page, onError);
}

/** The page once every part of it is ready, through React's stream. */
function renderWhenReady(page: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const deadline = setTimeout(() => {
      stream.abort();
      reject(new Error(`página não renderizada em ${RENDER_DEADLINE_MS} ms`));
    }, RENDER_DEADLINE_MS);
    const stream = renderToPipeableStream(page, {
      onAllReady: () => {
        clearTimeout(deadline);
        stream.pipe(collector);
      },
      onShellError: (error) => {
        clearTimeout(deadline);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError,
    });
  });
}
