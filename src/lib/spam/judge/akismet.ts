/**
 * Akismet, optional (AKISMET_API_KEY): asked only about a message the site's own judgement is
 * unsure of, and told afterwards what the team decided ("spam" on a delivered lead, "not spam" on
 * a held one), over its documented REST API (https://akismet.com/developers/): `comment-check`,
 * `submit-spam`, `submit-ham`, form-encoded, with `api_key` in the body. Akismet slow or down
 * never holds up or loses a message: after a short wait the site's own judgement decides alone.
 * Server only.
 */
import 'server-only';
import { env, type ServerEnv } from '@/env';

/** Longest the visitor's answer waits for Akismet; past it the local judgement decides. */
export const AKISMET_TIMEOUT_MS = 2_000;
/** The type of message Akismet is told it judges: a contact form's. */
const COMMENT_TYPE = 'contact-form';

export type AkismetSettings = NonNullable<ServerEnv['akismet']>;

/** What Akismet is told of a message and its sender. */
export interface AkismetMessage {
  ip: string;
  userAgent: string;
  email: string;
  name?: string;
  content: string;
  referrer?: string;
}

/** Akismet's answer: spam, not spam, or no answer (down, slow, a key it refuses). */
export type AkismetAnswer = 'spam' | 'ham' | 'unavailable';

function body(settings: AkismetSettings, message: AkismetMessage): URLSearchParams {
  const params = new URLSearchParams({
    api_key: settings.key,
    blog: env.siteUrl,
    user_ip: message.ip,
    user_agent: message.userAgent,
    comment_type: COMMENT_TYPE,
    comment_author_email: message.email,
    comment_content: message.content,
    blog_lang: 'en, ur',
    blog_charset: 'UTF-8',
  });
  if (message.name) params.set('comment_author', message.name);
  if (message.referrer) params.set('referrer', message.referrer);
  return params;
}

async function call(settings: AkismetSettings, method: string, message: AkismetMessage): Promise<Response> {
  return fetch(`${settings.origin}/1.1/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', 'user-agent': 'ravi-digital-site/1' },
    body: body(settings, message),
    signal: AbortSignal.timeout(AKISMET_TIMEOUT_MS),
    redirect: 'error',
  });
}

/** `comment-check`: "true" is spam, "false" is not; anything else (an error, "invalid") is no answer. */
export async function askAkismet(settings: AkismetSettings, message: AkismetMessage): Promise<AkismetAnswer> {
  try {
    const response = await call(settings, 'comment-check', message);
    const text = (await response.text()).trim();
    if (response.ok && text === 'true') return 'spam';
    if (response.ok && text === 'false') return 'ham';
    console.warn(`[spam] Akismet gave no verdict (${response.status} ${response.headers.get('x-akismet-debug-help') ?? text.slice(0, 60)})`);
  } catch (error) {
    console.warn(`[spam] Akismet unreachable: ${error instanceof Error ? error.name : String(error)}`);
  }
  return 'unavailable';
}

/** `submit-spam` / `submit-ham`: what the team decided; a failure is logged, never retried or shown. */
export async function reportToAkismet(
  settings: AkismetSettings,
  verdict: 'spam' | 'ham',
  message: AkismetMessage,
): Promise<boolean> {
  try {
    const response = await call(settings, verdict === 'spam' ? 'submit-spam' : 'submit-ham', message);
    await response.text();
    return response.ok;
  } catch (error) {
    console.warn(`[spam] could not tell Akismet (${verdict}): ${error instanceof Error ? error.name : String(error)}`);
    return false;
  }
}
