import { loadSingleton } from './load';
import { singletons } from './schema/model';

/** Words of the contact and subscribe forms beyond `contactCopy` and `footerCopy`. */
export const formCopy = {
  /** The hidden anti-spam field's label; only bots ever see it. */
  honeypotLabel: loadSingleton(singletons.contact).honeypotLabel,
} as const;
