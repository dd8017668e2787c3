import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNearViewport } from './when-near-viewport';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver whose entries the test delivers by hand. */
function fakeObserver() {
  const created: {
    callback: Callback;
    options: { rootMargin?: string };
    observed: unknown[];
    disconnected: boolean;
  }[] = [];
  class FakeIntersectionObserver {
    record: (typeof created)[number];
    constructor(callback: Callback, options: { rootMargin?: string }) {
      this.record = { callback, options, observed: [], disconnected: false };
      created.push(this.record);
    }
    observe(element: unknown) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return created;
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNearViewport', () => {
  it('waits until the element comes near the viewport, then runs once and stops watching', () => {
    const created = fakeObserver();
    const element = {} as Element;
    const task = vi.fn();
    whenNearViewport(element, task, '300px');
    const [observer] = created;
    expect(observer!.observed).toEqual([element]);
    expect(observer!.options.rootMargin).toBe('300px');

    observer!.callback([{ isIntersecting: false }]);
    expect(task).not.toHaveBeenCalled();
    observer!.callback([{ isIntersecting: true }]);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer!.disconnected).toBe(true);
  });

  it('never runs once cancelled', () => {
    const created = fakeObserver();
    const task = vi.fn();
    const cancel = whenNearViewport({} as Element, task);
    cancel();
    expect(created[0]!.disconnected).toBe(true);
  });

  it('runs at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const task = vi.fn();
    whenNearViewport({} as Element, task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
