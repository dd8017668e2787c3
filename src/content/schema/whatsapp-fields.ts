/**
 * The WhatsApp messages a visitor who opted in gets about their call (src/lib/booking/whatsapp):
 * for each, the template's name as approved in WhatsApp Manager, the values its body's {{1}}, {{2}}…
 * take in order, and, per language, the language code and the words submitted to Meta for approval
 * (shown beside the template so the owner submits exactly what the site fills in).
 */
import { list, object, select, text } from './fields';
import { CONTENT_DIR, line, paragraph, singleton, template } from './kit';

/** What a template's parameters can be, in the order the owner lists them. */
export const WHATSAPP_PARAMETER_LABELS = {
  name: 'The visitor’s name',
  time: 'The call’s time (Pakistan time, and theirs when it differs)',
  place: 'Where the call happens (a WhatsApp call, or the video link)',
  link: 'The link to see, move or cancel the call',
  before: 'How long before the call (reminders: “in 1 hour”)',
  book: 'The booking page, to book another time',
} as const;
export type WhatsAppParameter = keyof typeof WHATSAPP_PARAMETER_LABELS;

const MAX_PARAMETERS = 5;
/** Meta's limit on a template's body. */
const MAX_BODY = 1024;
/** Meta's rule for a template's name. */
const TEMPLATE_NAME = { regex: /^[a-z0-9_]{1,512}$/, message: 'lower-case letters, digits and underscores' };
const LANGUAGE_CODE = {
  regex: /^[a-z]{2,3}(_[A-Z]{2})?$/,
  message: 'a code Meta lists, such as en, en_US or ur',
};

const version = (language: string) =>
  object(
    {
      code: text({
        label: 'Language code',
        max: 10,
        description: 'As approved in WhatsApp Manager, e.g. en, en_US, ur.',
        pattern: LANGUAGE_CODE,
      }),
      text: paragraph(
        'Text submitted to Meta',
        MAX_BODY,
        'Submit exactly this as the template’s body; {{1}}, {{2}}… are the values below, in order.',
      ),
    },
    { label: language },
  );

const message = (label: string, description: string) =>
  object(
    {
      name: text({
        label: 'Template name',
        max: 512,
        description: 'Its name in WhatsApp Manager, e.g. call_booked.',
        pattern: TEMPLATE_NAME,
      }),
      parameters: list(select({ label: 'Value' }, WHATSAPP_PARAMETER_LABELS, 'time'), {
        label: 'Values for {{1}}, {{2}}…',
        min: 0,
        max: MAX_PARAMETERS,
        itemLabel: 'value',
      }),
      en: version('English'),
      ur: version('اردو (Urdu)'),
    },
    { label, description },
  );

/** How long before the call a reminder is, as its {{n}} says it, in one language. */
const beforeWords = (language: string) =>
  object(
    {
      oneHour: line('An hour before', 40, 'e.g. “in 1 hour”.'),
      hours: template('Hours before', 'n', 40, 'e.g. “in {n} hours”.'),
      minutes: template('Minutes before', 'n', 40, 'e.g. “in {n} minutes”.'),
    },
    { label: language },
  );

export const whatsappSettings = {
  whatsappMessages: singleton({
    label: 'WhatsApp messages',
    path: `${CONTENT_DIR}/settings/whatsapp-messages`,
    fields: {
      booked: message('Call booked', 'Sent when a call is booked (or confirmed).'),
      moved: message('Call moved', 'Sent when the visitor moves the call to another time.'),
      cancelled: message('Call cancelled', 'Sent when the visitor or the team cancels the call.'),
      reminder: message('Reminder', 'Sent at the reminder hours set in Availability.'),
      before: object(
        { en: beforeWords('English'), ur: beforeWords('اردو (Urdu)') },
        {
          label: 'How long before the call',
          description: 'The reminder’s “How long before the call” value.',
        },
      ),
    },
  }),
};
