/**
 * A stand-in for the WhatsApp Cloud API on 127.0.0.1, for the tests of the site's sends and its
 * webhook. It speaks Meta's protocol: `POST /{version}/{phone-number-id}/messages` with the bearer
 * token (401, code 190 otherwise), a template send's JSON checked (400, code 100 otherwise; 404
 * 132001 and 400 132000 for templates it was told about), Meta's answer with a `wamid.` id, and
 * Meta's error shape for what a test asks it to fail. It records every request, and posts status
 * and reply webhooks as Meta builds them, signed with the app secret (or forged, or unsigned).
 * Only template sends are taken: the site sends nothing else.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { GRAPH_API_VERSION } from '@/lib/whatsapp/cloud-api';
import { closeServer } from './fake-emailjs';

export interface FakeCloudApiOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** The Graph API version in the path; the site's pinned one unless said. */
  version?: string;
  /** The business number as Meta shows it in webhooks (digits). */
  displayPhoneNumber?: string;
  /** The WhatsApp Business Account's id, each webhook entry's `id`. */
  businessAccountId?: string;
  /** Approved templates: name → language code → body parameter count. Unset: any template goes. */
  templates?: Record<string, Record<string, number>>;
}

export interface ReceivedSend {
  method: string;
  path: string;
  /** The Authorization header as received. */
  authorization: string | undefined;
  /** The JSON body, parsed; the raw text when it was not JSON. */
  body: unknown;
  /** The status the fake answered with (0 while a held request is unanswered). */
  status: number;
  /** The `wamid.` it answered with, on a 200. */
  messageId?: string;
}

export interface StatusPost {
  messageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  /** The visitor's number the message went to. */
  recipient: string;
  /** For `failed`: Meta's error as the webhook carries it. */
  error?: { code: number; title: string; details?: string };
  at?: Date;
}

export interface ReplyPost {
  from: string;
  text: string;
  /** The sender's profile name (`contacts[].profile.name`). */
  name?: string;
  /** Sent as a tap on a template's quick-reply button rather than typed. */
  button?: boolean;
  /** The `wamid.` of the message replied to (`context.id`). */
  replyTo?: string;
  at?: Date;
}

/** How a webhook post is signed: rightly, with another secret, or not at all. */
export type Signing = 'valid' | 'wrong' | 'none';

export interface WebhookAnswer {
  status: number;
  body: string;
}

export interface FakeCloudApi {
  /** For WHATSAPP_API_ORIGIN. */
  origin: string;
  /** Every request, oldest first, refused ones too. */
  sent: ReceivedSend[];
  /** The next `count` requests are answered `status` with Meta's error shape for `code`. */
  failNext(status: number, code: number, count?: number, details?: string): void;
  /** The next `count` requests get no answer until the fake closes (a send that times out). */
  holdNext(count?: number): void;
  postStatus(url: string, post: StatusPost, options?: { signing?: Signing }): Promise<WebhookAnswer>;
  postReply(url: string, post: ReplyPost, options?: { signing?: Signing }): Promise<WebhookAnswer>;
  close(): Promise<void>;
}

/** Titles Meta puts after `(#code)` in `error.message` (its error codes' reference). */
const TITLES: Record<number, string> = {
  2: 'Service temporarily unavailable',
  4: 'Application request limit reached',
  100: 'Invalid parameter',
  190: 'Invalid OAuth access token - Cannot parse access token',
  80007: 'Rate limit issues',
  130429: 'Rate limit hit',
  131000: 'Something went wrong',
  131016: 'Service unavailable',
  131026: 'Message undeliverable',
  131047: 'Re-engagement message',
  131051: 'Unsupported message type',
  132000: 'Number of parameters does not match the expected number of params',
  132001: 'Template name does not exist in the translation',
};
const ERROR_CODES_URL = 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/';

/** Meta's error body: `{ error: { message, type, code, error_data: { details }, fbtrace_id } }`. */
export function metaError(code: number, details?: string) {
  return {
    error: {
      message: `(#${code}) ${TITLES[code] ?? 'Error'}`,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: details ?? TITLES[code] ?? 'Error' },
      fbtrace_id: randomBytes(12).toString('base64url'),
    },
  };
}

const sendSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  // Meta also takes a `+` and spaces; the site always sends E.164 digits, so the fake holds it to that.
  to: z.string().regex(/^\d{8,15}$/),
  type: z.literal('template'),
  template: z.object({
    name: z.string().min(1),
    language: z.object({ code: z.string().min(2), policy: z.literal('deterministic').optional() }),
    components: z
      .array(
        z.object({
          type: z.enum(['header', 'body', 'button']),
          parameters: z.array(z.object({ type: z.literal('text'), text: z.string().min(1) })),
        }),
      )
      .optional(),
  }),
});

