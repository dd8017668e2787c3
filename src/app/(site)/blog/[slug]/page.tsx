import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPostArticleSection, BlogPostHeaderSection } from '@/components/sections/blog-post-sections';
import { JsonLd } from '@/components/ui/json-ld';
import { getAllPosts, getPost } from '@/lib/blog/posts';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { postMetadata } from '@/lib/seo/metadata';

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  return post ? postMetadata(post) : {};
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const { body: _body, pictures: _pictures, ...summary } = post;
  return (
    <>
      <BlogPostHeaderSection post={summary} />
      <BlogPostArticleSection post={post} />
      <JsonLd data={blogPostingJsonLd(summary)} />
    </>
  );
}
