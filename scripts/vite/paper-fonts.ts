import type { Plugin } from 'vite';

import type { PaperFonts } from '../../src/lib/papers/pdf/paper-fonts.js';
import { cutPaperFonts } from '../paper-font-subsets.js';

const MODULE = 'virtual:paper-fonts';
const RESOLVED = `\0${MODULE}`;
/** Where the dev server serves them. */
const DEV_DIR = '/@paper-fonts';

type Weight = keyof PaperFonts;
const FILES: Record<Weight, string> = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
};

/**
 * `virtual:paper-fonts`: the URLs of the papers' fonts, cut at build time to what the papers
 * print (scripts/paper-font-subsets.ts). A build emits them as hashed assets; the dev server
 * cuts them on the first request and serves them itself. The paper worker is a bundle of its
 * own, so vite.config.ts names this plugin among `worker.plugins` too.
 */
export function paperFonts(): Plugin {
  let cutting: Promise<PaperFonts> | undefined;
  const cut = () => (cutting ??= cutPaperFonts());
  let serving = false;
  return {
    name: 'paper-fonts',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const fonts = serving ? null : await cut();
      const url = (weight: Weight) => {
        if (!fonts) return JSON.stringify(`${DEV_DIR}/${FILES[weight]}`);
        const reference = this.emitFile({
          type: 'asset',
          name: FILES[weight],
          source: fonts[weight],
        });
        return `import.meta.ROLLUP_FILE_URL_${reference}`;
      };
      return `export const regularUrl = ${url('regular')};\nexport const boldUrl = ${url('bold')};\n`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_DIR, (request, response, next) => {
        const weight = (Object.keys(FILES) as Weight[]).find(
          (key) => request.url === `/${FILES[key]}`,
        );
        if (!weight) return next();
        cut().then((fonts) => {
          response.setHeader('content-type', 'font/ttf');
          response.end(fonts[weight]);
        }, next);
      });
    },
  };
}
