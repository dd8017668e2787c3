import { loadSingleton } from './load';
import { singletons } from './schema/model';

/** What each page's Open Graph and Twitter card says (content/pages/share-cards.yaml). */
export const shareCardCopy = loadSingleton(singletons.shareCards);
