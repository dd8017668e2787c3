// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://ravidigital.pk/search?q=clinic"}
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlausibleConfig } from '@plausible-analytics/tracker';

const plausible = vi.hoisted(() => ({ init: vi.fn(), track: vi.fn() }));
vi.mock('@plausible-analytics/tracker', () => plausible);

beforeAll(async () => {
  vi.stubEnv('NEXT_PUBLIC_PLAUSIBLE_DOMAIN', 'ravidigital.pk');
  // Loading the module starts the tracker.
  await import('./tracker');
});

beforeEach(() => {
  plausible.track.mockClear();
  document.body.replaceChildren();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// The 404 observer answers the emptied page now, not while the test environment is torn down.
afterAll(async () => {
  document.body.replaceChildren();
  await tick();
});

/** A link carrying the attributes a server component renders through analyticsAttributes. */
function link(event: string, props?: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = 'https://wa.me/923214567890';
  element.dataset.analyticsEvent = event;
  if (props) element.dataset.analyticsProps = JSON.stringify(props);
  element.innerHTML = '<svg><path></path></svg><span>Chat on WhatsApp</span>';
  document.body.append(element);
  return element;
}

describe('starting the tracker', () => {
  it("posts to the site's own /api/event for the built-in domain, with the page address cleaned", () => {
    expect(plausible.init).toHaveBeenCalledOnce();
    const config = plausible.init.mock.calls[0]![0] as PlausibleConfig;
    expect(config).toMatchObject({ domain: 'ravidigital.pk', endpoint: '/api/event' });
    // Plausible's own link, download and form tracking stay off: the named events count those.
    expect(config.outboundLinks ?? false).toBe(false);
    expect(config.fileDownloads ?? false).toBe(false);
    expect(config.formSubmissions ?? false).toBe(false);
    const payload = {
      n: 'pageview',
      u: 'https://ravidigital.pk/search?q=clinic&utm_source=x#top',
      d: 'ravidigital.pk',
    };
    expect(config.transformRequest?.(payload)).toEqual({
      ...payload,
      u: 'https://ravidigital.pk/search?utm_source=x',
    });
  });
});

describe('the click listener', () => {
  it('counts a click anywhere inside a marked link, with its properties', () => {
    const whatsapp = link('WhatsApp Click', { placement: 'service', service: 'web-development' });
    whatsapp.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(plausible.track).toHaveBeenCalledExactlyOnceWith('WhatsApp Click', {
      props: { placement: 'service', service: 'web-development' },
    });
  });

  it('counts a link without properties, and a middle click, but not a right click or an unmarked link', () => {
    const download = link('Profile Download');
    download.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    download.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    const plain = document.createElement('a');
    plain.href = '/about-us';
    document.body.append(plain);
    plain.click();
    expect(plausible.track.mock.calls).toEqual([['Profile Download', { props: {} }]]);
  });

  it('counts even when the link stops the event (listening in the capture phase)', () => {
    const cta = link('Case Study CTA', { project: 'healwell-clinics-website' });
    cta.addEventListener('click', (event) => event.stopPropagation());
    cta.click();
    expect(plausible.track).toHaveBeenCalledExactlyOnceWith('Case Study CTA', {
      props: { project: 'healwell-clinics-website' },
    });
  });
});

describe('the 404 page', () => {
  it('is counted with its path each time its section appears, once', async () => {
    window.history.replaceState(null, '', '/no-such-page?q=x');
    const section = document.createElement('section');
    section.setAttribute('data-analytics-404', '');
    document.body.append(section);
    await tick();
    section.append(document.createElement('p'));
    await tick();
    expect(plausible.track.mock.calls).toEqual([['404', { props: { path: '/no-such-page' } }]]);

    section.remove();
    await tick();
    window.history.replaceState(null, '', '/services/unknown');
    const again = section.cloneNode();
    document.body.append(again);
    await tick();
    expect(plausible.track.mock.calls.at(-1)).toEqual(['404', { props: { path: '/services/unknown' } }]);
    expect(plausible.track).toHaveBeenCalledTimes(2);
  });
});
