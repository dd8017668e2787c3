import { flushSync } from 'react-dom';
import { emailMode, type EmailForm, type EmailMode } from '@/lib/email/config';
import { sendForm } from '@/lib/email/send';
import { forgetLeadId, handOver, leadIdFor, reportOutcome } from './hand-off';
import { attachProof, proofFor } from './proof';
import { loadValidation, PROOF_FIELD } from '@/lib/validation/fields';

/** How one submit ended, for the send life cycle (`useFormSubmission`). */
export type SubmitResult =
  | {
      ok: true;
      /** A bot's send (the honeypot was filled): it is shown success, but nothing was sent. */
      bot: boolean;
      /** How the send went out (EmailJS or the site's own endpoint), for analytics. */
      mode: EmailMode;
    }
  | { ok: false; rateLimited?: boolean };

/**
 * The form's named fields as text, as the schemas read them (a file field reads as empty). The
 * proof of an earlier try is left out: it is not the visitor's words, and a retry of the same
 * words must keep the message's id.
 */
function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()]
      .filter(([key]) => key !== PROOF_FIELD)
      .map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
}

/**
 * One submit of the contact or subscribe form in the browser: checked by the form's schema, given
 * its proof (./proof.ts: a signed token and a solved proof of work), then sent through the SDK (in EmailJS mode, handed to the site first and its outcome reported after:
 * ./hand-off.ts), except for a bot (a filled honeypot), which is told it worked while
 * nothing leaves the page. After a send (or a bot's) `clearValues` empties the form's state and
 * `reset()` drops the fields' "user-invalid" look; a failed send keeps every typed value.
 */
export async function submitForm(
  form: HTMLFormElement,
  which: EmailForm,
  clearValues: () => void,
): Promise<SubmitResult> {
  const values = formValues(form);
  const { formSchemas, describeIssues, isBot } = await loadValidation();
  const parsed = formSchemas[which].safeParse(values);
  if (!parsed.success) {
    console.warn(`[${which} form] not sent: ${describeIssues(parsed.error)}`);
    return { ok: false };
  }
  const bot = isBot(parsed.data);
  const mode = emailMode();
  if (!bot) {
    attachProof(form, await proofFor(which));
    const id = mode === 'emailjs' ? leadIdFor(form, values) : undefined;
    if (id) await handOver(form, which, id);
    const result = await sendForm(form, which);
    if (id) reportOutcome(id, result.ok ? 'sent' : 'failed');
    if (!result.ok) return { ok: false, rateLimited: result.error.kind === 'rate-limited' };
    forgetLeadId(form);
  }
  flushSync(clearValues);
  form.reset();
  return { ok: true, bot, mode };
}
