/**
 * What each picture field of the content is for, named once: the smallest source that stays
 * sharp in its slot, the shape it is cut to, and the widths the site makes of a photo. The
 * admin's field descriptions, the build's checks (src/content/load.ts) and the picture pipeline
 * (src/lib/images) all read this table; SVG drawings are served as they are and skip it.
 *
 * Widths follow each slot's largest size on screen at two device pixels per CSS pixel, in steps
 * of at most 1.5 ×, so a phone never downloads more than about 1.5 × the pixels it shows.
 */
export interface PictureKind {
  /** How an editor would name it, in messages: 'a team portrait'. */
  label: string;
  /** Narrower sources are refused at build: they would be upscaled in their slot. */
  minWidth: number;
  /** Width ÷ height the picture is cut to; absent: it keeps its own shape. */
  aspect?: number;
  /** Widths made for `srcset` (capped at the source's own width). */
  widths: readonly number[];
}

export const pictureKinds = {
  /** Team grid: one column on phones (~335 px), three on desktops (~380 px). */
  portrait: { label: 'a team portrait', minWidth: 600, aspect: 5 / 6, widths: [320, 480, 640, 800, 960] },
  /** Testimonial avatars: 56–64 px circles. */
  avatar: { label: 'a testimonial portrait', minWidth: 160, aspect: 1, widths: [96, 128, 192] },
  /** Client logos: about 200 px wide in the logo carousel; kept whole, never cut. */
  logo: { label: 'a client logo', minWidth: 240, widths: [160, 240, 320, 480] },
  /** Portfolio cards, case-study headers and galleries, featured projects: up to the full page width. */
  project: {
    label: 'a project picture',
    minWidth: 1200,
    widths: [320, 480, 640, 800, 1080, 1280, 1600, 1920],
  },
  /** A service page's header picture: half the page on desktops only. */
  serviceHeader: {
    label: 'a service header picture',
    minWidth: 1000,
    aspect: 3 / 2,
    widths: [480, 640, 800, 1080, 1280],
  },
  /** A service page's two side-by-side pictures: ~160 px each on phones, ~290 px on desktops. */
  servicePanel: {
    label: 'a service side picture',
    minWidth: 600,
    aspect: 4 / 5,
    widths: [240, 320, 480, 640, 800],
  },
  /**
   * Pictures in a post's text: the post column (42rem, 672 px) at most; they keep their own shape.
   * A screenshot or photo narrower than the column would be blown up on a laptop.
   */
  postPicture: { label: 'a picture in a post', minWidth: 672, widths: [320, 480, 640, 800, 1080, 1344] },
  /** Blog covers, in the proportions of a share card. */
  cover: {
    label: 'a blog cover',
    minWidth: 1200,
    aspect: 1200 / 630,
    widths: [320, 480, 640, 800, 1080, 1280, 1600],
  },
} as const satisfies Record<string, PictureKind>;

export type PictureKindName = keyof typeof pictureKinds;

/** Where a cut picture keeps its subject; the centre unless the content says otherwise. */
export const pictureFocusLabels = {
  centre: 'Centre',
  top: 'Top',
  bottom: 'Bottom',
  left: 'Left',
  right: 'Right',
} as const;
export type PictureFocus = keyof typeof pictureFocusLabels;

/** Larger files are refused at build: they are not photos from a phone or camera but mistakes. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

/** The admin's description of a picture field: what to upload and what the site does with it. */
export function pictureAdvice(kind: PictureKindName): string {
  const { minWidth } = pictureKinds[kind];
  const shape = 'aspect' in pictureKinds[kind] ? ' It is cut to the slot’s shape around its focus.' : '';
  return (
    `JPEG, PNG, WebP or AVIF at least ${minWidth} px wide (or an SVG drawing), under 20 MB. ` +
    `The site turns it upright, removes its location and camera data and serves it resized for each screen.${shape}`
  );
}
