import { describe, expect, it } from 'vitest';
import { canSubmit, initialSendState, sendReducer, type SendEvent, type SendState } from './send-state';

const run = (events: SendEvent[], from: SendState = initialSendState) => events.reduce(sendReducer, from);

describe('sendReducer', () => {
  it('starts idle with no message', () => {
    expect(initialSendState).toEqual({ sending: false, outcome: null, attempt: 0 });
    expect(canSubmit(initialSendState)).toBe(true);
  });

  it('goes idle → sending → success', () => {
    const sending = run([{ type: 'submit' }]);
    expect(sending).toEqual({ sending: true, outcome: null, attempt: 0 });
    expect(canSubmit(sending)).toBe(false);
    expect(sendReducer(sending, { type: 'succeeded' })).toEqual({
      sending: false,
      outcome: 'success',
      attempt: 1,
    });
  });

  it('ends in failure, or in rate-limited failure', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }]).outcome).toBe('failed');
    expect(run([{ type: 'submit' }, { type: 'failed', rateLimited: true }]).outcome).toBe('rate-limited');
  });

  it('keeps the last message while the next attempt is sending, until its outcome', () => {
    const failed = run([{ type: 'submit' }, { type: 'failed' }]);
    const retrying = sendReducer(failed, { type: 'submit' });
    expect(retrying).toEqual({ sending: true, outcome: 'failed', attempt: 1 });
    expect(sendReducer(retrying, { type: 'succeeded' })).toEqual({
      sending: false,
      outcome: 'success',
      attempt: 2,
    });
  });

  it('ignores a second submit while sending, and outcomes with no send in flight', () => {
    const sending = run([{ type: 'submit' }]);
    expect(sendReducer(sending, { type: 'submit' })).toBe(sending);
    expect(sendReducer(initialSendState, { type: 'succeeded' })).toBe(initialSendState);
    expect(sendReducer(initialSendState, { type: 'failed' })).toBe(initialSendState);
  });

  it('counts attempts so the same outcome twice is announced again', () => {
    const twice = run([{ type: 'submit' }, { type: 'failed' }, { type: 'submit' }, { type: 'failed' }]);
    expect(twice).toEqual({ sending: false, outcome: 'failed', attempt: 2 });
  });
});
