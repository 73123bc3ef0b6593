import { qrRuns } from '@/lib/qr-runs';

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

/** The QR code of `text` as SVG, black on white (qrRuns: error correction M, quiet zone). */
export function qrSvg(text: string, title: string): QrSvg {
  const { modules: size, runs } = qrRuns(text);
  const path = runs.map(({ x, y, width }) => `M${x} ${y}h${width}v1h${-width}z`).join('');
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
