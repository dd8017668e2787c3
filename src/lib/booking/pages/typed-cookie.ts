/**
 * What the visitor typed, kept across the redirect after a refused booking in a short-lived cookie
 * of their own (never in the address, where logs and analytics would see it): read once by the
 * booking page, which shows it in the form again. Pure.
 */
import { TYPED_BOOKING_FIELDS, type TypedBookingField } from '@/lib/validation/booking';
import { TYPED_COOKIE } from './paths';

/** Long enough to read the error and fix a field; short enough not to linger. */
export const TYPED_COOKIE_SECONDS = 10 * 60;
/** A cookie over 4 KB is dropped by browsers; the fields are cut to fit. */
const MAX_VALUE_CHARS = 3_000;

export type TypedValues = Partial<Record<TypedBookingField, string>>;

export function typedCookieValue(fields: Record<string, string>): string {
  const kept: TypedValues = {};
  let room = MAX_VALUE_CHARS;
  for (const field of TYPED_BOOKING_FIELDS) {
    const value = (fields[field] ?? '').slice(0, Math.max(0, room));
    if (value) kept[field] = value;
    room -= value.length;
  }
  return Buffer.from(JSON.stringify(kept), 'utf8').toString('base64url');
}

export function setTypedCookie(fields: Record<string, string>, secure: boolean): string {
  return [
    `${TYPED_COOKIE}=${typedCookieValue(fields)}`,
    'Path=/',
    `Max-Age=${TYPED_COOKIE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearTypedCookie = `${TYPED_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The typed values a cookie holds (nothing when it is missing or not one of ours). */
export function readTypedCookie(value: string | undefined): TypedValues {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    const typed: TypedValues = {};
    for (const field of TYPED_BOOKING_FIELDS) {
      const entry = (parsed as Record<string, unknown>)[field];
      if (typeof entry === 'string') typed[field] = entry;
    }
    return typed;
  } catch {
    return {};
  }
}
