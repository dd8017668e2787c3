import { BookLinkInvalidSection } from '@/components/sections/book-link-invalid-section';

/** An Urdu booking's page opened from a link the site did not sign: status 404, and why. */
export default function NotFound() {
  return <BookLinkInvalidSection locale="ur" />;
}
