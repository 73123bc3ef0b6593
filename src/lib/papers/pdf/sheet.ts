import { type PDFDocument, type PDFImage, PDFName, type PDFPage } from 'pdf-lib';

import { qrRuns } from '../../qr-runs';
import type { PaperImage } from '../paper-data';
import { type FittedText, fitText } from './fit-text';
import type { Typeface, Typefaces } from './paper-fonts';

/** A4 in points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 };

export type Box = { x: number; y: number; width: number; height: number };

/** Coordinates to the hundredth of a point: shorter operators, the same page. */
const at = (value: number) => Math.round(value * 100) / 100;

/**
 * What is drawn on a page, measured from the top left (the way a form is read; PDF counts from
 * the bottom). The content stream is written as text, with fixed names for the fonts and
 * images, so one sheet can be put on several pages (the CMR's four copies) and no call re-lays
 * its text. Written as text, not as pdf-lib's operator objects: those made and serialised a
 * number object per coordinate, a fifth of a CMR's making time (issue #54: ≤ 2× a blank page).
 */
export class Sheet {
  private readonly drawn: string[] = [];
  private readonly images = new Map<PDFImage, PDFName>();
  /** The font and size of the open text object (BT … ET), if one is open. */
  private textState: string | null = null;

  constructor(readonly faces: Typefaces) {}

  /** One line of text; `top` is the top of its line box. */
  text(text: string, x: number, top: number, size: number, face: Typeface = this.faces.regular) {
    this.line(face.printable(text), x, top, size, face);
  }

  /** A line already printable (Typeface.printable). */
  private line(printable: string, x: number, top: number, size: number, face: Typeface) {
    if (!printable) return;
    // Runs of text share one text object, and the font is set only when it changes.
    if (this.textState === null) this.drawn.push('BT');
    const state = `${face.name.toString()} ${at(size)} Tf`;
    if (state !== this.textState) this.drawn.push(state);
    this.textState = state;
    this.drawn.push(
      `1 0 0 1 ${at(x)} ${at(A4.height - top - size * 0.95)} Tm`,
      `${face.encode(printable)} Tj`,
    );
  }

  /** Graphics (frames, images) go outside text objects. */
  private graphics(...ops: string[]) {
    if (this.textState !== null) this.drawn.push('ET');
    this.textState = null;
    this.drawn.push(...ops);
  }

  /** Everything drawn, text objects closed. */
  private get content(): string {
    const drawn = this.drawn.join('\n');
    return this.textState === null ? drawn : `${drawn}\nET`;
  }

  /** Lines fitted by `fitLines` (printable already), from `top` down. */
  lines(fitted: FittedText, x: number, top: number, face: Typeface = this.faces.regular) {
    fitted.lines.forEach((line, index) => {
      this.line(line, x, top + index * fitted.lineHeight, fitted.size, face);
    });
    return fitted.lines.length * fitted.lineHeight;
  }

  /** Text set into a box (shrunk, then cut with an ellipsis: fit-text.ts); the height used. */
  fit(
    text: string,
    box: Box,
    sizes: { max: number; min: number },
    face: Typeface = this.faces.regular,
  ) {
    if (!text.trim()) return 0;
    return this.lines(this.fitLines(text, box.width, sizes, face, box.height), box.x, box.y, face);
  }

  /** Text wrapped at `width` (fit-text.ts), without drawing it. */
  fitLines(
    text: string,
    width: number,
    sizes: { max: number; min: number },
    face: Typeface,
    height: number,
  ): FittedText {
    return fitText(face.printable(text.trim()), face, { width, height }, sizes);
  }

  frame(box: Box, lineWidth = 0.5) {
    this.graphics(
      `${at(lineWidth)} w`,
      `${at(box.x)} ${at(A4.height - box.y - box.height)} ${at(box.width)} ${at(box.height)} re`,
      'S',
    );
  }

  /** An embedded image scaled into the box, its aspect kept, centred; the box it took. */
  image(image: PDFImage, box: Box): Box {
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    const x = box.x + (box.width - width) / 2;
    const y = box.y + (box.height - height) / 2;
    let name = this.images.get(image);
    if (!name) {
      name = PDFName.of(`I${this.images.size}`);
      this.images.set(image, name);
    }
    this.graphics(
      'q',
      `${at(width)} 0 0 ${at(height)} ${at(x)} ${at(A4.height - y - height)} cm`,
      `${name.toString()} Do`,
      'Q',
    );
    return { x, y, width, height };
  }

  /** A QR code of `text`, `size` points square, quiet zone included (scanners need it). */
  qr(text: string, x: number, y: number, size: number) {
    const { modules, runs } = qrRuns(text);
    // A module's side to a ten-thousandth of a point: the code keeps its size to the hundredth.
    const module = Math.round((size / modules) * 10_000) / 10_000;
    // Drawn in modules, from the top left: one rectangle per dark run, all filled at once.
    this.graphics(
      'q',
      `${module} 0 0 ${-module} ${at(x)} ${at(A4.height - y)} cm`,
      ...runs.map((run) => `${run.x} ${run.y} ${run.width} 1 re`),
      'f',
      'Q',
    );
  }

  /** Put what was drawn on a page. */
  placeOn(page: PDFPage) {
    for (const face of [this.faces.regular, this.faces.bold]) {
      page.node.setFontDictionary(face.name, face.font.ref);
    }
    for (const [image, name] of this.images) page.node.setXObject(name, image.ref);
    const context = page.doc.context;
    page.node.addContentStream(context.register(context.stream(this.content)));
  }

  /**
   * What was drawn as one form (a PDF XObject), to put on several pages: written once, shown by
   * one operator per page (the CMR's four copies share their body). Left uncompressed: deflating
   * it was a tenth of a CMR's making time (issue #54 asks ≤ 2× a blank page) for 27 KB less in a
   * file of 48 KB.
   */
  toForm(doc: PDFDocument): (page: PDFPage) => void {
    const fonts = Object.fromEntries(
      [this.faces.regular, this.faces.bold].map((face) => [face.name.decodeText(), face.font.ref]),
    );
    const images = Object.fromEntries(
      [...this.images].map(([image, name]) => [name.decodeText(), image.ref]),
    );
    const form = doc.context.register(
      doc.context.stream(this.content, {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, A4.width, A4.height],
        Resources: { Font: fonts, XObject: images },
      }),
    );
    const name = PDFName.of('Body');
    return (page) => {
      page.node.setXObject(name, form);
      const context = page.doc.context;
      page.node.addContentStream(context.register(context.stream(`q ${name.toString()} Do Q`)));
    };
  }
}

/** Photos and signatures as the PDF embeds them; null when the bytes are not a readable image. */
export async function embedImage(doc: PDFDocument, image: PaperImage): Promise<PDFImage | null> {
  try {
    return image.type === 'image/png'
      ? await doc.embedPng(image.bytes)
      : await doc.embedJpg(image.bytes);
  } catch {
    // A damaged file prints as an empty frame, not as a paper that cannot be made at all.
    return null;
  }
}
