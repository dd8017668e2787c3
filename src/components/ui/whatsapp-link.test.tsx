import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { ContactDetailsSection } from '@/components/sections/contact-details-section';
import { ProjectWhatsAppLink } from '@/components/sections/project-whatsapp-link';
import { ServiceHeaderSection } from '@/components/sections/service-header-section';
import { copyOf } from '@/content/localized';
import { commonCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { getService, services } from '@/content/services';
import { WhatsAppLink, WhatsAppTextLink } from './whatsapp-link';

const NUMBER = '+92 321 4567890';
const [service] = services;
const [project] = portfolio;
if (!service || !project) throw new Error('the content has no service or no project');

/** Each WhatsApp piece, given the number (or none) the way its server parent passes it. */
const pieces: Record<string, (number: string | undefined) => ReactNode> = {
  WhatsAppLink: (number) => (
    <WhatsAppLink locale="en" number={number} message="Hi">
      Chat
    </WhatsAppLink>
  ),
  WhatsAppTextLink: (number) => (
    <WhatsAppTextLink locale="en" number={number}>
      Chat
    </WhatsAppTextLink>
  ),
  WhatsAppButton: (number) => <WhatsAppButton locale="en" number={number} label="Chat on WhatsApp" />,
  ContactDetailsSection: (number) => <ContactDetailsSection locale="en" whatsapp={number} />,
  ServiceHeaderSection: (number) => <ServiceHeaderSection locale="en" service={service} whatsapp={number} />,
  ProjectWhatsAppLink: (number) => <ProjectWhatsAppLink item={project} whatsapp={number} />,
};

const html = (node: ReactNode) => renderToStaticMarkup(node);

/** The start of the WhatsApp glyph's path (components/ui/icon.tsx). */
const WHATSAPP_MARK = 'd="M17.472 14.382';

describe('with no WhatsApp number set', () => {
  for (const [name, render] of Object.entries(pieces)) {
    it(`${name} shows nothing WhatsApp`, () => {
      const markup = html(render(undefined));
      expect(markup).not.toContain('wa.me');
      // Neither the WhatsApp mark nor a link's new-tab note (the copy around may name WhatsApp).
      expect(markup).not.toContain(WHATSAPP_MARK);
      expect(markup).not.toContain('aria-describedby');
    });
  }

  it('the contact details still show the address, e-mail and phone', () => {
    expect(html(pieces.ContactDetailsSection?.(undefined))).toContain('href="mailto:');
  });
});

describe('with a number', () => {
  for (const [name, render] of Object.entries(pieces)) {
    it(`${name} links to the chat, in a new tab, and says so to screen readers`, () => {
      const markup = html(render(NUMBER));
      expect(markup).toMatch(/href="https:\/\/wa\.me\/923214567890(\?text=[^"]+)?"/);
      expect(markup).toContain('target="_blank" rel="noopener noreferrer"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(markup)?.[1];
      expect(markup).toContain(`<span id="${describedBy}" hidden="">${commonCopy.opensInNewTab}</span>`);
    });
  }

  it('the round button is named by its label alone', () => {
    const markup = html(pieces.WhatsAppButton?.(NUMBER));
    expect(markup).toMatch(/<a [^>]*>(<svg[^]*<\/svg>)<span class="sr-only">Chat on WhatsApp<\/span><\/a>/);
  });

  it('pre-fills the message only when there is one', () => {
    expect(html(pieces.WhatsAppLink?.(NUMBER))).toContain('href="https://wa.me/923214567890?text=Hi"');
    expect(html(pieces.WhatsAppTextLink?.(NUMBER))).toContain('href="https://wa.me/923214567890"');
  });
});

describe('on the Urdu pages', () => {
  const common = copyOf('ur', 'common');
  const contact = copyOf('ur', 'contact');
  const urduService = getService(service.slug, 'ur');
  if (!urduService) throw new Error(`content/ur/services has no ${service.slug}`);
  const chatText = (markup: string) =>
    [...markup.matchAll(/href="https:\/\/wa\.me\/923214567890\?text=([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1] ?? ''),
    );

  it('the round button, the contact page and a service page pre-fill the chat in Urdu', () => {
    const button = html(
      <WhatsAppButton
        locale="ur"
        number={NUMBER}
        label={common.whatsapp.button}
        message={common.whatsapp.message}
      />,
    );
    expect(chatText(button)).toEqual([common.whatsapp.message]);
    expect(chatText(html(<ContactDetailsSection locale="ur" whatsapp={NUMBER} />))).toEqual([
      contact.whatsapp.message,
    ]);
    const serviceMessage = chatText(
      html(<ServiceHeaderSection locale="ur" service={urduService} whatsapp={NUMBER} />),
    );
    expect(serviceMessage).toHaveLength(1);
    expect(serviceMessage[0]).toContain(urduService.title);
    expect(serviceMessage[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('says in Urdu that the chat opens in a new tab', () => {
    expect(html(<WhatsAppButton locale="ur" number={NUMBER} label={common.whatsapp.button} />)).toContain(
      `hidden="">${common.opensInNewTab}</span>`,
    );
  });

  it('writes the number, the e-mail and the phone left to right inside the Urdu text', () => {
    const markup = html(<ContactDetailsSection locale="ur" whatsapp={NUMBER} />);
    expect(markup).toMatch(/<p dir="ltr"[^>]*><span class="sr-only">[^<]+<\/span>\+92 321 4567890<\/p>/);
    expect(markup).toMatch(/<a href="mailto:[^"]+" dir="ltr"/);
    expect(markup).toMatch(/<a href="tel:[^"]+" dir="ltr"/);
  });
});
