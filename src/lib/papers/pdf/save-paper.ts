import type { PDFDocument } from 'pdf-lib';

/**
 * The paper's bytes, written straight through. pdf-lib waits for a timer every 50 objects to
 * keep a page responsive; papers are made in a Web Worker (paper-worker.ts), where nothing needs
 * those pauses, and they were a tenth of a CMR's making time (issue #54: ≤ 2× a blank page).
 */
export function savePaper(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
