import { preload as preloadResource } from 'react-dom';
import { NASTALIQ_FAMILY, nastaliqUrl } from '@/lib/fonts/nastaliq-file';

interface NastaliqFontFaceProps {
  /** Fetch it at once, with the page (the Urdu pages); otherwise only once Urdu text uses it. */
  preload?: boolean;
}

/**
 * Noto Nastaliq Urdu for the document's <head>, from the file the build cut down to the Urdu
 * pages' characters (src/lib/fonts). Declared here rather than with next/font: next/font's
 * stylesheet joins the one every page shares, and its preload then went with it onto every
 * English page. The face downloads only where Urdu text (`lang="ur"`, globals.css) uses it.
 */
export function NastaliqFontFace({ preload = false }: NastaliqFontFaceProps) {
  const url = nastaliqUrl();
  // React puts the preload in the head once, ahead of the stylesheets.
  if (preload) preloadResource(url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <style>
      {`@font-face{font-family:"${NASTALIQ_FAMILY}";src:url(${url}) format("woff2");font-weight:400;font-style:normal;font-display:swap}`}
    </style>
  );
}
