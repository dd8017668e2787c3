import Markdoc from '@markdoc/markdoc';
import React from 'react';
import { Picture } from '@/components/ui/picture';
import type { ImageAsset } from '@/content/types';
import type { RenderedPost } from '@/lib/blog/render';
import { POST_COMPONENTS } from '@/lib/blog/render';
import { TALL_PICTURE_MAX_VH } from '@/lib/images/slots';

interface PostPictureProps {
  image: ImageAsset;
}

/** A picture in a post: the column's width, a tall one capped to the screen's height. */
function PostPicture({ image }: PostPictureProps) {
  return (
    <Picture
      image={image}
      slot="postBody"
      maxHeightVh={TALL_PICTURE_MAX_VH}
      className="mx-auto h-auto w-full rounded-card bg-ink-800"
    />
  );
}

const components = { [POST_COMPONENTS.picture]: PostPicture };

interface BlogPostBodyProps {
  content: RenderedPost['content'];
  className?: string;
}

/** A post's text, rendered on the server from the tree of lib/blog/render.ts: no client code. */
export function BlogPostBody({ content, className }: BlogPostBodyProps) {
  return <div className={className}>{Markdoc.renderers.react(content, React, { components })}</div>;
}
