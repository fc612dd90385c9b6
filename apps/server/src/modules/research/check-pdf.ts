import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { RESEARCH_PDF_MAX_BYTES } from '@algoone/domain';
import { RESEARCH_MESSAGES } from '@algoone/contracts';
import { invalid } from '../../lib/app-error.ts';

const fileError = (message: string) => invalid({ file: message }, message);

export interface CheckedPdf {
  bytes: number;
  pageCount: number;
  sha256: string;
}

/**
 * An upload is kept only when it really is a readable, unprotected PDF of at most 20 MB:
 * the '%PDF-' signature, a document pdf-lib can parse with at least one page, and no
 * encryption (a protected file would not open for the subscriber who paid for it).
 */
export async function checkPdf(content: Buffer): Promise<CheckedPdf> {
  if (content.length === 0) throw fileError(RESEARCH_MESSAGES.pdfMissing);
  if (content.length > RESEARCH_PDF_MAX_BYTES) throw fileError(RESEARCH_MESSAGES.pdfTooLarge);
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw fileError(RESEARCH_MESSAGES.pdfNotPdf);
  }
  // Loaded past its encryption so that a protected file gets its own message, not "invalid".
  let document: PDFDocument;
  let pageCount: number;
  try {
    document = await PDFDocument.load(content, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    pageCount = document.getPageCount();
  } catch {
    throw fileError(RESEARCH_MESSAGES.pdfNotPdf);
  }
  if (document.isEncrypted) throw fileError(RESEARCH_MESSAGES.pdfEncrypted);
  if (pageCount < 1) throw fileError(RESEARCH_MESSAGES.pdfNotPdf);
  return {
    bytes: content.length,
    pageCount,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
