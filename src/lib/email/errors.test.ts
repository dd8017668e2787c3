import { EmailJSResponseStatus } from '@emailjs/browser';
import { describe, expect, it } from 'vitest';
import { mapSendError } from './errors';

describe('mapSendError', () => {
  it.each([
    [451, 'Unavailable For Headless Browser', 'headless'],
    [403, 'Forbidden', 'block list'],
    [0, 'Network Error', 'network error'],
    [500, 'Internal Server Error', 'server answered 500'],
    [400, 'The template ID is invalid', 'server answered 400'],
  ])('status %i is a plain failure with the cause', (status, text, cause) => {
    const error = mapSendError(new EmailJSResponseStatus(status, text));
    expect(error.kind).toBe('failed');
    expect(error.cause).toContain(cause);
    expect(error.cause).toContain(text);
  });

  it('429 from the SDK throttle is rate-limited', () => {
    expect(mapSendError(new EmailJSResponseStatus(429, 'Too Many Requests'))).toEqual({
      kind: 'rate-limited',
      cause: 'sent again too soon (rate limit): 429 Too Many Requests',
    });
  });

  it('missing configuration (the SDK throws a string) is a failure', () => {
    const error = mapSendError(
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    );
    expect(error).toEqual({
      kind: 'failed',
      cause: 'configuration: The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    });
  });

  it('a failed fetch (TypeError) is a network failure', () => {
    expect(mapSendError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      cause: 'network error: Failed to fetch',
    });
  });

  it('anything else is still a failure', () => {
    expect(mapSendError(undefined).kind).toBe('failed');
    expect(mapSendError(new Error('boom')).cause).toBe('error: boom');
    expect(mapSendError({ status: 502 }).cause).toBe('server answered 502: no response text');
  });
});
