import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyGallerySection } from '@/components/sections/case-study-gallery-section';
import { CaseStudyHeader } from '@/components/sections/case-study-header';
import { CaseStudyMoreSection } from '@/components/sections/case-study-more-section';
import { CaseStudyStorySection } from '@/components/sections/case-study-story-section';
import { CaseStudyCtaSection } from '@/components/sections/case-study-cta-section';
import { JsonLd } from '@/components/ui/json-ld';
import { getCaseStudy, portfolio } from '@/content/portfolio';
import { getService } from '@/content/services';
import { caseStudyJsonLd } from '@/lib/seo/json-ld';
import { createMetadata } from '@/lib/seo/metadata';

interface CaseStudyPageProps {
  params: Promise<{ slug: string }>;
}

/** Every portfolio item has a case study; any other slug is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return portfolio.map((item) => ({ slug: item.slug }));
}

export async function generateMetadata({ params }: CaseStudyPageProps): Promise<Metadata> {
  const item = getCaseStudy((await params).slug);
  if (!item) return {};
  return createMetadata({
    title: item.title,
    description: item.metaDescription,
    path: item.href,
    type: 'article',
  });
}

export default async function CaseStudyPage({ params }: CaseStudyPageProps) {
  const item = getCaseStudy((await params).slug);
  if (!item) notFound();
  const serviceNames = item.services.map((slug) => getService(slug)?.title ?? slug);
  return (
    <article>
      <CaseStudyHeader item={item} />
      <CaseStudyStorySection item={item} />
      <CaseStudyGallerySection item={item} />
      <CaseStudyCtaSection item={item} />
      <CaseStudyMoreSection item={item} />
      <JsonLd data={caseStudyJsonLd(item, serviceNames)} />
    </article>
  );
}
