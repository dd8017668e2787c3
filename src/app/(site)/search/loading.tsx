import { LineLoader } from '@/components/ui/line-loader';
import { searchCopy } from '@/content/search-blog';

/**
 * Shown while search results render on the server: during a client-side navigation, and on a
 * first load until the results stream in. It is at least a screen tall, so the footer below it is
 * never on screen to jump away when the results replace it.
 */
export default function SearchLoading() {
  return (
    <div className="route-loading grid min-h-svh place-items-center text-accent">
      <LineLoader label={searchCopy.pageLoading} className="h-10" />
    </div>
  );
}
