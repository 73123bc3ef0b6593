import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import type { PaperFonts } from '../src/lib/papers/pdf/paper-fonts';

const require = createRequire(import.meta.url);

/**
 * The papers' fonts read from the npm package, for Node (tests, bench): the same files the
 * browser fetches through Vite (src/lib/papers/load-paper-fonts.ts).
 */
export async function readPaperFonts(): Promise<PaperFonts> {
  const [regular, bold] = await Promise.all(
    [
      '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    ].map((file) => readFile(require.resolve(file))),
  );
  return { regular: new Uint8Array(regular!), bold: new Uint8Array(bold!) };
}
