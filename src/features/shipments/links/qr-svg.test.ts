import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';

import { qrSvg } from './qr-svg';

const PX = 4;

/** Paints the SVG's rectangles (M x y h w v1 h-w z) into RGBA pixels, as a screen would. */
function rasterize(svg: string, modules: number) {
  const side = modules * PX;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * PX; row < (Number(y) + 1) * PX; row += 1) {
      for (let col = Number(x) * PX; col < (Number(x) + Number(width)) * PX; col += 1) {
        pixels.fill(0, (row * side + col) * 4, (row * side + col) * 4 + 3);
      }
    }
  }
  return { pixels, side };
}

describe('the QR code of a party link', () => {
  const url = 'https://www.example.com/en/tracking?id=482913&k=Ab-_0123456789abcdefghijklmnopqrs';

  it('decodes to the link', () => {
    const { svg, modules } = qrSvg(url, 'Cod QR');
    const { pixels, side } = rasterize(svg, modules);
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });

  it('is a standalone SVG with its title, a white ground and the quiet zone', () => {
    const { svg, image, modules } = qrSvg(url, 'Cod QR <al> „destinatarului” & co');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain(`viewBox="0 0 ${modules} ${modules}"`);
    expect(svg).toContain('<title>Cod QR &#60;al&#62; „destinatarului” &#38; co</title>');
    expect(svg).toContain(`<rect width="${modules}" height="${modules}" fill="#fff"/>`);
    // Nothing dark in the first and last four rows or columns.
    const starts = [...svg.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [
      Number(x),
      Number(y),
      Number(x) + Number(w),
    ]);
    expect(Math.min(...starts.map(([x]) => x!))).toBe(4);
    expect(Math.min(...starts.map(([, y]) => y!))).toBe(4);
    expect(Math.max(...starts.map(([, , end]) => end!))).toBe(modules - 4);
    expect(Math.max(...starts.map(([, y]) => y!))).toBe(modules - 5);
    expect(decodeURIComponent(image.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg);
  });
});
