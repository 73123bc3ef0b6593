import { A4, type Box } from '../pdf/sheet';
import type { CmrBox } from './cmr-texts';

// The IRU 1976 layout (reference §1 A): left column 1–5, 13, 14, 21; right column the title
// block, 16–18, 19, 20, 15; a band across for 6–12 with the ADR line under it; a bottom row of
// 22, 23, 24. Points from the top left.

const LEFT = 28;
const WIDTH = A4.width - 2 * LEFT;
const HALF = WIDTH / 2;
const RIGHT = LEFT + HALF;

const stack = (x: number, width: number, top: number, heights: number[]): Box[] => {
  let y = top;
  return heights.map((height) => {
    const box = { x, y, width, height };
    y += height;
    return box;
  });
};

const [b1, b2, b3, b4, b5] = stack(LEFT, HALF, 72, [70, 70, 44, 52, 44]) as [
  Box,
  Box,
  Box,
  Box,
  Box,
];
const [title, b16, b17, b18] = stack(RIGHT, HALF, 72, [104, 76, 44, 56]) as [Box, Box, Box, Box];

const BAND_TOP = 352;
const BAND_HEIGHT = 118;
const BAND_WIDTHS = [72, 52, 66, 150, 60, 66, WIDTH - 466];
const band: Box[] = [];
BAND_WIDTHS.reduce((x, width) => {
  band.push({ x, y: BAND_TOP, width, height: BAND_HEIGHT });
  return x + width;
}, LEFT);
const [b6, b7, b8, b9, b10, b11, b12] = band as [Box, Box, Box, Box, Box, Box, Box];

const LOWER_TOP = BAND_TOP + BAND_HEIGHT + 12;
const [b13, b14, b21] = stack(LEFT, HALF, LOWER_TOP, [74, 54, 40]) as [Box, Box, Box];
const [b19, b20, b15] = stack(RIGHT, HALF, LOWER_TOP, [40, 92, 36]) as [Box, Box, Box];

const BOTTOM_TOP = LOWER_TOP + 168;
const THIRD = WIDTH / 3;
const bottom = (index: number): Box => ({
  x: LEFT + index * THIRD,
  y: BOTTOM_TOP,
  width: THIRD,
  height: 124,
});

export const CMR_LAYOUT: Record<CmrBox, Box> = {
  1: b1,
  2: b2,
  3: b3,
  4: b4,
  5: b5,
  6: b6,
  7: b7,
  8: b8,
  9: b9,
  10: b10,
  11: b11,
  12: b12,
  13: b13,
  14: b14,
  15: b15,
  16: b16,
  17: b17,
  18: b18,
  19: b19,
  20: b20,
  21: b21,
  22: bottom(0),
  23: bottom(1),
  24: bottom(2),
};

/** The carrier's boxes, framed heavily (reference §1 A). */
export const HEAVY_BOXES: readonly CmrBox[] = [16, 17, 18, 23];

export const TITLE_BLOCK = title;
export const HEADER: Box = { x: LEFT, y: 20, width: WIDTH, height: 48 };
export const ADR_LINE: Box = { x: LEFT, y: BAND_TOP + BAND_HEIGHT, width: WIDTH, height: 12 };
export const MARGIN_NOTES: Box = { x: LEFT, y: BOTTOM_TOP + 128, width: WIDTH, height: 40 };
