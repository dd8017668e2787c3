// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadVitalsWhenIdle, trackingRefused } from './load';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('trackingRefused', () => {
  it('is true for Do Not Track or Global Privacy Control, else false', () => {
    expect(trackingRefused({ doNotTrack: '1' })).toBe(true);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(trackingRefused({ doNotTrack: null })).toBe(false);
  });
});

describe('loadVitalsWhenIdle', () => {
  it('waits for nothing and loads nothing when the browser asks not to be tracked', () => {
    // jsdom has no Do Not Track: the browser's own property, set for this test.
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const listen = vi.spyOn(window, 'addEventListener');
    loadVitalsWhenIdle()();
    expect(idle).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'doNotTrack');
  });

  it('waits for an idle moment once the page has loaded', () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const cancel = loadVitalsWhenIdle();
    // jsdom's document has loaded already.
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    cancel();
  });
});
