/** subset-font (papandreou/subset-font) ships no types: the part scripts/paper-font-subsets.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      noLayoutClosure?: boolean;
      dropTables?: string[];
    },
  ): Promise<Uint8Array>;
}
