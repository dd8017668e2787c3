/**
 * The WhatsApp settings (WHATSAPP_*), read from the environment's text and checked: all four
 * secrets or none, and the API's origin. Pure and free of imports, since src/env/server.ts, which
 * next.config.ts loads outside React's server, calls it; nothing here ever names a secret's value.
 */

/** Meta's Graph API, where the Cloud API lives; WHATSAPP_API_ORIGIN points elsewhere only for a stand-in. */
export const DEFAULT_WHATSAPP_API_ORIGIN = 'https://graph.facebook.com';

export interface WhatsAppSettings {
  /** WHATSAPP_TOKEN: the system user's access token, sent as `Authorization: Bearer`. */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number's id in Meta (digits), not the number itself. */
  phoneNumberId: string;
  /** WHATSAPP_APP_SECRET: the Meta app's secret, which signs the webhook's posts (X-Hub-Signature-256). */
  appSecret: string;
  /** WHATSAPP_VERIFY_TOKEN: the word the owner types into Meta's webhook setup; Meta's GET repeats it. */
  verifyToken: string;
  /** WHATSAPP_API_ORIGIN: scheme, host and port, no trailing slash. */
  apiOrigin: string;
}

/** The four that turn WhatsApp on: each is needed, so one without the rest is a mistake, not a choice. */
const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/**
 * WHATSAPP_API_ORIGIN: https, or http on this machine only (a stand-in in tests); an origin alone,
 * since the version and the number's id are added to it. Unset or blank gives Meta's.
 */
function parseApiOrigin(value: string | undefined): string {
  const raw = trimmed(value);
  if (!raw) return DEFAULT_WHATSAPP_API_ORIGIN;
  const name = 'WHATSAPP_API_ORIGIN';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an https:// origin such as ${DEFAULT_WHATSAPP_API_ORIGIN}`);
  }
  const loopback = LOOPBACK_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`${name} must be an https:// origin, not ${url.protocol}// (http only on this machine)`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`${name} must be an origin only (scheme, host, port), with no path, query or user`);
  }
  return url.origin;
}

/**
 * The WhatsApp settings from `source` (process.env in the app): undefined when none of the four
 * is set (WhatsApp off, nothing changes), all of them when all are, and an error naming the
 * missing ones when only some are. Blank counts as unset.
 */
export function parseWhatsAppSettings(
  source: Record<string, string | undefined>,
): WhatsAppSettings | undefined {
  const values = REQUIRED.map((variable) => trimmed(source[variable]));
  const missing = REQUIRED.filter((_, index) => values[index] === undefined);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(`WhatsApp messages need all of ${REQUIRED.join(', ')}; missing: ${missing.join(', ')}`);
  }
  const [token, phoneNumberId, appSecret, verifyToken] = values as string[];
  // It becomes a path segment of every send: digits only, so it can never reach another path.
  if (!/^\d+$/.test(phoneNumberId!)) {
    throw new Error(
      'WHATSAPP_PHONE_NUMBER_ID must be the phone number ID that Meta’s API setup shows (digits only)',
    );
  }
  return {
    token: token!,
    phoneNumberId: phoneNumberId!,
    appSecret: appSecret!,
    verifyToken: verifyToken!,
    apiOrigin: parseApiOrigin(source.WHATSAPP_API_ORIGIN),
  };
}
