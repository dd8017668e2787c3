import { loadSingleton } from './load';
import { singletons } from './schema/model';

/**
 * What the forms' spam judgement looks for (content/settings/spam-phrases.yaml, edited in the
 * admin): the kinds of offer, their phrases in English, Urdu and Roman Urdu, and the score that holds.
 */
export const spamPhraseBook = () => loadSingleton(singletons.spamPhrases);
