import { preload as preloadResource } from 'react-dom';
import { NASTALIQ_FAMILY, nastaliqUrl } from '@/lib/fonts/nastaliq-file';

/** The Arabic script's blocks, its joiners and marks, as @fontsource's Arabic file declares them. */
const NASTALIQ_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC';

interface NastaliqFontFaceProps {
  /** Fetch it at once, with the page (the Urdu pages); otherwise only once Urdu text uses it. */
  preload?: boolean;
}

/**
 * Noto Nastaliq Urdu for the document's <head>, from the file the build cut down to the Urdu
 * pages' characters (src/lib/fonts). Declared here rather than with next/font: next/font's
 * stylesheet joins the one every page shares, and its preload then went with it onto every
 * English page. The face downloads only where Urdu text (`lang="ur"`, globals.css) uses it.
 *
 * The phones most visitors use already have the family (Android since 9, iOS since 11, macOS):
 * `local()` takes it from there before anything downloads. Elsewhere the file comes, preloaded on
 * the Urdu pages, and `font-display: optional` uses it only if it is there by the first paint (or
 * within Chrome's 100 ms for a preloaded optional face): Nastaliq sets wider and taller than the
 * Naskh fallbacks, so swapping it in later moved whole sections (layout shift 0.02-0.08 with the
 * file 1.5 s late). A first visit on a slow line then reads the system's Urdu face, and every later
 * page, with the file cached, reads Nastaliq. The face covers the Arabic script only (the ranges
 * of the font's Arabic file), so Latin words and digits keep the Latin faces, whichever copy of the
 * font is used.
 */
export function NastaliqFontFace({ preload = false }: NastaliqFontFaceProps) {
  const url = nastaliqUrl();
  // React puts the preload in the head once, ahead of the stylesheets.
  if (preload) preloadResource(url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style>
      {`@font-face{font-family:"${NASTALIQ_FAMILY}";src:local("${NASTALIQ_FAMILY}"),local("NotoNastaliqUrdu-Regular"),url(${url}) format("woff2");unicode-range:${NASTALIQ_RANGE};font-weight:400;font-style:normal;font-display:optional}`}
    </style>
  );
}
