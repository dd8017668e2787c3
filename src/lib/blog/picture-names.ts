/**
 * The names of the pictures placed in a post's text. The admin's editor renames each upload with
 * `bodyPictureFilename` (keystatic.config.ts), so a picture's address and its copies' names need
 * no escaping (a `srcset` splits on spaces); the build accepts only names of that form.
 */

/** A name the editor gives: lower-case letters and digits in dash-joined words, then an extension. */
export const BODY_PICTURE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)?$/;

/** The name the cover field gives its file (`cover.jpg`), which shares the post's folder. */
const COVER_NAME = 'cover';

const clean = (part: string) =>
  part
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * `Shop Front (1).JPG` → `shop-front-1.jpg`. A file named like the cover is renamed, so it cannot
 * replace the cover in the folder they share.
 */
export function bodyPictureFilename(original: string): string {
  const dot = original.lastIndexOf('.');
  const base = clean(dot > 0 ? original.slice(0, dot) : original) || 'picture';
  const extension = dot > 0 ? clean(original.slice(dot + 1)).replace(/-/g, '') : '';
  const name = base === COVER_NAME ? `${COVER_NAME}-picture` : base;
  return extension ? `${name}.${extension}` : name;
}
