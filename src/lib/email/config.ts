/**
 * Where the forms send. With EmailJS keys set, to EmailJS (after handing the site a copy); with
 * none set ("embedded" mode), through the same SDK to this site's own EmailJS-compatible endpoint,
 * which stores the messages (src/lib/leads). Pure: safe on the server, in the browser and in tests.
 */
import { env } from '@/env';

export type EmailMode = 'emailjs' | 'embedded';
export type EmailForm = 'contact' | 'subscribe';

/** The fixed ids the SDK sends in embedded mode; the endpoint picks the schema by `template_id`. */
export const EMBEDDED_IDS = {
  publicKey: 'embedded',
  serviceId: 'embedded',
  templates: { contact: 'embedded-contact', subscribe: 'embedded-subscribe' },
} as const;

export interface EmailJsSettings {
  publicKey?: string | undefined;
  serviceId?: string | undefined;
  templateId?: string | undefined;
  subscribeTemplateId?: string | undefined;
  origin: string;
}

const SETTING_NAMES: Record<Exclude<keyof EmailJsSettings, 'origin'>, string> = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  subscribeTemplateId: 'NEXT_PUBLIC_EMAILJS_SUBSCRIBE_TEMPLATE_ID',
};

/** Embedded when none of the EmailJS keys is set; any key set means the site uses EmailJS. */
export function emailMode(settings: EmailJsSettings = env.emailjs): EmailMode {
  const anySet = (Object.keys(SETTING_NAMES) as (keyof typeof SETTING_NAMES)[]).some((key) =>
    Boolean(settings[key]),
  );
  return anySet ? 'emailjs' : 'embedded';
}

/** The environment variables an EmailJS set-up still lacks (empty in embedded mode). */
export function missingSettings(settings: EmailJsSettings = env.emailjs): string[] {
  if (emailMode(settings) === 'embedded') return [];
  return (Object.keys(SETTING_NAMES) as (keyof typeof SETTING_NAMES)[])
    .filter((key) => !settings[key])
    .map((key) => SETTING_NAMES[key]);
}

export interface SendConfig {
  mode: EmailMode;
  /** Origin the SDK posts to. */
  origin: string;
  /** Missing values stay empty: the SDK then rejects with its "... is required" message. */
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** What the SDK needs to send `form`; `siteOrigin` is this site's origin (the browser's in practice). */
export function sendConfig(
  form: EmailForm,
  siteOrigin: string,
  settings: EmailJsSettings = env.emailjs,
): SendConfig {
  if (emailMode(settings) === 'embedded') {
    return {
      mode: 'embedded',
      origin: siteOrigin,
      publicKey: EMBEDDED_IDS.publicKey,
      serviceId: EMBEDDED_IDS.serviceId,
      templateId: EMBEDDED_IDS.templates[form],
    };
  }
  return {
    mode: 'emailjs',
    origin: settings.origin,
    publicKey: settings.publicKey ?? '',
    serviceId: settings.serviceId ?? '',
    templateId: (form === 'contact' ? settings.templateId : settings.subscribeTemplateId) ?? '',
  };
}

/**
 * The start-up line saying where messages go, plus a warning for an incomplete EmailJS set-up;
 * `store` is the database in words (src/lib/db/config.ts, describeDatabase).
 */
export function modeDescription(
  settings: EmailJsSettings = env.emailjs,
  store = 'SQLite (.data/site.db)',
): { info: string; warning?: string } {
  if (emailMode(settings) === 'embedded') {
    return { info: `[email] EmailJS keys not set: messages are stored in ${store}` };
  }
  const missing = missingSettings(settings);
  return {
    info: `[email] sending through EmailJS (${settings.origin})`,
    ...(missing.length > 0
      ? { warning: `[email] EmailJS set-up incomplete, sends will fail: ${missing.join(', ')} not set` }
      : {}),
  };
}

/**
 * Whether the server e-mails the messages it stores (those sent without JavaScript, and EmailJS
 * mode's copies the browser failed to send): only when EmailJS is set up and the server has the
 * private key (EmailJS refuses server sends without it).
 */
export function serverSendsEmail(settings: EmailJsSettings, privateKey: string | undefined): boolean {
  return emailMode(settings) === 'emailjs' && Boolean(privateKey);
}
