import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { ContactDetailsSection } from '@/components/sections/contact-details-section';
import { ProjectWhatsAppLink } from '@/components/sections/project-whatsapp-link';
import { ServiceHeaderSection } from '@/components/sections/service-header-section';
import { commonCopy } from '@/content/pages';
import { portfolio } from '@/content/portfolio';
import { services } from '@/content/services';
import { WhatsAppLink, WhatsAppTextLink } from './whatsapp-link';

const NUMBER = '+92 321 4567890';
const [service] = services;
const [project] = portfolio;
if (!service || !project) throw new Error('the content has no service or no project');

/** Each WhatsApp piece, given the number (or none) the way its server parent passes it. */
const pieces: Record<string, (number: string | undefined) => ReactNode> = {
  WhatsAppLink: (number) => (
    <WhatsAppLink number={number} message="Hi">
      Chat
    </WhatsAppLink>
  ),
  WhatsAppTextLink: (number) => <WhatsAppTextLink number={number}>Chat</WhatsAppTextLink>,
  WhatsAppButton: (number) => <WhatsAppButton number={number} label="Chat on WhatsApp" />,
  ContactDetailsSection: (number) => <ContactDetailsSection whatsapp={number} />,
  ServiceHeaderSection: (number) => <ServiceHeaderSection service={service} whatsapp={number} />,
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
