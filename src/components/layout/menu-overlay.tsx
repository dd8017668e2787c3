'use client';

import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { ControlIcon } from '@/components/ui/control-icon';
import type { MenuCopy, NavLink } from '@/content/types';
import { useMenuDialog } from '@/lib/hooks/use-menu-dialog';

const DIALOG_ID = 'site-menu';

interface MenuOverlayProps {
  links: readonly NavLink[];
  copy: MenuCopy;
  /** Secondary column: services and contact details, rendered by the server. */
  aside: ReactNode;
  /** The link to this page in the other language, beside the close button. */
  languageSwitch?: ReactNode;
}

/** Full-screen menu in a modal `<dialog>`, behind a toggle in the header. */
export function MenuOverlay({ links, copy, aside, languageSwitch }: MenuOverlayProps) {
  const { dialogRef, toggleRef, pathname, open, close, trapFocus } = useMenuDialog();

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        commandfor={DIALOG_ID}
        command="show-modal"
        onClick={open}
        aria-haspopup="dialog"
        aria-controls={DIALOG_ID}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-700 px-4 text-sm font-semibold text-fg transition-colors hover:border-accent hover:text-accent"
      >
        <ControlIcon name="menu" />
        <span>{copy.open}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-label={copy.name}
        data-scroll-lock=""
        onKeyDown={trapFocus}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink-950 p-0 text-fg backdrop:bg-black/70 open:animate-[menu-in_400ms_var(--ease-out-expo)]"
      >
        <div className="container-site flex min-h-full flex-col py-5">
          <div className="flex items-center justify-between">
            <p className="eyebrow">{copy.heading}</p>
            <div className="flex items-center gap-2">
              {languageSwitch}
              <button
                type="button"
                commandfor={DIALOG_ID}
                command="close"
                onClick={close}
                className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-700 px-4 text-sm font-semibold transition-colors hover:border-accent hover:text-accent"
              >
                <ControlIcon name="close" />
                <span>{copy.close}</span>
                <span className="sr-only">{` ${copy.closeHint}`}</span>
              </button>
            </div>
          </div>
          <div className="grid flex-1 gap-12 py-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
            <nav aria-label={copy.name}>
              <ol className="space-y-1 sm:space-y-2">
                {links.map((link, index) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      hrefLang={link.hrefLang}
                      aria-current={pathname === link.href ? 'page' : undefined}
                      className="group flex items-baseline gap-4 font-display text-4xl font-semibold tracking-tight transition-colors hover:text-accent aria-[current=page]:text-accent sm:text-6xl"
                    >
                      <span
                        aria-hidden="true"
                        className="font-sans text-sm font-medium text-muted tabular-nums"
                      >
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ol>
            </nav>
            {aside}
          </div>
        </div>
      </dialog>
    </>
  );
}
