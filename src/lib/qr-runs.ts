import { encode } from 'uqr';

/** One dark run of a QR code's row, in modules. */
export type QrRun = { x: number; y: number; width: number };

/**
 * The QR code of `text` as its rows' dark runs: error correction M (15 % may be lost: a crease
 * or a stain on a delivery note) and the standard's quiet zone of 4 modules, which scanners need
 * around the code. One rectangle per run stays crisp at any size, on screen, in SVG and in PDF.
 */
export function qrRuns(text: string): { modules: number; runs: QrRun[] } {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  const runs: QrRun[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push({ x: start, y, width: x - start });
    }
  });
  return { modules: size, runs };
}
