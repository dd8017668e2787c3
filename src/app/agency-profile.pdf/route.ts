import { profileCopy } from '@/content/profile';
import { renderAgencyProfile } from '@/components/profile-pdf/document';

/** Rendered once at build time from the site's content, then served as a static file. */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const pdf = await renderAgencyProfile();
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${profileCopy.fileName}"`,
    },
  });
}
