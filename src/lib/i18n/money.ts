/**
 * Prices as each language writes them, in one place: the packages on the service pages and
 * /pricing, the contact form's subject, the WhatsApp message, the search index and the agency
 * profile all call these.
 *
 * Rupees are grouped the South Asian way, in lakhs and crores (Rs 1,50,000; Rs 1,00,00,000), as
 * Pakistani price lists, banks and newspapers print them and as clients say them ("ڈیڑھ لاکھ"):
 * see docs/decisions/rupee-grouping.md. Dollars, for clients abroad, are grouped in thousands
 * ($1,500), as they read them. Both languages keep the digits 0–9 (as `ur-PK` does for dates).
 *
 * The few words around a price ("From", "/month", "روپے", "ماہانہ", "سے شروع") are its grammar,
 * kept here with it because their order changes with the language: English puts the currency and
 * "From" before the amount, Urdu puts روپے and سے شروع after it.
 */
import type { Locale } from '@/content/locales';
import type { PricePeriod } from '@/content/schema/packages';

export type { PricePeriod };

export interface Price {
  /** Whole rupees. */
  amount: number;
  period: PricePeriod;
  /** The amount is where the price starts. */
  from?: boolean;
}

/** A price split for display: the amount stands out, the words around it do not. */
export interface PriceParts {
  /** Before the amount ("From"), if any. */
  before?: string;
  /** The amount with its currency: "Rs 45,000", "45,000 روپے". */
  amount: string;
  /** After the amount ("/month", "ماہانہ سے شروع"), if any. */
  after?: string;
}

/** Lakh and crore grouping with the digits 0–9, whatever the page's language. */
const lakhs = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** Thousands grouping, for dollars. */
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

interface MoneyWords {
  rupees: (digits: string) => string;
  dollars: (digits: string) => string;
  /** How a price's period and "from" sit around its amount. */
  parts: (period: PricePeriod, from: boolean) => Omit<PriceParts, 'amount'>;
  /** The period on its own, as a card's label under the price. */
  period: Record<PricePeriod, string>;
  /** The line under a card's amount: how often, and (in Urdu) "from", which follows the amount. */
  note: (period: PricePeriod, from: boolean) => string;
}

const words: Record<Locale, MoneyWords> = {
  en: {
    rupees: (digits) => `Rs ${digits}`,
    dollars: (digits) => `$${digits}`,
    parts: (period, from) => ({
      before: from ? 'From' : undefined,
      after: period === 'monthly' ? '/month' : undefined,
    }),
    period: { oneOff: 'one-off', monthly: 'per month' },
    note: (period) => (period === 'monthly' ? 'per month' : 'one-off'),
  },
  ur: {
    // "35,000 روپے": the figure first, then the word, as Urdu newspapers and price lists write it.
    rupees: (digits) => `${digits} روپے`,
    dollars: (digits) => `${digits} ڈالر`,
    parts: (period, from) => {
      const after = [period === 'monthly' ? 'ماہانہ' : undefined, from ? 'سے شروع' : undefined]
        .filter(Boolean)
        .join(' ');
      return { after: after || undefined };
    },
    period: { oneOff: 'ایک بار', monthly: 'ماہانہ' },
    // "سے شروع" reads on from the amount just above it: "1,50,000 روپے / سے شروع".
    note: (period, from) =>
      [period === 'monthly' ? 'ماہانہ' : from ? undefined : 'ایک بار', from ? 'سے شروع' : undefined]
        .filter(Boolean)
        .join(' '),
  },
};

/** An amount of rupees: `Rs 1,50,000` in English, `1,50,000 روپے` in Urdu. */
export function formatRupees(locale: Locale, amount: number): string {
  return words[locale].rupees(lakhs.format(amount));
}

/** An amount of US dollars: `$1,500` in English, `1,500 ڈالر` in Urdu. */
export function formatDollars(locale: Locale, amount: number): string {
  return words[locale].dollars(thousands.format(amount));
}

/** A price in parts, so a card can set the amount large and the words small. */
export function priceParts(locale: Locale, { amount, period, from = false }: Price): PriceParts {
  const formatted = formatRupees(locale, amount);
  return { ...words[locale].parts(period, from), amount: formatted };
}

/**
 * A price on one line: `Rs 45,000/month`, `From Rs 1,50,000`; `45,000 روپے ماہانہ`,
 * `1,50,000 روپے سے شروع`. A one-off price needs no word: one payment is what a price means.
 */
export function formatPrice(locale: Locale, price: Price): string {
  const { before, amount, after } = priceParts(locale, price);
  // "/month" joins the amount; a word stands apart.
  const tail = after ? (after.startsWith('/') ? after : ` ${after}`) : '';
  return `${before ? `${before} ` : ''}${amount}${tail}`;
}

/**
 * A card's price in two lines, so a long amount never pushes its period onto a ragged line of its
 * own: the amount (with "From" before it in English), then how often it is paid (with "سے شروع"
 * in Urdu): `From Rs 1,50,000` / `per month`; `1,50,000 روپے` / `ماہانہ سے شروع`.
 */
export function priceCard(locale: Locale, { amount, period, from = false }: Price) {
  const { before } = words[locale].parts(period, from);
  return { before, amount: formatRupees(locale, amount), note: words[locale].note(period, from) };
}

/** How often a price is paid, on its own: "per month", "one-off"; "ماہانہ", "ایک بار". */
export function periodLabel(locale: Locale, period: PricePeriod): string {
  return words[locale].period[period];
}
