/**
 * What the forms' spam judgement looks for in a message (src/lib/spam/judge/): kinds of offer,
 * each with its phrases in English, Urdu and Roman Urdu. A kind found is a sign the learned
 * classifier weighs (docs/spam.md); the hand-set weights and hold score the rules used before it
 * are kept in the file but no longer decide. The team edits it in the admin, like any other content.
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
        description:
          'Used by the rules before the learned classifier decided; kept for the record. The classifier now holds a message.',
        min: MIN_HOLD_AT,
        max: MAX_HOLD_AT,
      }),
      kinds: list(
        object(
          {
            kind: line(
              'Kind of spam',
              60,
              'Shown in the reasons, e.g. “link selling”. A new or renamed kind weighs nothing until the classifier is retrained (npm run spam:train).',
            ),
            weight: integer({
              label: 'Weight',
              description:
                'Used by the rules before the learned classifier, which learned each kind’s weight from the corpus.',
              min: 1,
              max: MAX_WEIGHT,
            }),
            phrases: list(line('Phrase', MAX_PHRASE_LENGTH), {
              label: 'Phrases (English, اردو, Roman Urdu)',
              description:
                'Matched on whole words, whatever the case or punctuation. Name the offer, not the topic.',
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
