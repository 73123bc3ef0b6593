import type { Typeface } from './paper-fonts';

export type FittedText = { size: number; lineHeight: number; lines: string[] };

const ELLIPSIS = '…';
const LINE_HEIGHT = 1.2;
const STEP = 0.5;

/** A word and its width at size 1. */
type Word = { text: string; width: number };

/** The text's paragraphs (at line breaks) as words (at spaces), each measured once. */
function measureWords(text: string, measure: (text: string) => number): Word[][] {
  return text
    .split(/\r?\n/)
    .map((paragraph) =>
      paragraph.split(/ +/).map((word) => ({ text: word, width: measure(word) })),
    );
}

/**
 * Lines no wider than `width`: breaks at spaces, at line breaks, and inside a word too long.
 * Widths add up (pdf-lib prints no kerning), so each word is measured once for every size tried.
 */
function wrapText(paragraphs: Word[][], width: number, measure: (text: string) => number) {
  const space = measure(' ');
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    let line = '';
    let lineWidth = 0;
    for (const { text: word, width: wordWidth } of paragraph) {
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      lineWidth = 0;
      if (wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      for (const char of word) {
        const charWidth = measure(char);
        if (line && lineWidth + charWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += char;
        lineWidth += charWidth;
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
  const measure = (part: string) => face.width(part, 1);
  const words = measureWords(text, measure);
  const wrapAt = (size: number) => wrapText(words, box.width / size, measure);
  const fits = (lines: string[], size: number) => lines.length * size * LINE_HEIGHT <= box.height;
  // Most texts (labels, names) fit at the largest size: one wrap, no search.
  const largest = wrapAt(sizes.max);
  if (fits(largest, sizes.max)) {
    return { size: sizes.max, lineHeight: sizes.max * LINE_HEIGHT, lines: largest };
  }
  // The largest step that fits, found by halving (a smaller size never needs more lines).
  const steps = Math.floor((sizes.max - sizes.min) / STEP);
  let low = 1;
  let high = steps;
  let best: FittedText | null = null;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const size = sizes.max - middle * STEP;
    const lines = wrapAt(size);
    if (fits(lines, size)) {
      best = { size, lineHeight: size * LINE_HEIGHT, lines };
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  if (best) return best;
  const size = sizes.min;
  const lineHeight = size * LINE_HEIGHT;
  const lines = wrapAt(size);
  const kept = lines.slice(0, Math.max(1, Math.floor(box.height / lineHeight)));
  let last = kept.pop() ?? '';
  while (last && face.width(last + ELLIPSIS, size) > box.width) last = last.slice(0, -1);
  kept.push(last.trimEnd() + ELLIPSIS);
  return { size, lineHeight, lines: kept };
}
