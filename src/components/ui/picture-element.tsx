import type { ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';
import type { ResolvedPicture } from '@/lib/images/picture';

export interface PictureElementProps extends Omit<
  ComponentProps<'img'>,
  'alt' | 'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> {
  picture: ResolvedPicture;
  /** The page's main picture: fetched early (a preload in the head), at high priority, not lazily. */
  preload?: boolean;
  /**
   * With `preload`: the media query under which the picture shows. Elsewhere it is neither
   * preloaded nor fetched until shown (it stays lazy), so phones do not pay for a desktop picture.
   */
  preloadMedia?: string;
}

/**
 * Renders a resolved picture (src/lib/images/picture.ts): a `<picture>` with AVIF and WebP
 * sources for a photo, a plain `<img>` for a drawing. Lazy and decoded off the main thread unless
 * told otherwise, with its intrinsic size given so that nothing shifts while it loads. No client
 * code of its own: it renders the same on the server and inside a client component.
 */
export function PictureElement({
  picture,
  preload = false,
  preloadMedia,
  loading,
  decoding = 'async',
  style,
  ...props
}: PictureElementProps) {
  const { src, alt, width, height, sources, sizes, position } = picture;
  if (preload) {
    // The best format's candidates: a browser that cannot use that type skips the preload.
    const [best] = sources;
    preloadResource(src, {
      as: 'image',
      fetchPriority: 'high',
      media: preloadMedia,
      ...(best ? { imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type } : {}),
    });
  }
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- the copies are made at build (src/lib/images)
    <img
      alt={alt}
      src={src}
      width={width}
      height={height}
      loading={loading ?? (preload && !preloadMedia ? 'eager' : 'lazy')}
      fetchPriority={preload ? 'high' : undefined}
      decoding={decoding}
      style={position ? { objectPosition: position, ...style } : style}
      {...props}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
