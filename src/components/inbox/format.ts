/** Dates and labels as the inbox shows them: Pakistan time, English. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatTime(iso: string | Date): string {
  return DATE_TIME.format(new Date(iso));
}

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ur: 'Urdu' };
export const languageName = (code: string | null) => LANGUAGE_NAMES[code ?? 'en'] ?? code ?? 'English';
