/** The picture fields of the content: a picture's public path, and where a cut photo keeps its subject. */
import { z } from 'zod';
import type { Field } from './fields';
import { pictureAdvice, pictureFocusLabels, type PictureFocus, type PictureKindName } from './pictures';

const IMAGE_FILE = /^\/images\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/;

/** A picture field's value in the content: its public path, and what it is for. */
export type PictureField = Field<z.ZodString> & { kind: PictureKindName };

/**
 * A picture uploaded through the admin into `public/images/<folder>/…`; the stored value is its
 * public path. Keystatic files a collection entry's pictures under `<folder>/<entry slug>/`.
 * `kind` says what the picture is for (src/content/schema/pictures.ts): the admin's description
 * gives its minimum width, and the build checks it.
 */
export function image({
  label,
  folder,
  kind,
}: {
  label: string;
  folder: string;
  kind: PictureKindName;
}): PictureField {
  return {
    kind,
    zod: z
      .string()
      .regex(IMAGE_FILE, 'must be a picture under /images/ (svg, png, jpg, webp or avif)')
      .refine((value) => value.startsWith(`/images/${folder}/`) && !value.includes('..'), {
        message: `must be under /images/${folder}/`,
      }),
    admin: (f) =>
      f.image({
        label,
        description: pictureAdvice(kind),
        directory: `public/images/${folder}`,
        publicPath: `/images/${folder}/`,
        validation: { isRequired: true },
      }),
  };
}

/** Where a photo cut to its slot's shape keeps its subject: the centre unless chosen otherwise. */
export function pictureFocus(): Field<z.ZodDefault<z.ZodType<PictureFocus>>> {
  const values = Object.keys(pictureFocusLabels) as [PictureFocus, ...PictureFocus[]];
  return {
    zod: (z.enum(values) as unknown as z.ZodType<PictureFocus>).default('centre'),
    admin: (f) =>
      f.select({
        label: 'Picture focus',
        description: 'Where a photo keeps its subject when it is cut to the shape of its place on the page.',
        options: values.map((value) => ({ value, label: pictureFocusLabels[value] })),
        defaultValue: 'centre',
      }),
  };
}
