/**
 * The classifier's verdict on one message: its tokens (./features.ts), their log-odds against the
 * model's threshold, and, for the inbox, what weighed most (./explain.ts). Pure: the model and the
 * detectors' findings are handed in (./load.ts reads the trained model once). Server only.
 */
import 'server-only';
import { explainFeatures, type Explanation } from './explain';
import { messageFeatures, type SpamMessage } from './features';
import { scoreFeatures, type SpamModel, type SpamScore } from './model';
import type { MessageFindings } from './signals';
import type { Normalise } from './tokens';

export interface SpamVerdict extends SpamScore {
  /** The tokens read, kept to explain the verdict or to count a mark (./counts.ts `markDelta`). */
  features: string[];
}

export function classifyMessage(
  model: SpamModel,
  message: SpamMessage,
  findings: MessageFindings,
  normalise: Normalise,
): SpamVerdict {
  const features = messageFeatures(message, findings, normalise);
  return { ...scoreFeatures(model, features), features };
}

/** What weighed most toward spam and toward a real enquiry in `verdict`. */
export function explainVerdict(
  model: SpamModel,
  verdict: Pick<SpamVerdict, 'features'>,
  limit?: number,
): Explanation {
  return explainFeatures(model, verdict.features, limit);
}
