/**
 * Where a call happens, chosen when it is booked and kept through a move: a WhatsApp call to the
 * visitor's number (when the owner calls on WhatsApp and the visitor gave one), else the owner's one
 * video link (Google Meet, Zoom), else a Jitsi Meet room of the booking's own, whose name nobody can
 * guess (128 random bits), so every call has a place from the first start and needs no account.
 * Server only.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import type { CallPlaceKind } from '@/lib/db/schema';
import type { Availability } from './settings';

export const JITSI_ORIGIN = 'https://meet.jit.si';
/** 16 bytes: as many bits as a UUID's randomness and more, in 32 hex digits. */
const ROOM_BYTES = 16;
/** A room's name starts with the agency's, so a visitor sees whose call it is. */
const ROOM_PREFIX = 'RaviDigitalCall';

export interface CallPlace {
  kind: CallPlaceKind;
  /** The video link, for `link` and `jitsi`; null for a WhatsApp call. */
  url: string | null;
}

/** A fresh Jitsi Meet room: an address nobody can guess. */
export function jitsiRoom(): string {
  return `${JITSI_ORIGIN}/${ROOM_PREFIX}${randomBytes(ROOM_BYTES).toString('hex')}`;
}

/** The place of a new booking, from the owner's choice and whether the visitor gave a WhatsApp number. */
export function placeFor(
  settings: Pick<Availability, 'whatsappCalls' | 'videoLink'>,
  whatsappNumber: string | undefined,
): CallPlace {
  if (settings.whatsappCalls && whatsappNumber?.trim()) return { kind: 'whatsapp', url: null };
  if (settings.videoLink) return { kind: 'link', url: settings.videoLink };
  return { kind: 'jitsi', url: jitsiRoom() };
}

/** A booking's stored place, or undefined for a call booked before places were kept. */
export function storedPlace(booking: {
  place_kind: CallPlaceKind | null;
  place_url: string | null;
}): CallPlace | undefined {
  return booking.place_kind ? { kind: booking.place_kind, url: booking.place_url } : undefined;
}
