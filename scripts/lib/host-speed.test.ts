import { describe, expect, it } from 'vitest';
import { describeHost, measureHost } from './host-speed';

describe('the host figures npm test prints first', () => {
  it('measures real work: one core takes time, two threads do at most twice its work, fresh memory costs something', async () => {
    const host = await measureHost();
    expect(host.oneCoreMs).toBeGreaterThan(0);
    // Two threads on two cores do up to twice one thread's work; on one shared core, about as much.
    expect(host.twoCoresScale).toBeGreaterThan(0.5);
    expect(host.twoCoresScale).toBeLessThan(2.3);
    expect(host.freshMemorySecondsPerGiB).toBeGreaterThan(0);
  }, 30_000);

  it('says each figure in one line', () => {
    expect(describeHost({ oneCoreMs: 520, twoCoresScale: 1.43, freshMemorySecondsPerGiB: 3.1 })).toBe(
      "this host: one core did the fixed work in 520 ms; both cores at once did 1.43 × one core's; " +
        'fresh memory took 3.10 s per GiB to touch',
    );
    expect(describeHost({ oneCoreMs: 700, twoCoresScale: 2, freshMemorySecondsPerGiB: 0.25 })).toContain(
      'both cores at once did 2.00 × one core',
    );
  });
});