/** A message id as Meta's look: `wamid.` and base64. */
const newMessageId = () => `wamid.${randomBytes(30).toString('base64')}`;

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** What the fake says to one send that reached the right path with the right token. */
function judgeSend(body: unknown, templates: FakeCloudApiOptions['templates']): [number, unknown] {
  const parsed = sendSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return [400, metaError(100, `Param ${issue.path.join('.') || 'body'}: ${issue.message}`)];
  }
  const { to, template } = parsed.data;
  if (templates) {
    const count = templates[template.name]?.[template.language.code];
    if (count === undefined) {
      return [
        404,
        metaError(132001, `template name (${template.name}) does not exist in ${template.language.code}`),
      ];
    }
    const given = template.components?.find((component) => component.type === 'body')?.parameters.length ?? 0;
    if (given !== count)
      return [
        400,
        metaError(
          132000,
          `body: number of localizable_params (${given}) does not match the expected number of params (${count})`,
        ),
      ];
  }
  return [
    200,
    {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: newMessageId(), message_status: 'accepted' }],
    },
  ];
}

export async function startFakeCloudApi(options: FakeCloudApiOptions): Promise<FakeCloudApi> {
  const { token, phoneNumberId, version = GRAPH_API_VERSION } = options;
  const sent: ReceivedSend[] = [];
  const failures: Array<{ status: number; code: number; details?: string }> = [];
  let holds = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readText(request);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text; judged below.
      }
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const record: ReceivedSend = {
        method,
        path,
        authorization: request.headers.authorization,
        body,
        status: 0,
      };
      sent.push(record);
      const reply = (status: number, payload: unknown) => {
        record.status = status;
        answer(response, status, payload);
      };
      if (holds > 0) {
        holds -= 1;
        return;
      }
      const failure = failures.shift();
      if (failure) return reply(failure.status, metaError(failure.code, failure.details));
      if (request.headers.authorization !== `Bearer ${token}`) return reply(401, metaError(190));
      if (method !== 'POST' || path !== `/${version}/${phoneNumberId}/messages`) {
        return reply(400, metaError(100, `Unsupported ${method.toLowerCase()} request: ${path}`));
      }
      if (typeof body === 'string') return reply(400, metaError(100, 'The request body is not JSON'));
      const [status, payload] = judgeSend(body, options.templates);
      if (status === 200) record.messageId = (payload as { messages: Array<{ id: string }> }).messages[0]!.id;
      reply(status, payload);
    })();
  });
  // Loopback only: nothing outside this machine can reach the fake.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sent,
    failNext(status, code, count = 1, details) {
      for (let index = 0; index < count; index += 1) failures.push({ status, code, details });
    },
    holdNext(count = 1) {
      holds += count;
    },
    postStatus: (url, post, { signing = 'valid' } = {}) =>
      postWebhook(url, statusWebhook(options, post), options.appSecret, signing),
    postReply: (url, post, { signing = 'valid' } = {}) =>
      postWebhook(url, replyWebhook(options, post), options.appSecret, signing),
    close: () => closeServer(server),
  };
}

type WebhookIds = Pick<FakeCloudApiOptions, 'phoneNumberId' | 'displayPhoneNumber' | 'businessAccountId'>;

/** Meta's frame around one change of the `messages` field. */
function frame(ids: WebhookIds, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: ids.businessAccountId ?? '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: ids.displayPhoneNumber ?? '924235761234',
                phone_number_id: ids.phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

const seconds = (at: Date | undefined) => String(Math.floor((at ?? new Date()).getTime() / 1000));

/** A status webhook as Meta posts it (statuses carry no `contacts`). */
export function statusWebhook(ids: WebhookIds, { messageId, status, recipient, error, at }: StatusPost) {
  const pricing = { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' };
  const errors = error && [
    {
      code: error.code,
      title: error.title,
      message: error.title,
      error_data: { details: error.details ?? error.title },
      href: ERROR_CODES_URL,
    },
  ];
  return frame(ids, {
    statuses: [
      {
        id: messageId,
        status,
        timestamp: seconds(at),
        recipient_id: recipient,
        ...(errors ? { errors } : { pricing }),
      },
    ],
  });
}

/** A visitor's reply as Meta posts it: typed text, or a tap on a template's quick-reply button. */
export function replyWebhook(ids: WebhookIds, { from, text, name, button, replyTo, at }: ReplyPost) {
  const content = button
    ? { type: 'button', button: { payload: text, text } }
    : { type: 'text', text: { body: text } };
  const context = replyTo ? { context: { from: ids.displayPhoneNumber ?? '924235761234', id: replyTo } } : {};
  return frame(ids, {
    contacts: [{ profile: { name: name ?? 'Visitor' }, wa_id: from }],
    messages: [{ ...context, from, id: newMessageId(), timestamp: seconds(at), ...content }],
  });
}

/**
 * The bytes as Meta sends them: non-ASCII letters and slashes escaped (`\u0628`, `\/`), so a
 * receiver that signs its own re-serialised JSON instead of the raw body fails, as it would live.
 */
export function metaJson(payload: unknown): string {
  return JSON.stringify(payload)
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');
}

async function postWebhook(
  url: string,
  payload: unknown,
  appSecret: string,
  signing: Signing,
): Promise<WebhookAnswer> {
  const raw = metaJson(payload);
  const secret = signing === 'wrong' ? `not-${appSecret}` : appSecret;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'facebookexternalua',
  };
  if (signing !== 'none') {
    headers['x-hub-signature'] = `sha1=${createHmac('sha1', secret).update(raw).digest('hex')}`;
    headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  }
  const response = await fetch(url, { method: 'POST', headers, body: raw, redirect: 'manual' });
  return { status: response.status, body: await response.text() };
}
