/**
 * Which of a message's statuses stands when Meta's webhook reports them more than once or out of
 * order: one rank for each, and the higher one always wins, so the stored status ends the same
 * whatever order the posts arrive in, and a repeated post changes nothing.
 */

/** The statuses the Cloud API reports for a message the site sent (webhook `statuses[].status`). */
export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/**
 * sent < delivered < failed < read. `read` is the end: the visitor saw it, so nothing after it
 * matters (a late `sent` or a `failed` from another of their devices included). `failed` outranks
 * `sent` and `delivered`: Meta may report a failure after a delivery when the visitor has several
 * devices, and a failure is what sends the e-mail instead, so it is kept rather than hidden by a
 * `delivered` that arrived first or last; only a `read` proves it reached them after all.
 */
const RANK: Record<WhatsAppStatus, number> = { sent: 1, delivered: 2, failed: 3, read: 4 };

/** The status's rank; 0 for none or one this module does not know (e.g. a queued message's own). */
export function statusRank(status: string | null | undefined): number {
  return status && Object.hasOwn(RANK, status) ? RANK[status as WhatsAppStatus] : 0;
}

/**
 * True when `incoming` should replace the stored `current`: it ranks higher. An unknown or empty
 * `current` takes anything; the same status again is a repeat and changes nothing.
 */
export function laterStatus(current: string | null | undefined, incoming: WhatsAppStatus): boolean {
  return statusRank(incoming) > statusRank(current);
}
