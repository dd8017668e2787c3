import { describe, expect, it } from 'vitest';
import { laterStatus, statusRank, WHATSAPP_STATUSES, type WhatsAppStatus } from './status-order';

/** The status that stands after the posts arrive in this order. */
function settle(posts: WhatsAppStatus[], start: string | null = null): string | null {
  return posts.reduce<string | null>(
    (current, incoming) => (laterStatus(current, incoming) ? incoming : current),
    start,
  );
}

describe('laterStatus', () => {
  it('moves forward: sent, then delivered, then read', () => {
    expect(laterStatus('sent', 'delivered')).toBe(true);
    expect(laterStatus('delivered', 'read')).toBe(true);
    expect(laterStatus('sent', 'read')).toBe(true);
  });

  it('never lets a late status go back (a late sent never overwrites read)', () => {
    expect(laterStatus('read', 'sent')).toBe(false);
    expect(laterStatus('read', 'delivered')).toBe(false);
    expect(laterStatus('delivered', 'sent')).toBe(false);
  });

  it('lets failed replace sent and delivered, but never read; only read replaces failed', () => {
    expect(laterStatus('sent', 'failed')).toBe(true);
    expect(laterStatus('delivered', 'failed')).toBe(true);
    expect(laterStatus('read', 'failed')).toBe(false);
    expect(laterStatus('failed', 'sent')).toBe(false);
    expect(laterStatus('failed', 'delivered')).toBe(false);
    expect(laterStatus('failed', 'read')).toBe(true);
  });

  it('treats a repeat as no change', () => {
    for (const status of WHATSAPP_STATUSES) expect(laterStatus(status, status), status).toBe(false);
  });

  it('lets anything replace no status or one it does not know', () => {
    for (const status of WHATSAPP_STATUSES) {
      expect(laterStatus(null, status)).toBe(true);
      expect(laterStatus(undefined, status)).toBe(true);
      expect(laterStatus('accepted', status)).toBe(true);
      expect(laterStatus('', status)).toBe(true);
    }
    expect(statusRank('toString')).toBe(0);
  });

  it('ends on the same status whatever order the posts arrive in, repeats included', () => {
    const orders: WhatsAppStatus[][] = [
      ['sent', 'delivered', 'read'],
      ['read', 'delivered', 'sent'],
      ['delivered', 'read', 'sent', 'delivered'],
      ['read', 'read', 'sent'],
    ];
    for (const order of orders) expect(settle(order), order.join(',')).toBe('read');
    expect(settle(['sent', 'failed', 'delivered'])).toBe('failed');
    expect(settle(['delivered', 'sent', 'failed'])).toBe('failed');
    expect(settle(['failed', 'read'])).toBe('read');
  });
});
