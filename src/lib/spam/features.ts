/**
 * Everything the classifier reads of one message, as one list of tokens: the words of its name,
 * subject and text (./tokens.ts), the ending of the sender's address (`from:tld:pk`), the
 * rules' signs (./signals.ts) and the signs that hold in any language (./cues.ts). Server only.
 */
import 'server-only';
import { parse } from 'tldts';
import { cueTokens } from './cues';
import { signalTokens, type MessageFindings } from './signals';
import { readText, type Normalise } from './tokens';

/** A message as the forms take it in (the intake's `MessageText`). */
export interface SpamMessage {
  email: string;
  name?: string;
  subject?: string;
  message?: string;
}

/** The fields the classifier reads, in one text, as the intake's judgement reads them. */
export const writtenText = (message: SpamMessage) =>
  [message.name, message.subject, message.message].filter(Boolean).join('\n');

function senderTokens(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [];
  const suffix = parse(
    email
      .slice(at + 1)
      .trim()
      .toLowerCase(),
  ).publicSuffix;
  return suffix ? [`from:tld:${suffix}`] : [];
}

/** The message's tokens, each once: its links and words in the order written, then sender and signs. */
export function messageFeatures(
  message: SpamMessage,
  findings: MessageFindings,
  normalise: Normalise,
): string[] {
  const written = writtenText(message);
  const { tokens, words } = readText(written, normalise);
  return [
    ...tokens,
    ...senderTokens(message.email),
    ...signalTokens(findings),
    ...cueTokens(written, words, findings.foreignScript !== undefined, normalise),
  ];
}
