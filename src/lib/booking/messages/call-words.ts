/**
 * The calendar event's words, from the booking page's copy (content/pages/book.yaml and its Urdu
 * twin): a title and details in which `{agency}` and `{link}` are filled in. Pure.
 */
export interface CallWords {
  /** e.g. "Consultation call with {agency}". */
  title: string;
  /** e.g. "To move or cancel this call: {link}". */
  details: string;
}

export function fillCallWords(words: CallWords, agency: string, link: string): CallWords {
  const fill = (text: string) => text.replaceAll('{agency}', agency).replaceAll('{link}', link);
  return { title: fill(words.title), details: fill(words.details) };
}
