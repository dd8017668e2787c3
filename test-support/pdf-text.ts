/**
 * The profile PDF as its readers get it: PDF.js (through unpdf) reads the text and counts the
 * pages, so the tests check what a viewer shows rather than how the file happens to be encoded.
 */
import { extractText } from 'unpdf';

export interface PdfContents {
  pages: number;
  /** Every page's text, in order. */
  text: string;
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  // PDF.js refuses a Node Buffer and detaches the array it is given: hand it a copy, which also
  // leaves the caller's bytes readable.
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { pages: totalPages, text };
}
