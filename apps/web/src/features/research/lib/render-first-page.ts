// Loaded only when staff open a preview: pdf.js is large, and no other page needs it.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Draws page 1 of `data` on `canvas`, `width` CSS pixels wide. Glyphs are drawn as paths (no
 * injected font faces), so it runs under the app's strict Content-Security-Policy.
 */
export async function renderFirstPage(
  data: ArrayBuffer,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<number> {
  const task = getDocument({ data, disableFontFace: true });
  const document = await task.promise;
  try {
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    // Height follows from the canvas's own proportions (CSS `height: auto`), so a narrow
    // screen can shrink it with max-width.
    canvas.style.width = `${width}px`;
    await page.render({ canvas, viewport }).promise;
    return document.numPages;
  } finally {
    void task.destroy();
  }
}
