import type { Metadata } from 'next';
import { BlogListSection } from '@/components/sections/blog-list-section';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { getLatestPosts } from '@/lib/blog/posts';
import { paginate } from '@/lib/blog/paging';
import { createMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = createMetadata({ ...pages.blog, path: '/blog', feed: true });

export default function BlogPage() {
  const posts = getLatestPosts(Infinity);
  // Page 1 always exists, even with no posts.
  const page = paginate(posts, 1) ?? { items: [], page: 1, pageCount: 1 };
  return (
    <>
      <PageHeader
        locale="en"
        title={pages.blog.title}
        crumbs={crumbsFor('en', { label: pages.blog.title, href: '/blog' })}
        intro={pages.blog.description}
      />
      <BlogListSection page={page} />
    </>
  );
}
