/**
 * What the forms' spam judgement looks for in a message (src/lib/spam/judge/): kinds of offer,
 * each with its phrases in English, Urdu and Roman Urdu and how much one of them weighs, and the
 * score at which a message is held. The team edits it in the admin, like any other content.
 */
import { integer, list, object } from './fields';
import { CONTENT_DIR, line, singleton } from './kit';

/** A kind's weight: one phrase of it alone holds a message from `holdAt` up. */
const MAX_WEIGHT = 10;
const MAX_KINDS = 40;
const MAX_PHRASES = 200;
const MAX_PHRASE_LENGTH = 80;
/** Below 2 any link would hold a message; above 20 nothing but the team's own lists would. */
const MIN_HOLD_AT = 2;
const MAX_HOLD_AT = 20;

export const spamSettings = {
  spamPhrases: singleton({
    label: 'Spam phrases',
    path: `${CONTENT_DIR}/settings/spam-phrases`,
    fields: {
      holdAt: integer({
        label: 'Hold at score',
        description: 'A message whose phrases, links and other signs add up to this is held as spam.',
        min: MIN_HOLD_AT,
        max: MAX_HOLD_AT,
      }),
      kinds: list(
        object(
          {
            kind: line('Kind of spam', 60, 'Shown in the reasons, e.g. “link selling”.'),
            weight: integer({
              label: 'Weight',
              description: 'Added to the score once when any phrase of this kind is found.',
              min: 1,
              max: MAX_WEIGHT,
            }),
            phrases: list(line('Phrase', MAX_PHRASE_LENGTH), {
              label: 'Phrases (English, اردو, Roman Urdu)',
              description: 'Matched on whole words, whatever the case or punctuation. Name the offer, not the topic.',
              min: 1,
              max: MAX_PHRASES,
            }),
          },
          { label: 'Kind' },
        ),
        { label: 'Kinds of spam', min: 1, max: MAX_KINDS, itemLabel: 'kind' },
      ),
    },
  }),
};
