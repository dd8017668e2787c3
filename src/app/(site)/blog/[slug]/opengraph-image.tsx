import { notFound } from 'next/navigation';
import { createOgImage, ogAlt, ogContentType, ogSize, type OgImageProps } from '@/components/og/og-image';
import { blogCopy } from '@/content/search-blog';
import { getPost, type Post } from '@/lib/blog';

interface ImageProps {
  params: Promise<{ slug: string }>;
}

function card(post: Post): OgImageProps {
  return { eyebrow: blogCopy.eyebrow, title: post.title, subtitle: post.summary, accent: 'bars' };
}

/** One card per post, with its own alt text (a static `alt` export could not name the post). */
export async function generateImageMetadata({
  params,
}: {
  params: { slug: string } | Promise<{ slug: string }>;
}) {
  const post = getPost((await params).slug);
  if (!post) return [];
  return [{ id: 'card', alt: ogAlt(card(post)), size: ogSize, contentType: ogContentType }];
}

export default async function Image({ params }: ImageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  return createOgImage(card(post));
}
