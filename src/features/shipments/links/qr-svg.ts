import { encode } from 'uqr';

/** Pixels per module in the downloaded file: about 4 cm wide at print resolution. */
const FILE_MODULE_PX = 8;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface QrSvg {
  /** A standalone SVG document, for the download. */
  svg: string;
  /** The same as an image address, for <img> on the screen and in print (named by its alt). */
  image: string;
  /** Modules per side, quiet zone included: the screen draws each as whole pixels. */
  modules: number;
}

/**
 * The QR code of `text` as SVG, black on white. Error correction M (15 % may be lost: a crease
 * or a stain on a delivery note) and the standard's quiet zone of 4 modules, which scanners
 * need around the code; each row's dark run is one rectangle, crisp at any size.
 */
export function qrSvg(text: string, title: string): QrSvg {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  const px = size * FILE_MODULE_PX;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${px}" height="${px}" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return {
    svg,
    image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    modules: size,
  };
}
