import { siteConfig } from '@/content/site';
import { INTRO_MS, INTRO_WORD_STAGGER_MS } from '@/lib/motion/maths';

/** sessionStorage key: the intro plays once per visit. */
const SEEN_KEY = 'rd-intro-seen';

/**
 * Runs in <head> before the first paint. It turns the intro on only when it can finish on its
 * own: the whole sequence is CSS, so a failed or slow script can never leave the page hidden,
 * and without JavaScript the class is never added at all.
 */
export const introScript = `try{var d=document.documentElement;if(!sessionStorage.getItem('${SEEN_KEY}')&&!matchMedia('(prefers-reduced-motion: reduce)').matches){sessionStorage.setItem('${SEEN_KEY}','1');d.classList.add('intro');setTimeout(function(){d.classList.remove('intro')},${INTRO_MS})}}catch(e){}`;

/** The full-screen intro; hidden by CSS unless the page carries the `intro` class. */
export function IntroLoader() {
  const words = siteConfig.name.split(' ');
  return (
    <div className="intro-loader" aria-hidden="true">
      {/* The brand, in Latin letters, reads left to right on every page; each word is a box of its
          own that a right-to-left page would otherwise lay out from the right. */}
      <p dir="ltr" className="intro-loader-text font-display text-4xl font-bold tracking-tight sm:text-5xl">
        {words.map((word, index) => (
          <span
            key={word}
            className="intro-loader-word"
            style={{ animationDelay: `${index * INTRO_WORD_STAGGER_MS}ms` }}
          >
            {word}
            {index === words.length - 1 ? <span className="text-accent">.</span> : ' '}
          </span>
        ))}
      </p>
    </div>
  );
}
