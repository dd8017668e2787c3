/** subset-font 2.9.0 ships no types: the part of its API the Urdu font's build uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** OpenType features to keep; all of them (the shaping Nastaliq needs) unless given. */
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
