// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://ravidigital.pk/"}
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENTS,
  analyticsAttributes,
  notFoundMarker,
  startAnalytics,
  track,
  type AnalyticsEvent,
} from './';

const tracker = vi.hoisted(() => ({ loaded: 0, track: vi.fn() }));
vi.mock('./tracker', () => {
  tracker.loaded += 1;
  return { track: tracker.track };
});

/** The build-time switch; in the tests a run-time value, which the functions read on each call. */
const analyticsOn = () => vi.stubEnv('NEXT_PUBLIC_PLAUSIBLE_DOMAIN', 'ravidigital.pk');

afterEach(() => {
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

// Every event has its goal in the README's list: an event missing from ANALYTICS_EVENTS fails to compile.
type Unlisted = Exclude<AnalyticsEvent, (typeof ANALYTICS_EVENTS)[number]>;
const everyEventListed: [Unlisted] extends [never] ? true : false = true;

describe('the events', () => {
  it('have the exact names the README tells the agency to create as goals', () => {
    expect(everyEventListed).toBe(true);
    // Written out as the README's goals table reads them, not derived from the module.
    const goals =
      'Contact Sent | Subscribe | WhatsApp Click | Phone Click | Email Click | Profile Download | Case Study CTA | Package Chosen | Call Booked | 404 | Web Vitals';
    expect(ANALYTICS_EVENTS.join(' | ')).toBe(goals);
  });

  it('each have their goal in the README, under the same name', () => {
    const readme = readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');
    // A row of its table of goals: "| `WhatsApp Click`   | …".
    for (const name of ANALYTICS_EVENTS) expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });
});

describe('analyticsAttributes', () => {
  it('renders nothing with analytics off', () => {
    expect(analyticsAttributes('WhatsApp Click', { placement: 'floating' })).toEqual({});
    expect(notFoundMarker()).toEqual({});
  });

  it('names the event and gives its properties as JSON, leaving out empty ones', () => {
    analyticsOn();
    expect(
      analyticsAttributes('WhatsApp Click', { placement: 'service', service: 'web-development' }),
    ).toEqual({
      'data-analytics-event': 'WhatsApp Click',
      'data-analytics-props': '{"placement":"service","service":"web-development"}',
    });
    expect(analyticsAttributes('Profile Download', { service: '' })).toEqual({
      'data-analytics-event': 'Profile Download',
    });
    expect(notFoundMarker()).toEqual({ 'data-analytics-404': '' });
  });
});

describe('track and startAnalytics', () => {
  it('do nothing with analytics off: the tracker is never loaded', async () => {
    track('Contact Sent', { mode: 'embedded' });
    startAnalytics();
    await vi.dynamicImportSettled();
    expect(tracker.loaded).toBe(0);
    expect(tracker.track).not.toHaveBeenCalled();
  });

  it('start the tracker on the site, but not in the content admin', async () => {
    analyticsOn();
    // Before any other test of this file has loaded the (mocked) tracker.
    window.history.replaceState(null, '', '/keystatic/collection/team');
    startAnalytics();
    await vi.dynamicImportSettled();
    expect(tracker.loaded).toBe(0);
    window.history.replaceState(null, '', '/services');
    startAnalytics();
    await vi.dynamicImportSettled();
    expect(tracker.loaded).toBe(1);
  });

  it('send the event with its properties through the tracker when on', async () => {
    analyticsOn();
    track('Contact Sent', { mode: 'no-js' });
    await vi.dynamicImportSettled();
    track('Subscribe');
    await vi.dynamicImportSettled();
    expect(tracker.track.mock.calls).toEqual([
      ['Contact Sent', { props: { mode: 'no-js' } }],
      ['Subscribe', { props: {} }],
    ]);
  });
});
