import type { Migration } from 'kysely';
import * as leads from './0001-leads';
import * as teamInbox from './0002-team-inbox';
import * as spam from './0004-spam';
import * as signInPairs from './0005-sign-in-pairs';
import * as inboxScale from './0006-inbox-scale';
import * as audit from './0007-audit';
import * as timestamptz from './0008-timestamptz';
import * as bookings from './0009-bookings';
import * as webVitals from './0010-web-vitals';
import * as bookingCare from './0011-booking-care';
import * as spamContent from './0012-spam-content';
import * as bookingConfirm from './0013-booking-confirm';
import * as claimId from './0014-claim-id';
import * as teamLinks from './0015-team-links';
import * as whatsapp from './0016-whatsapp';
import * as spamLearning from './0017-spam-learning';

/**
 * Every migration, in order, by name. Checked in and imported (not read from a folder at run
 * time), so the server bundle carries them; a new one is added here under the next number.
 */
export const migrations: Record<string, Migration> = {
  '0001-leads': leads,
  '0002-team-inbox': teamInbox,
  '0004-spam': spam,
  '0005-sign-in-pairs': signInPairs,
  '0006-inbox-scale': inboxScale,
  '0007-audit': audit,
  '0008-timestamptz': timestamptz,
  '0009-bookings': bookings,
  '0010-web-vitals': webVitals,
  '0011-booking-care': bookingCare,
  '0012-spam-content': spamContent,
  '0013-booking-confirm': bookingConfirm,
  '0014-claim-id': claimId,
  '0015-team-links': teamLinks,
  '0016-whatsapp': whatsapp,
  '0017-spam-learning': spamLearning,
};
