import type { ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';

type ImgProps = Omit<ComponentProps<'img'>, 'alt' | 'src' | 'width' | 'height'> & {
  src: string;
  /** Empty for decoration; otherwise what the picture shows. */
  alt: string;
  width: number;
  height: number;
  /** The page's main picture: fetched early (a preload in the head), at high priority, not lazily. */
  preload?: boolean;
  /**
   * With `preload`: the media query under which the picture shows. Elsewhere it is neither
   * preloaded nor fetched until shown (it stays lazy), so phones do not pay for a desktop picture.
   */
  preloadMedia?: string;
};

/**
 * The site's pictures are SVG files, which need no resizing or format negotiation, so a plain
 * `<img>` does: lazy and decoded off the main thread unless told otherwise, with its intrinsic
 * size given so that nothing shifts while it loads. (next/image would add a client component to
 * every page and change nothing for an SVG.)
 */
export function Img({ alt, preload = false, preloadMedia, loading, decoding = 'async', ...props }: ImgProps) {
  if (preload) preloadResource(props.src, { as: 'image', fetchPriority: 'high', media: preloadMedia });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: SVG needs no optimisation
    <img
      alt={alt}
      loading={loading ?? (preload && !preloadMedia ? 'eager' : 'lazy')}
      fetchPriority={preload ? 'high' : undefined}
      decoding={decoding}
      {...props}
    />
  );
}
