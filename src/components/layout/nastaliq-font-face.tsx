import { NASTALIQ_FAMILY, nastaliqUrl } from '@/lib/fonts/nastaliq-file';
import {
  NASTALIQ_CACHED_CLASS,
  NASTALIQ_CACHED_KEY,
  NASTALIQ_DEVICE_FAMILY,
} from '@/lib/fonts/nastaliq-loading';
import { NastaliqOnNavigation } from './nastaliq-on-navigation';

/** The Arabic script's blocks, its joiners and marks, as @fontsource's Arabic file declares them. */
const NASTALIQ_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FEFC';

/** The family as the device has it, where it does: no download. */
const DEVICE_SOURCES = `local("${NASTALIQ_FAMILY}"),local("NotoNastaliqUrdu-Regular")`;

/**
 * Runs in the head, before the first paint. When an earlier page has fetched the file (the key
 * holds its address), the class makes the page ask for it: it comes from the browser's cache at
 * once. Otherwise, once the page has loaded, it checks whether the device has the family and, if
 * not, fetches the file for the pages that follow, without using it on this one. The face it
 * loaded is added to the document, ready: a page reached by a link from this one (the same
 * document) is drawn in it at once, rather than depending on the cached file being read within
 * the `optional` face's first tenth of a second, which a busy phone can miss.
 */
function loadingScript(url: string): string {
  return `(function(){var d=document.documentElement,k='${NASTALIQ_CACHED_KEY}',u='${url}';try{if(localStorage.getItem(k)===u){d.classList.add('${NASTALIQ_CACHED_CLASS}');return}}catch(e){return}addEventListener('load',function(){setTimeout(function(){if(!window.FontFace)return;new FontFace('nastaliq-probe','${DEVICE_SOURCES}').load().catch(function(){var f=new FontFace('${NASTALIQ_FAMILY}','url('+u+')',{unicodeRange:'${NASTALIQ_RANGE}'});return f.load().then(function(){document.fonts.add(f);try{localStorage.setItem(k,u)}catch(e){}})}).catch(function(){})},0)})})()`;
}

/**
 * Noto Nastaliq Urdu for the document's <head>, from the file the build cut down to the Urdu
 * pages' characters (src/lib/fonts). Declared here rather than with next/font: next/font's
 * stylesheet joins the one every page shares, and its preload then went with it onto every
 * English page. Only text in Urdu (`lang="ur"`, globals.css) uses it.
 *
 * The file (about 112 KB) never delays a page's first paint: on a phone's line it took the Urdu
 * pages' LCP to 1.4 times their English pairs'. A page draws Urdu with the family as the device
 * has it (`local()`: Android since 9, iOS since 11 and macOS have it; elsewhere the system's Urdu
 * face), fetches the file once it has loaded, and every page after that uses it from the cache
 * (the class from the head script, or NastaliqOnNavigation on the way to the next page). The file's
 * face is `font-display: optional`, so should the cache have lost it, it is used only if it is
 * there by the first paint and never swapped in later: Nastaliq sets wider and taller than the
 * fallback faces, and a late swap moved whole sections. Without JavaScript the page asks for the
 * file at once, on the same terms. Both faces cover the Arabic script only, so Latin words and
 * digits keep the Latin faces.
 */
export function NastaliqFontFace() {
  const url = nastaliqUrl();
  const face = (family: string, sources: string, display = 'swap') =>
    `@font-face{font-family:"${family}";src:${sources};unicode-range:${NASTALIQ_RANGE};font-weight:400;font-style:normal;font-display:${display}}`;
  return (
    <>
      <style>
        {face(NASTALIQ_DEVICE_FAMILY, DEVICE_SOURCES) +
          face(NASTALIQ_FAMILY, `${DEVICE_SOURCES},url(${url}) format("woff2")`, 'optional')}
      </style>
      <script dangerouslySetInnerHTML={{ __html: loadingScript(url) }} />
      <noscript>
        <style>{`html:lang(ur){--font-urdu:"${NASTALIQ_FAMILY}"}`}</style>
      </noscript>
      <NastaliqOnNavigation url={url} />
    </>
  );
}
