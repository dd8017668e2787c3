import { LineLoader } from '@/components/ui/line-loader';
import { searchCopy } from '@/content/search-blog';

/** Shown while search results render on the server during a client-side navigation. */
export default function SearchLoading() {
  return (
    <div className="route-loading grid min-h-[60vh] place-items-center text-accent">
      <LineLoader label={searchCopy.pageLoading} className="h-10" />
    </div>
  );
}
