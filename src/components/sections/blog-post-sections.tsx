import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader, crumbsFor } from '@/components/ui/page-header';
import { pages } from '@/content/pages';
import { blogCopy } from '@/content/search-blog';
import { getLatestPosts, type Post, type PostSummary } from '@/lib/blog/posts';
import { adjacentPosts } from '@/lib/blog/paging';
import { renderPost } from '@/lib/blog/render';
import { BlogPostBody } from './blog-post-body';
import { BlogPostMeta, BlogPostTags } from './blog-post-meta';
import { BlogPostNav } from './blog-post-nav';

interface BlogPostHeaderSectionProps {
  post: PostSummary;
}

/** A post's header: breadcrumb, title, summary, date, reading time and tags, beside its cover. */
export function BlogPostHeaderSection({ post }: BlogPostHeaderSectionProps) {
  return (
    <PageHeader
      locale="en"
      title={post.title}
      crumbs={crumbsFor(
        'en',
        { label: pages.blog.title, href: '/blog' },
        { label: post.title, href: `/blog/${post.slug}` },
      )}
      intro={
        <>
          <p className="text-fg/90">{post.summary}</p>
          <BlogPostMeta post={post} className="mt-6 text-base" />
          <BlogPostTags tags={post.tags} className="mt-5" />
        </>
      }
    >
      <Picture
        image={post.coverImage}
        slot="postCover"
        preload
        className="aspect-[1200/630] w-full rounded-card border border-ink-800 bg-ink-800 object-cover"
      />
    </PageHeader>
  );
}

interface BlogPostArticleSectionProps {
  post: Post;
}

/** The post itself, then links to the posts before and after it and back to the blog. */
export function BlogPostArticleSection({ post }: BlogPostArticleSectionProps) {
  const { content } = renderPost(post.body, post.pictures);
  const { previous, next } = adjacentPosts(getLatestPosts(Infinity), post.slug);
  return (
    <article aria-label={post.title} className="container-site py-14 sm:py-20">
      <BlogPostBody content={content} className="article-prose mx-auto max-w-[42rem]" />
      <footer className="mx-auto mt-16 flex max-w-[42rem] flex-col gap-10 border-t border-ink-800 pt-10">
        <BlogPostNav previous={previous} next={next} />
        <ButtonLink href="/blog" variant="outline" size="md" icon="arrowUpRight" className="self-start">
          {blogCopy.backToBlog}
        </ButtonLink>
      </footer>
    </article>
  );
}
