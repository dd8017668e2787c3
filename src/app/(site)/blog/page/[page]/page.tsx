import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListSection } from '@/components/sections/blog-list-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { blogCopy } from '@/content/search-blog';
import { getLatestPosts } from '@/lib/blog/posts';
import { blogPagePath, paginate, pagedParams, parsePageParam } from '@/lib/blog/paging';
import { createMetadata } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/i18n/copy';

interface BlogPagedProps {
  params: Promise<{ page: string }>;
}

/** Pages 2 and up of the blog list (/blog is page 1); none while there are ten posts or fewer. */
export const dynamicParams = false;

export function generateStaticParams() {
  return pagedParams(getLatestPosts(Infinity).length);
}

function pageOf(param: string) {
  const number = parsePageParam(param);
  // Page 1 lives at /blog only.
  return number && number > 1 ? paginate(getLatestPosts(Infinity), number) : undefined;
}

export async function generateMetadata({ params }: BlogPagedProps): Promise<Metadata> {
  const page = pageOf((await params).page);
  if (!page) return {};
  return createMetadata({
    title: fillTemplate(blogCopy.pagination.title, { page: page.page }),
    description: pages.blog.description,
    path: blogPagePath(page.page),
    feed: true,
  });
}

export default async function BlogPagedPage({ params }: BlogPagedProps) {
  const page = pageOf((await params).page);
  if (!page) notFound();
  const title = fillTemplate(blogCopy.pagination.title, { page: page.page });
  return (
    <>
      <PageHeader
        locale="en"
        title={pages.blog.title}
        crumbs={crumbsFor(
          'en',
          { label: pages.blog.title, href: '/blog' },
          { label: title, href: blogPagePath(page.page) },
        )}
        intro={pages.blog.description}
      />
      <BlogListSection page={page} />
    </>
  );
}
