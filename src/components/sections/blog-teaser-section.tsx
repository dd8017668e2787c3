import { Picture } from '@/components/ui/picture';
import { BlogPostMeta, BlogPostTitleLink } from '@/components/sections/blog-post-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { PostSummary } from '@/lib/blog/posts';

interface BlogTeaserSectionProps {
  posts: readonly PostSummary[];
  eyebrow: string;
  heading: string;
  /** Text of the link to the blog. */
  viewAllLabel: string;
}

/** The newest posts as cards; renders nothing while there are none. */
export function BlogTeaserSection({ posts, eyebrow, heading, viewAllLabel }: BlogTeaserSectionProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-teaser-heading" className="border-t border-ink-800 section-y">
      <div className="container-site">
        <SectionHeading
          id="blog-teaser-heading"
          eyebrow={eyebrow}
          title={heading}
          action={
            <ButtonLink href="/blog" variant="outline" size="md" icon="arrowUpRight">
              {viewAllLabel}
            </ButtonLink>
          }
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:mt-16 lg:gap-10">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-800 bg-ink-900 transition-colors duration-300 hover:border-ink-600">
                <div className="overflow-hidden bg-ink-800">
                  <Picture
                    image={post.coverImage}
                    slot="blogTeaser"
                    className="aspect-[1200/630] w-full object-cover transition-transform duration-700 ease-out-expo group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <BlogPostMeta post={post} />
                  <h3 className="mt-4 text-2xl font-bold sm:text-3xl">
                    <BlogPostTitleLink post={post} />
                  </h3>
                  <p className="mt-4 text-muted">{post.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
