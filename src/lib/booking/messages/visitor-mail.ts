/**
 * The visitor's e-mails about their call, sent over SMTP as the `visitor` channel of the deliveries
 * queue: the confirmation with its invite (`METHOD:REQUEST`), the update on a move (the same UID, a
 * higher SEQUENCE), the cancellation (`METHOD:CANCEL`), the reminders, and, for a held booking let
 * through after its time was taken, the booking page to choose again, and a pending booking's
 * confirm link (../rules/pending.ts). In the booking's language
 * (Urdu right to left), with a plain-text part, `Reply-To` the agency and a `Message-ID` at the
 * site's host (the delivery's id, so a retry is the same message). Addressed to the visitor alone.
 * Server only.
 */
import 'server-only';
import type { SendMailOptions } from 'nodemailer';
import { copyOf, hasCopy, type CopyOf } from '@/content/localized';
import { defaultLocale, isLocale, localeInfo, localePath, type Locale } from '@/content/locales';
import { siteConfig } from '@/content/site';
import { absoluteUrl, siteHost } from '@/env';
import type { Booking, DeliveryEvent, Lead } from '@/lib/db/schema';
import { whatsappHref } from '@/lib/contact/whatsapp';
import { leadFields } from '@/lib/leads/store';
import { calendarFile } from './calendar-file';
import { fillCallWords } from './call-words';
import { callTime, differsFromAgency, shortDayTime, zoneName } from '../pages/display';
import { bookingQuery, confirmQuery } from '../pages/link';
import { reminderMinutesOf } from './owed';
import { BOOK_PAGE, BOOKED_PAGE, CONFIRM_PAGE } from '../pages/paths';
import { renderMailHtml, renderMailText } from './visitor-mail-body';
import { placeWords } from './place-words';

export type MailKind = 'created' | 'moved' | 'cancelled' | 'reminder' | 'choose' | 'existing' | 'confirm';

/** Which e-mail a visitor delivery's event is. */
export function mailKind(event: DeliveryEvent | null): MailKind | undefined {
  if (event === 'booking.created') return 'created';
  if (event === 'booking.moved') return 'moved';
  if (event === 'booking.cancelled') return 'cancelled';
  if (event === 'booking.taken') return 'choose';
  if (event === 'booking.existing') return 'existing';
  if (event === 'booking.confirm') return 'confirm';
  return reminderMinutesOf(event) === undefined ? undefined : 'reminder';
}

/** What the body shows, in the booking's language: ./visitor-mail-body.ts renders it. */
export interface MailView {
  locale: Locale;
  copy: CopyOf<'book'>['email'];
  kind: MailKind;
  greeting: string;
  /** Rows of "when" and "how"; none for a held booking whose time was taken. */
  details: { label: string; value: string; note?: string }[];
  /** The link the e-mail leads to: the booking's page, or the booking page to book again. */
  action: { text: string; href: string };
  agency: { name: string; whatsapp?: { text: string; href: string }; phone: { text: string; href: string } };
}

const fill = (text: string, name: string, value: string) => text.replaceAll(`{${name}}`, value);

/** The booking's language, when the site has its copy; the default otherwise. */
export function bookingLocale(booking: Booking): Locale {
  const language = booking.language;
  return isLocale(language) && hasCopy(language, 'book') ? language : defaultLocale;
}

/** "Your time (…): …" when the visitor's zone reads the call's time otherwise than Pakistan's. */
export function theirTime(copy: MailView['copy'], locale: Locale, booking: Booking): string | undefined {
  const start = Date.parse(booking.starts_at);
  const zone = booking.time_zone;
  return zone && differsFromAgency(start, zone)
    ? `${fill(copy.yourTime, 'zone', zoneName(locale, zone, start))}: ${callTime(locale, start, zone)}`
    : undefined;
}

