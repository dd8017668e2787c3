import { Picture } from '@/components/ui/picture';
import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { blogCopy } from '@/content/search-blog';
import type { PostSummary } from '@/lib/blog/posts';
import type { BlogPage } from '@/lib/blog/paging';
import { cn } from '@/lib/utils';
import { BlogPostMeta, BlogPostTags, BlogPostTitleLink } from './blog-post-meta';
import { fillTemplate } from '@/lib/i18n/copy';

interface BlogPostCardProps {
  post: PostSummary;
  /** The lead story: wider, with the cover beside the text on large screens. */
  featured?: boolean;
  /** Load the cover eagerly (the first card is usually in the first viewport). */
  eager?: boolean;
}

export function BlogPostCard({ post, featured = false, eager = false }: BlogPostCardProps) {
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-800 bg-ink-900 transition-colors duration-300 hover:border-ink-600',
        featured && 'lg:grid lg:grid-cols-[1.15fr_1fr]',
      )}
    >
      {/* The cover keeps its proportions (its title is part of the picture), centred beside the text. */}
      <div className={cn('overflow-hidden bg-ink-800', featured && 'lg:self-center')}>
        <Picture
          image={post.coverImage}
          slot={featured ? 'postCover' : 'blogCard'}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          className="aspect-[1200/630] h-full w-full object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn('flex flex-1 flex-col p-6 sm:p-8', featured && 'lg:justify-center lg:p-12')}>
        <BlogPostMeta post={post} />
        <h2
          className={cn(
            'mt-4 text-2xl font-bold',
            featured ? 'sm:text-3xl lg:text-4xl' : 'sm:text-[1.625rem]',
          )}
        >
          <BlogPostTitleLink post={post} />
        </h2>
        <p className="mt-4 text-muted">{post.summary}</p>
        <BlogPostTags tags={post.tags} className="mt-6" />
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-8 text-sm font-semibold text-fg transition-colors group-hover:text-accent"
        >
          {blogCopy.readArticle}
          <Icon name="arrow" className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

/** One page of the blog list, newest first; on page 1 the newest post leads. */
export function BlogListSection({ page }: { page: BlogPage<PostSummary> }) {
  const [lead, ...rest] = page.items;
  const featured = page.page === 1 && page.items.length > 2 ? lead : undefined;
  const grid = featured ? rest : page.items;
  return (
    <section aria-label={blogCopy.listHeading} className="container-site py-14 sm:py-20">
      {page.items.length === 0 ? (
        <p className="text-lg text-muted">{blogCopy.empty}</p>
      ) : (
        <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-10">
          {featured ? (
            <li className="md:col-span-2 lg:col-span-3">
              <BlogPostCard post={featured} featured eager />
            </li>
          ) : null}
          {grid.map((post, index) => (
            <li key={post.slug}>
              <BlogPostCard post={post} eager={!featured && index === 0} />
            </li>
          ))}
        </ol>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={blogCopy.pagination.label} className="mt-14 flex items-center justify-between gap-4">
          {page.previousPath ? (
            <SiteLink
              href={page.previousPath}
              className="inline-flex items-center gap-2 font-semibold hover:text-accent"
            >
              <Icon name="chevronLeft" />
              {blogCopy.pagination.previous}
            </SiteLink>
          ) : (
            <span />
          )}
          <p className="text-sm text-muted">
            {fillTemplate(blogCopy.pagination.status, { page: page.page, count: page.pageCount })}
          </p>
          {page.nextPath ? (
            <SiteLink
              href={page.nextPath}
              className="inline-flex items-center gap-2 font-semibold hover:text-accent"
            >
              {blogCopy.pagination.next}
              <Icon name="chevronRight" />
            </SiteLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
