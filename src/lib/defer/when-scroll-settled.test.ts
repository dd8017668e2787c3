// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenScrollSettled } from './when-scroll-settled';

afterEach(() => vi.useRealTimers());

describe('whenScrollSettled', () => {
  it('waits until the element has been still for the quiet time, each scroll starting it again', () => {
    vi.useFakeTimers();
    const element = document.createElement('div');
    const task = vi.fn();
    whenScrollSettled(element, task, 100);
    vi.advanceTimersByTime(80);
    element.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(80);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(task).toHaveBeenCalledOnce();
    // Done: later scrolls run nothing more.
    element.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    const element = document.createElement('div');
    const task = vi.fn();
    const cancel = whenScrollSettled(element, task);
    cancel();
    element.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
