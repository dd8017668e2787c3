/**
 * The booking's copy beyond the form: the visitor's e-mails, and the pages of a booking waiting to
 * be confirmed from its e-mail (src/components/sections/book-pending*.tsx). Kept apart from
 * ./book-fields.ts, which holds the form's and the booked page's.
 */
import { object } from './fields';
import { heading, line, paragraph, template } from './kit';

/** A booking that waits for its e-mail's confirm link (src/lib/booking/rules/pending.ts). */
export function bookPendingFields() {
  return object(
    {
      title: line('Page title', 70),
      heading: heading(),
      text: paragraph('Text: the e-mail is on its way, and the time is kept 30 minutes', 300),
      overCap: paragraph('Why, when the day’s calendar is full', 300),
      confirmHeading: line('Heading of the confirm page', 120),
      confirmText: paragraph('Text of the confirm page', 300),
      confirmButton: line('Confirm button', 40),
      expiredHeading: line('Heading when the 30 minutes have passed', 120),
      expired: paragraph('The 30 minutes have passed: book again', 300),
      taken: paragraph('The time was taken meanwhile: book again', 300),
      bookAgain: line('Book again', 40),
    },
    { label: 'A booking to confirm by e-mail' },
  );
}

/**
 * The visitor's e-mails about their call (src/lib/booking/messages/visitor-mail.ts): the confirmation, the
 * update on a move, the cancellation, the reminders, a held booking whose time was taken, and the
 * link that confirms a booking waiting for it.
 */
export function bookEmailFields() {
  const subject = (label: string) => template(label, 'time', 120, '{time} is the call’s day and time.');
  return object(
    {
      subjects: object(
        {
          created: subject('Booked'),
          moved: subject('Moved'),
          cancelled: subject('Cancelled'),
          reminder: subject('Reminder'),
          choose: line('Held booking whose time was taken', 120),
          existing: subject('A second booking refused: the first one’s link'),
          confirm: subject('A booking to confirm: its link'),
        },
        { label: 'Subjects' },
      ),
      greeting: template('Greeting', 'name', 60),
      intro: object(
        {
          created: paragraph('Booked', 300),
          moved: paragraph('Moved', 300),
          cancelled: paragraph('Cancelled', 300),
          reminder: paragraph('Reminder', 300),
          choose: paragraph('Held booking whose time was taken', 300),
          existing: paragraph('A second booking refused: the first one’s link', 300),
          confirm: paragraph('A booking to confirm: what the link does, and that it lasts 30 minutes', 300),
        },
        { label: 'First paragraph' },
      ),
      when: line('“When”', 30),
      pakistanTime: line('“Pakistan time”', 30),
      yourTime: template('In the visitor’s own time', 'zone', 60),
      how: line('“How”', 30),
      byWhatsapp: template('A call on WhatsApp', 'number', 160),
      byVideo: paragraph('A video call, for calls booked before their link was kept', 160),
      byVideoLink: template('A video call at its link', 'link', 160),
      whatsappCallTo: template('A WhatsApp call, in the calendar invite', 'number', 80),
      manage: paragraph('Before the link to the booking', 160),
      manageLink: line('Link to the booking', 40),
      bookAgain: line('Link to book a new time', 40),
      confirmLink: line('Link that confirms a booking', 40),
      questions: paragraph('Before the agency’s WhatsApp and phone', 160),
      whatsapp: line('“WhatsApp”', 20),
      phone: line('“Phone”', 20),
      signOff: template('Signed', 'agency', 80),
      footer: paragraph('Why they get it, and that their address is not shared', 300),
    },
    { label: 'E-mails to the visitor', description: 'Sent over SMTP when SMTP_URL is set.' },
  );
}
