import { SiteLink } from '@/components/ui/site-link';
import { Icon } from '@/components/ui/icon';
import { blogCopy } from '@/content/search-blog';
import type { PostSummary } from '@/lib/blog/posts';
import { cn } from '@/lib/utils';

interface BlogPostNavProps {
  /** The older post. */
  previous?: PostSummary;
  /** The newer post. */
  next?: PostSummary;
}

/** Links to the posts published before and after this one. */
export function BlogPostNav({ previous, next }: BlogPostNavProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={blogCopy.postNavLabel} className="grid gap-4 sm:grid-cols-2">
      {previous ? <PostLink post={previous} label={blogCopy.previousPost} direction="previous" /> : <span />}
      {next ? <PostLink post={next} label={blogCopy.nextPost} direction="next" /> : null}
    </nav>
  );
}

function PostLink({
  post,
  label,
  direction,
}: {
  post: PostSummary;
  label: string;
  direction: 'previous' | 'next';
}) {
  const isNext = direction === 'next';
  return (
    <SiteLink
      href={`/blog/${post.slug}`}
      rel={isNext ? 'next' : 'prev'}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-card border border-ink-800 bg-ink-900 p-6 transition-colors hover:border-accent',
        isNext && 'sm:items-end sm:text-right',
      )}
    >
      <span className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
        {isNext ? null : <Icon name="chevronLeft" className="size-4" />}
        {label}
        {isNext ? <Icon name="chevronRight" className="size-4" /> : null}
      </span>
      <span className="font-display text-lg font-semibold text-balance transition-colors group-hover:text-accent">
        {post.title}
      </span>
    </SiteLink>
  );
}
