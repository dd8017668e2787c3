/**
 * Checking a posted message's fields for its form, shared by the embedded EmailJS-compatible
 * endpoint, the hand-off and the no-JavaScript fallback. Server only.
 */
import 'server-only';
import type { EmailForm } from '@/lib/email/config';
import { ReceiveError } from '@/lib/http/body';
import { describeIssues, formSchemas, withoutHoneypot } from '@/lib/validation/contact';

export interface ReceivedMessage {
  template: EmailForm;
  /** The checked fields, without the hidden field and the proof (judged apart: ./spam.ts). */
  fields: Record<string, string>;
}

/** Checks the visitor's fields for `template`; what is malformed is a 400, nothing is stored. */
export function checkMessage(template: EmailForm, fields: Record<string, string>): ReceivedMessage {
  const result = formSchemas[template].safeParse(fields);
  if (!result.success)
    throw new ReceiveError(400, `Invalid ${template} form: ${describeIssues(result.error)}`);
  return { template, fields: withoutHoneypot(result.data) as Record<string, string> };
}
