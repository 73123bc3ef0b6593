import { correction, generate } from 'lean-qr';

/** One dark run of a QR code's row, in modules. */
export type QrRun = { x: number; y: number; width: number };

/** The standard's quiet zone around the code, in modules: scanners need it. */
const QUIET_ZONE = 4;

/**
 * The QR code of `text` as its rows' dark runs: error correction at least M (15 % may be lost:
 * a crease or a stain on a delivery note; higher where the size has room for it) and the quiet
 * zone. One rectangle per run stays crisp at any size, on screen, in SVG and in PDF.
 */
export function qrRuns(text: string): { modules: number; runs: QrRun[] } {
  const code = generate(text, { minCorrectionLevel: correction.M });
  const runs: QrRun[] = [];
  for (let y = 0; y < code.size; y += 1) {
    let x = 0;
    while (x < code.size) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      runs.push({ x: start + QUIET_ZONE, y: y + QUIET_ZONE, width: x - start });
    }
  }
  return { modules: code.size + 2 * QUIET_ZONE, runs };
}
