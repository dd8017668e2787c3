import { MAX_FIELD_CHARS } from '@/lib/booking/calendar/availability-form';
import { FormField } from './form-field';

interface AvailabilityPlaceProps {
  /** `on` when visitors with a WhatsApp number are called on WhatsApp. */
  whatsappCalls: string;
  videoLink: { value: string; error: string | undefined };
}

/**
 * The availability form's "Where calls happen": a WhatsApp call for visitors who give a number, and
 * for everyone else the owner's one video link or, left empty, a Jitsi Meet room of each call's own.
 * A checkbox and a text field: both work without JavaScript.
 */
export function AvailabilityPlace({ whatsappCalls, videoLink }: AvailabilityPlaceProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-semibold">Where calls happen</legend>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id="whatsapp-calls"
          name="whatsappCalls"
          value="on"
          defaultChecked={whatsappCalls === 'on'}
          aria-describedby="whatsapp-calls-hint"
          className="mt-1 size-4 accent-accent"
        />
        <span className="grid gap-0.5">
          <label htmlFor="whatsapp-calls" className="text-sm font-medium">
            Call visitors who give a WhatsApp number on WhatsApp
          </label>
          <span id="whatsapp-calls-hint" className="text-sm text-muted">
            Unticked, everyone gets the video link below.
          </span>
        </span>
      </div>
      <FormField
        name="videoLink"
        value={videoLink.value}
        error={videoLink.error}
        maxLength={MAX_FIELD_CHARS.videoLink}
        label="Video link for everyone else"
        hint="Your Google Meet or Zoom room, https://… Empty: each call gets a Jitsi Meet room of its own (no account needed)."
      />
    </fieldset>
  );
}
