import type { CopyOf } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { servicesOf } from '@/content/services';
import type { MessagedField } from '@/lib/booking/pages/page-query';
import type { TypedValues } from '@/lib/booking/pages/typed-cookie';
import { packageKey } from '@/lib/pricing/packages';
import { cn } from '@/lib/utils';
import { BOOKING_LIMITS, WHATSAPP_OPT_IN } from '@/lib/validation/booking';
import { FIELD_LIMITS } from '@/lib/validation/fields';
import { BookField } from './book-field';
import { fieldClasses } from './contact-form-field';

type BookCopy = CopyOf<'book'>;

interface BookDetailFieldsProps {
  locale: Locale;
  copy: Pick<BookCopy, 'fields' | 'fieldErrors'>;
  /** What was typed before a refusal (the visitor's own cookie). */
  typed: TypedValues;
  /** The fields a refusal named. */
  invalid: readonly MessagedField[];
  /** The service slug or `<service>/<package>` to preselect. */
  choice?: string;
  /** WhatsApp messages are set up: the tick box that asks for them is shown. */
  offerWhatsApp?: boolean;
}

/** Who is calling and about what: name, e-mail, an optional WhatsApp number, service and note. */
export function BookDetailFields(props: BookDetailFieldsProps) {
  const { locale, copy, typed, invalid, choice, offerWhatsApp } = props;
  const { fields, fieldErrors } = copy;
  const field = (name: Exclude<MessagedField, 'slot'>, label: string, hint?: string, optional = false) => ({
    id: `book-${name}`,
    label: optional ? `${label} ${fields.optional}` : label,
    hint,
    error: invalid.includes(name) ? fieldErrors[name] : undefined,
  });
  return (
    <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
      <legend className="mb-5 font-display text-2xl font-bold">{fields.legend}</legend>
      <BookField {...field('name', fields.name)}>
        {(props) => (
          <input
            {...props}
            name="name"
            type="text"
            required
            maxLength={FIELD_LIMITS.name}
            autoComplete="name"
            defaultValue={typed.name}
            className={fieldClasses}
          />
        )}
      </BookField>
      <BookField {...field('email', fields.email, fields.emailHint)}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            required
            maxLength={FIELD_LIMITS.email}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            dir="ltr"
            defaultValue={typed.email}
            className={cn(fieldClasses, 'rtl:text-end')}
          />
        )}
      </BookField>
      {/* The opt-in right under the number it is about, in the same column. */}
      <div className="grid content-start gap-3">
        <BookField {...field('whatsapp', fields.whatsapp, fields.whatsappHint, true)}>
          {(props) => (
            <input
              {...props}
              name="whatsapp"
              type="tel"
              maxLength={BOOKING_LIMITS.whatsapp}
              autoComplete="tel"
              inputMode="tel"
              dir="ltr"
              defaultValue={typed.whatsapp}
              className={cn(fieldClasses, 'rtl:text-end')}
            />
          )}
        </BookField>
        {offerWhatsApp ? (
          // Unticked unless they ticked it before a refusal: messages only for those who ask.
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id="book-whatsapp-optin"
              name={WHATSAPP_OPT_IN}
              value="yes"
              defaultChecked={typed[WHATSAPP_OPT_IN] === 'yes'}
              className="mt-1 size-5 shrink-0 accent-accent"
            />
            <label htmlFor="book-whatsapp-optin" className="text-sm text-fg">
              {fields.whatsappOptIn}
            </label>
          </div>
        ) : null}
      </div>
      <BookField {...field('service', fields.service, undefined, true)}>
        {(props) => (
          <select
            {...props}
            name="service"
            defaultValue={typed.service ?? choice ?? ''}
            className={cn(fieldClasses, 'pe-10')}
          >
            <ServiceOptions locale={locale} none={fields.serviceNone} choice={typed.service ?? choice} />
          </select>
        )}
      </BookField>
      <BookField {...field('message', fields.message, undefined, true)} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={4}
            maxLength={BOOKING_LIMITS.message}
            defaultValue={typed.message}
            className={cn(fieldClasses, 'min-h-28 resize-y')}
          />
        )}
      </BookField>
    </fieldset>
  );
}

/** The services, and the package a link named (a package is offered only when asked about). */
function ServiceOptions({ locale, none, choice }: { locale: Locale; none: string; choice?: string }) {
  const services = servicesOf(locale);
  const [slug, packageId] = choice?.split('/') ?? [];
  const service = services.find((candidate) => candidate.slug === slug);
  const chosen = packageId ? service?.packages.find((item) => item.id === packageId) : undefined;
  return (
    <>
      <option value="">{none}</option>
      {service && chosen ? (
        <option value={packageKey(service, chosen)}>{`${service.title}: ${chosen.name}`}</option>
      ) : null}
      {services.map((candidate) => (
        <option key={candidate.slug} value={candidate.slug}>
          {candidate.title}
        </option>
      ))}
    </>
  );
}
