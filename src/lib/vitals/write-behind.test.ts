import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteBehind } from './write-behind';

afterEach(() => {
  vi.useRealTimers();
});

/** A queue writing into `written`, with a write that can be held open or made to fail. */
function queue({ capacity = 10, batchSize = 3, fail = false } = {}) {
  const written: number[][] = [];
  let release: (() => void) | undefined;
  const onError = vi.fn();
  const options = {
    hold: false,
  };
  const writeBehind = new WriteBehind<number>({
    capacity,
    batchSize,
    intervalMs: 1000,
    onError,
    write: async (batch) => {
      if (options.hold) await new Promise<void>((resolve) => (release = resolve));
      if (fail) throw new Error('database unreachable');
      written.push(batch);
    },
  });
  return { writeBehind, written, onError, options, release: () => release?.() };
}

describe('WriteBehind', () => {
  it('writes what is queued in batches when flushed, oldest first', async () => {
    const { writeBehind, written } = queue({ batchSize: 3, capacity: 100 });
    writeBehind.push([1, 2]);
    writeBehind.push([3, 4]);
    writeBehind.push([5]);
    await writeBehind.flush();
    expect(written).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(writeBehind.counts()).toEqual({ pending: 0, written: 5, dropped: 0, failed: 0 });
  });

  it('holds at most `capacity` rows: a beacon that does not fit is dropped whole and counted', async () => {
    const { writeBehind, written, options, release } = queue({ capacity: 5, batchSize: 100 });
    options.hold = true;
    expect(writeBehind.push([1, 2, 3])).toBe(true);
    expect(writeBehind.push([4, 5])).toBe(true);
    expect(writeBehind.push([6])).toBe(false);
    expect(writeBehind.push([7, 8])).toBe(false);
    expect(writeBehind.counts()).toMatchObject({ pending: 5, dropped: 3 });
    const flushed = writeBehind.flush();
    await vi.waitFor(() => expect(writeBehind.counts().pending).toBe(0));
    // While the batch is being written, the queue has room again.
    expect(writeBehind.push([9])).toBe(true);
    options.hold = false;
    release();
    await flushed;
    await writeBehind.flush();
    expect(written).toEqual([[1, 2, 3, 4, 5], [9]]);
  });

  it('starts a write as soon as a batch is full, and one write at a time', async () => {
    const { writeBehind, written, options, release } = queue({ capacity: 100, batchSize: 2 });
    options.hold = true;
    writeBehind.push([1, 2]);
    writeBehind.push([3, 4]);
    await vi.waitFor(() => expect(writeBehind.counts().pending).toBe(2));
    options.hold = false;
    release();
    await writeBehind.flush();
    expect(written).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('flushes on its timer, and once more when stopped', async () => {
    vi.useFakeTimers();
    const { writeBehind, written } = queue({ capacity: 100, batchSize: 100 });
    writeBehind.start();
    writeBehind.push([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([[1]]);
    writeBehind.push([2]);
    await writeBehind.stop();
    expect(written).toEqual([[1], [2]]);
    writeBehind.push([3]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toEqual([[1], [2]]);
  });

  it('counts a batch the database refused, says so, and goes on', async () => {
    const { writeBehind, onError } = queue({ fail: true, batchSize: 2 });
    writeBehind.push([1, 2, 3]);
    await writeBehind.flush();
    expect(writeBehind.counts()).toEqual({ pending: 0, written: 0, dropped: 0, failed: 3 });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 1);
  });
});
