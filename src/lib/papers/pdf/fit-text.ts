import type { Typeface } from './paper-fonts';

export type FittedText = { size: number; lineHeight: number; lines: string[] };

const ELLIPSIS = '…';
const LINE_HEIGHT = 1.2;
const STEP = 0.5;

/** Lines no wider than `width`: breaks at spaces, at line breaks, and inside a word too long. */
export function wrapText(text: string, width: number, measure: (text: string) => number) {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const joined = line ? `${line} ${word}` : word;
      if (measure(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Text set in a box: the largest size from `maxSize` down to `minSize` at which every line
 * fits; if it does not fit even at `minSize`, as many lines as fit there, the last one cut and
 * ended with an ellipsis. Text never leaves its box (a neighbour's box is someone's data).
 */
export function fitText(
  text: string,
  face: Typeface,
  box: { width: number; height: number },
  sizes: { max: number; min: number },
): FittedText {
  for (let size = sizes.max; size >= sizes.min; size -= STEP) {
    const lines = wrapText(text, box.width, (line) => face.width(line, size));
    if (lines.length * size * LINE_HEIGHT <= box.height) {
      return { size, lineHeight: size * LINE_HEIGHT, lines };
    }
  }
  const size = sizes.min;
  const lineHeight = size * LINE_HEIGHT;
  const lines = wrapText(text, box.width, (line) => face.width(line, size));
  const kept = lines.slice(0, Math.max(1, Math.floor(box.height / lineHeight)));
  let last = kept.pop() ?? '';
  while (last && face.width(last + ELLIPSIS, size) > box.width) last = last.slice(0, -1);
  kept.push(last.trimEnd() + ELLIPSIS);
  return { size, lineHeight, lines: kept };
}
