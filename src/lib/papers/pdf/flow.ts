import type { PDFDocument } from 'pdf-lib';

import type { Typefaces } from './paper-fonts';
import { A4, Sheet } from './sheet';

export const MARGIN = 40;

/** Pages written from top to bottom: a new page when the next piece would not fit. */
export class Flow {
  readonly width = A4.width - 2 * MARGIN;
  readonly sheets: Sheet[] = [];
  y = MARGIN;

  constructor(readonly faces: Typefaces) {
    this.sheets.push(new Sheet(faces));
  }

  get sheet(): Sheet {
    return this.sheets[this.sheets.length - 1]!;
  }

  /** Room for `height` points below the cursor, on a new page if need be. */
  room(height: number) {
    if (this.y + height <= A4.height - MARGIN) return;
    this.sheets.push(new Sheet(this.faces));
    this.y = MARGIN;
  }

  /** A paragraph across the page (kept whole: it never shrinks); the cursor moves below it. */
  paragraph(text: string, size: number, bold = false, gap = 3) {
    const face = bold ? this.faces.bold : this.faces.regular;
    const sizes = { max: size, min: size };
    const height = A4.height; // unbounded: a paragraph breaks over pages by lines below
    const lines = this.sheet.fitLines(text, this.width, sizes, face, height);
    for (const line of lines.lines) {
      this.room(lines.lineHeight);
      this.sheet.text(line, MARGIN, this.y, lines.size, face);
      this.y += lines.lineHeight;
    }
    this.y += gap;
  }

  /** A label in bold and its value after it, wrapped under each other. */
  field(label: string, value: string | null) {
    if (!value) return;
    this.paragraph(`${label}: ${value}`, 9);
  }

  finish(doc: PDFDocument) {
    for (const sheet of this.sheets) sheet.placeOn(doc.addPage([A4.width, A4.height]));
  }
}