export function mailView(kind: MailKind, lead: Lead, booking: Booking): MailView {
  const locale = bookingLocale(booking);
  const copy = copyOf(locale, 'book').email;
  const fields = leadFields(lead);
  const start = Date.parse(booking.starts_at);
  const theirs = theirTime(copy, locale, booking);
  const how = placeWords(copy, booking, fields.whatsapp, localeInfo[locale].dir === 'rtl').sentence;
  const ended = kind === 'cancelled' || kind === 'choose';
  const action = ended
    ? { text: copy.bookAgain, href: absoluteUrl(localePath(locale, BOOK_PAGE)) }
    : kind === 'confirm'
      ? {
          text: copy.confirmLink,
          href: absoluteUrl(`${localePath(locale, CONFIRM_PAGE)}?${confirmQuery(booking.id)}`),
        }
      : {
          text: copy.manageLink,
          href: absoluteUrl(`${localePath(locale, BOOKED_PAGE)}?${bookingQuery(booking.id)}`),
        };
  const whatsapp = whatsappHref(siteConfig.whatsapp);
  return {
    locale,
    copy,
    kind,
    // The confirm link goes to an address no one has shown to be theirs yet: it carries nothing
    // the visitor typed (no name, no number), so it cannot carry anyone's words to a stranger.
    greeting:
      kind === 'confirm'
        ? copy.greeting.replace(/\s*\{name\}/, '')
        : fill(copy.greeting, 'name', fields.name ?? lead.name ?? ''),
    details:
      kind === 'choose'
        ? []
        : [
            {
              label: copy.when,
              value: `${callTime(locale, start)} (${copy.pakistanTime})`,
              ...(theirs ? { note: theirs } : {}),
            },
            ...(kind === 'cancelled' || kind === 'confirm' ? [] : [{ label: copy.how, value: how }]),
          ],
    action,
    agency: {
      name: siteConfig.name,
      whatsapp: whatsapp && siteConfig.whatsapp ? { text: siteConfig.whatsapp, href: whatsapp } : undefined,
      phone: { text: siteConfig.phone.display, href: `tel:${siteConfig.phone.e164}` },
    },
  };
}

/** The subject: the call's day and time in Pakistan time, in the booking's language. */
export function mailSubject(view: MailView, booking: Booking): string {
  const { copy, kind, locale } = view;
  if (kind === 'choose') return copy.subjects.choose;
  const time = `${shortDayTime(locale, Date.parse(booking.starts_at))} (${copy.pakistanTime})`;
  return fill(copy.subjects[kind], 'time', time);
}

/** The invite: REQUEST when booked or moved, CANCEL when cancelled; none with a reminder. */
function invite(view: MailView, lead: Lead, booking: Booking): SendMailOptions['icalEvent'] {
  if (view.kind !== 'created' && view.kind !== 'moved' && view.kind !== 'cancelled') return undefined;
  const method = view.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const page = absoluteUrl(`${localePath(view.locale, BOOKED_PAGE)}?${bookingQuery(booking.id)}`);
  const { title, details } = fillCallWords(copyOf(view.locale, 'book').calendar, siteConfig.name, page);
  const place = placeWords(view.copy, booking, leadFields(lead).whatsapp, false);
  const content = calendarFile({
    // The lead's id: a move is a new booking of the same lead, and must stay the same event.
    bookingId: lead.id,
    start: Date.parse(booking.starts_at),
    end: Date.parse(booking.ends_at),
    title,
    description: details,
    organizer: { name: siteConfig.name, email: siteConfig.email },
    attendee: { name: lead.name ?? lead.email, email: lead.email },
    host: siteHost,
    // The video link when the call has one (a calendar opens it from the event); the booking's page otherwise.
    url: place.link ?? page,
    location: place.location,
    method,
    // A cancellation supersedes the invite it cancels.
    sequence: booking.sequence + (method === 'CANCEL' ? 1 : 0),
  });
  return { method, filename: 'invite.ics', content };
}

/** The whole message for one delivery of the visitor channel. */
export function visitorMessage(
  deliveryId: string,
  kind: MailKind,
  lead: Lead,
  booking: Booking,
): SendMailOptions {
  const view = mailView(kind, lead, booking);
  return {
    // SMTP_FROM when set (src/lib/email/smtp.ts); the agency's own address otherwise.
    from: { name: siteConfig.name, address: siteConfig.email },
    to: { name: lead.name ?? '', address: lead.email },
    replyTo: { name: siteConfig.name, address: siteConfig.email },
    // The host without a port: a Message-ID's right side is a domain.
    messageId: `<${deliveryId}@${new URL(absoluteUrl('/')).hostname}>`,
    subject: mailSubject(view, booking),
    text: renderMailText(view),
    html: renderMailHtml(view),
    icalEvent: invite(view, lead, booking),
  };
}
