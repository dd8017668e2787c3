import { SiteLink } from '@/components/ui/site-link';
import { blogCopy } from '@/content/search-blog';
import type { PostSummary } from '@/lib/blog/posts';
import { formatPostDate } from '@/lib/blog/paging';
import { cn } from '@/lib/utils';

/** Date and reading time of a post: '16 Jun 2026 · 6 min read'. */
export function BlogPostMeta({ post, className }: { post: PostSummary; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted', className)}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true" className="size-1 rounded-full bg-ink-600" />
      <span>
        {post.readingMinutes} {blogCopy.readingUnit}
      </span>
    </p>
  );
}

/** The post's title as a link whose stretched area makes the whole card (`relative`) clickable. */
export function BlogPostTitleLink({ post }: { post: PostSummary }) {
  return (
    <SiteLink
      href={`/blog/${post.slug}`}
      className="transition-colors after:absolute after:inset-0 after:rounded-card hover:text-accent"
    >
      {post.title}
    </SiteLink>
  );
}

/** A post's tags as small pills (they are labels, not links: there are no tag pages). */
export function BlogPostTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label={blogCopy.tagsLabel} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-ink-700 px-3 py-1 text-xs font-medium tracking-wide text-muted"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
