import { inflateSync } from 'node:zlib';

/**
 * A small reader for the text of PDFs drawn with the built-in (WinAnsi-encoded) fonts, as the
 * agency profile is: enough for tests to check what the file says without a system tool such as
 * pdftotext. It inflates the Flate-compressed streams and decodes the strings of `Tj`/`TJ`.
 */

/** WinAnsiEncoding bytes 0x80–0x9F that differ from Latin-1. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeBytes(bytes: number[]): string {
  return bytes.map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const padded = clean.length % 2 ? `${clean}0` : clean;
  const bytes: number[] = [];
  for (let i = 0; i < padded.length; i += 2) bytes.push(Number.parseInt(padded.slice(i, i + 2), 16));
  return bytes;
}

function literalBytes(body: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] as string;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[i + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      i += octal.length;
    } else {
      const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return bytes;
}

/** The content streams of a PDF, inflated where they are compressed. */
export function pdfStreams(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  const keyword = /(?<!end)stream\r?\n/g;
  for (let match = keyword.exec(source); match; match = keyword.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    // The stream's dictionary sits between its `obj` keyword and `stream`.
    const dict = source.slice(source.lastIndexOf(' obj', match.index), match.index);
    const raw = Buffer.from(source.slice(start, end), 'latin1');
    if (dict.includes('/FlateDecode')) {
      try {
        streams.push(inflateSync(raw).toString('latin1'));
      } catch {
        // Not a stream we can read (e.g. one with another filter chain).
      }
    } else {
      streams.push(raw.toString('latin1'));
    }
    keyword.lastIndex = end + 'endstream'.length;
  }
  return streams;
}

/** The text shown by every `Tj` and `TJ` operator, one line per operator. */
export function pdfText(pdf: Uint8Array): string {
  const lines: string[] = [];
  const operator =
    /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  const piece = /<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g;
  for (const stream of pdfStreams(pdf)) {
    for (const match of stream.matchAll(operator)) {
      if (match[1] !== undefined) {
        const bytes: number[] = [];
        for (const part of match[1].matchAll(piece)) {
          bytes.push(...(part[1] !== undefined ? hexBytes(part[1]) : literalBytes(part[2] ?? '')));
        }
        lines.push(decodeBytes(bytes));
      } else if (match[2] !== undefined) {
        lines.push(decodeBytes(hexBytes(match[2])));
      } else {
        lines.push(decodeBytes(literalBytes(match[3] ?? '')));
      }
    }
  }
  return lines.join('\n');
}

/** Number of pages: `/Type /Page` objects, not the `/Type /Pages` tree. */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}
