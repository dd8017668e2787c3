/**
 * The intrinsic size of a picture under `public/`, read from the file's own header, so the page
 * can reserve its box before it loads (no layout shift) without anyone typing the size in.
 * Handles SVG (width/height, else viewBox), PNG, JPEG and WebP.
 */
import { readFileSync } from 'node:fs';

export interface Size {
  width: number;
  height: number;
}

function svgSize(source: string): Size | undefined {
  const root = /<svg\b[^>]*>/.exec(source)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="([^"]*)"/.exec(root)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return undefined;
}

function pngSize(bytes: Buffer): Size | undefined {
  if (bytes.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegSize(bytes: Buffer): Size | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): Size | undefined {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** Returns the size, or undefined when the file is not a picture this reader knows. */
export function imageSize(bytes: Buffer): Size | undefined {
  if (bytes.length < 30) return svgSize(bytes.toString('utf8'));
  return pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes) ?? svgSize(bytes.toString('utf8'));
}

export function imageFileSize(file: string): Size | undefined {
  return imageSize(readFileSync(file));
}
