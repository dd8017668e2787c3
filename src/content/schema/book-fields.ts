/**
 * The booking pages' copy (/book and /book/confirmed, src/components/sections/book-*.tsx): the
 * picker, the fields and what each refusal says, the booking's own page, the calendar event and the
 * links to /book from other pages. Kept apart from ./pages.ts, which holds the other pages' fields.
 */
import { list, object } from './fields';
import { bookEmailFields, bookPendingFields } from './book-email-fields';
import { heading, line, paragraph, template } from './kit';

const errorText = (label: string) => paragraph(label, 240);

/** What each refusal of the booking endpoint says (src/lib/booking/pages/paths.ts, BOOKING_ERRORS). */
function errorFields() {
  return object(
    {
      invalid: errorText('Some fields need fixing'),
      taken: errorText('The time was just taken (the nearest free times follow)'),
      past: errorText('The time has passed'),
      outside: errorText('The time is outside the hours'),
      tooSoon: errorText('The time is too soon'),
      expired: errorText('The page was open too long'),
      limit: errorText('Too many bookings from one connection'),
      unavailable: errorText('Could not be booked now (nothing was booked)'),
      link: errorText('The booking’s link is not valid'),
      already: errorText('They already have a call to come (its link is e-mailed to them)'),
      address: errorText('Three calls already come from their connection (WhatsApp follows)'),
      waiting: errorText('They already have a call waiting to be confirmed from its e-mail'),
      full: errorText('The calendar is full for today (WhatsApp and e-mail follow)'),
    },
    { label: 'Why a booking was refused', description: 'Shown at the top of the form.' },
  );
}

export function bookPageFields() {
  return {
    heading: heading(),
    intro: paragraph('Introduction', 300),
    expect: object(
      { heading: heading(), points: list(line('Point', 120), { label: 'Points', min: 1, max: 4 }) },
      { label: 'What to expect', description: 'Beside the form on wide screens, under it on phones.' },
    ),
    picker: object(
      {
        legend: line('Heading', 60),
        hint: paragraph('Hint', 200, 'Under the heading: that times are Pakistan time, how long a call is.'),
        pakistanTime: line('“Pakistan time”', 30),
        yourTime: template(
          'The visitor’s own time',
          'time',
          60,
          'Beside each time when their clock differs.',
        ),
        one: line('One free time', 30),
        other: template('Free times on a day', 'count', 30),
        nearest: line('The nearest free times', 60, 'Above the days after a time was just taken.'),
        none: paragraph('No free times', 300),
      },
      { label: 'Choosing a time' },
    ),
    fields: object(
      {
        legend: line('Heading', 60),
        name: line('Name', 40),
        email: line('E-mail', 40),
        emailHint: line('E-mail hint', 120),
        whatsapp: line('WhatsApp number', 40),
        whatsappHint: line('WhatsApp hint', 120),
        whatsappOptIn: paragraph(
          'WhatsApp messages (tick box)',
          200,
          'Beside an unticked box under the number, shown only when WhatsApp messages are set up.',
        ),
        service: line('Service', 60),
        serviceNone: line('No service chosen', 40),
        message: line('Note', 60),
        optional: line('Optional mark', 20, 'After the label of a field that may be left empty.'),
      },
      { label: 'Your details' },
    ),
    fieldErrors: object(
      {
        name: line('Name', 120),
        email: line('E-mail', 120),
        whatsapp: line('WhatsApp number', 120),
        message: line('Note', 120),
        service: line('Service', 120),
        slot: line('Time', 120),
      },
      { label: 'What a field that was refused says' },
    ),
    errors: errorFields(),
    unavailable: template(
      'Booking is down',
      'email',
      300,
      'When the free times cannot be read; the WhatsApp link follows. {email} is the agency’s address.',
    ),
    submit: line('Button', 40),
    privacyNote: line('Privacy line', 160, 'Under the button, followed by the link to the privacy notice.'),
    move: object(
      {
        heading: heading(),
        text: paragraph('Text', 300),
        current: line('“Your call is now”', 40),
        submit: line('Button', 40),
      },
      { label: 'Moving a call (the form opened from a booking’s link)' },
    ),
    confirmed: object(
      {
        title: line('Page title', 70),
        heading: heading(),
        text: paragraph('Text', 300),
        cancelledHeading: line('Heading when cancelled', 120),
        cancelledText: paragraph('Text when cancelled', 300),
        bookAgain: line('Book again', 40),
        when: line('“When”', 30),
        yourTime: template('In the visitor’s own time', 'zone', 60),
        addToCalendar: line('Calendar file', 40),
        googleCalendar: line('Google Calendar', 40),
        move: line('Move', 40),
        cancel: line('Cancel', 40),
        cancelText: paragraph('Before cancelling', 200),
        cancelButton: line('Cancel button', 40),
        invalidHeading: line('Heading of a link that is not valid', 120),
        invalid: paragraph('A link that is not valid', 300),
        limit: errorText('Cancelled too often from one connection'),
        unavailable: errorText('Could not be cancelled now'),
        down: errorText('The booking cannot be read now'),
        past: errorText('The call’s time has come: it can no longer be moved or cancelled'),
        expiredHeading: line('Heading of a link past its 30 days', 120),
        expired: paragraph('A link 30 days after its call', 300),
      },
      { label: 'The booking’s own page' },
    ),
    calendar: object(
      {
        title: template('Title', 'agency', 80),
        details: template('Details', 'link', 300, '{agency} is replaced too.'),
      },
      { label: 'The calendar event', description: 'In the calendar file and the Google Calendar link.' },
    ),
    pending: bookPendingFields(),
    email: bookEmailFields(),
    invite: object(
      {
        heading: line('Heading', 60),
        text: paragraph('Text', 200),
        link: line('Link', 40),
        package: template('Link on a package', 'package', 60),
      },
      {
        label: 'Links to this page',
        description: 'Beside the contact form, after a message is sent, and on each package.',
      },
    ),
  };
}
