import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { notFound } from 'next/navigation';
import { COVER_HEIGHT, COVER_WIDTH } from '@/components/sections/blog-list-section';
import { BlogPostMeta, BlogPostTags } from '@/components/sections/blog-post-meta';
import { BlogPostNav } from '@/components/sections/blog-post-nav';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { blogCopy } from '@/content/search-blog';
import { getAllPosts, getLatestPosts, getPost } from '@/lib/blog';
import { adjacentPosts } from '@/lib/blog-paging';
import { blogPostingJsonLd } from '@/lib/json-ld';
import { renderMarkdown } from '@/lib/markdown';
import { withFeedLink } from '@/lib/rss';
import { createMetadata } from '@/lib/seo';

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  const metadata = createMetadata({
    title: post.title,
    description: post.summary,
    path: `/blog/${post.slug}`,
    type: 'article',
  });
  return withFeedLink(
    {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article' as const,
        publishedTime: post.date,
        modifiedTime: post.date,
        tags: post.tags,
      },
    },
    blogCopy.feed.linkTitle,
  );
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const { html } = renderMarkdown(post.body);
  const { previous, next } = adjacentPosts(getLatestPosts(Infinity), post.slug);
  const { body: _body, ...summary } = post;
  return (
    <>
      <PageHeader
        title={post.title}
        crumbs={crumbsFor(
          { label: pages.blog.title, href: '/blog' },
          { label: post.title, href: `/blog/${post.slug}` },
        )}
        intro={
          <>
            <p className="text-fg/90">{post.summary}</p>
            <BlogPostMeta post={summary} className="mt-6 text-base" />
            <BlogPostTags tags={post.tags} className="mt-5" />
          </>
        }
      >
        <Img
          src={post.cover}
          alt={post.coverAlt}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          preload
          className="aspect-[1200/630] w-full rounded-card border border-ink-800 bg-ink-800 object-cover"
        />
      </PageHeader>
      <article aria-label={post.title} className="container-site py-14 sm:py-20">
        {/* Rendered from the repository's Markdown at build time; raw HTML in it is escaped. */}
        <div className="article-prose mx-auto max-w-[42rem]" dangerouslySetInnerHTML={{ __html: html }} />
        <footer className="mx-auto mt-16 flex max-w-[42rem] flex-col gap-10 border-t border-ink-800 pt-10">
          <BlogPostNav previous={previous} next={next} />
          <ButtonLink href="/blog" variant="outline" size="md" icon="arrowUpRight" className="self-start">
            {blogCopy.backToBlog}
          </ButtonLink>
        </footer>
      </article>
      <JsonLd data={blogPostingJsonLd(summary)} />
    </>
  );
}
