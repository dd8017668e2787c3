/**
 * The contact copy's confirmation page (src/components/sections/confirm-send-section.tsx): where a
 * message sent without JavaScript waits for its sender's one press. Kept apart from ./pages.ts,
 * which holds the rest of the contact page's fields.
 */
import { object } from './fields';
import { heading, line, paragraph } from './kit';

export function confirmPageFields() {
  return object(
    {
      heading: heading(),
      text: paragraph('Text', 300),
      button: line('Button', 40),
      invalid: line('Link not valid', 160, 'Shown when the page is opened from a broken or forged link.'),
    },
    {
      label:
        'Confirmation page (a message sent without JavaScript is held until its sender presses the button)',
    },
  );
}
