'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { NavLink } from '@/content/types';

const DIALOG_ID = 'site-menu';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MenuOverlayProps {
  links: readonly NavLink[];
  /** Secondary column: services and contact details, rendered by the server. */
  aside: ReactNode;
}

function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/**
 * Full-screen menu in a modal `<dialog>`. Invoker commands open and close it without
 * JavaScript where the browser has them; the handlers below cover the rest, keep Tab inside
 * the dialog, return focus to the toggle and close the menu after a navigation.
 */
export function MenuOverlay({ links, aside }: MenuOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => toggleRef.current?.focus();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

  const open = () => {
    if (!supportsInvokerCommands()) dialogRef.current?.showModal();
  };
  const close = () => {
    if (!supportsInvokerCommands()) dialogRef.current?.close();
  };

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
        <Icon name="menu" />
        <span>Menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-label="Site menu"
        data-scroll-lock=""
        onKeyDown={trapFocus}
        className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink-950 p-0 text-fg backdrop:bg-black/70 open:animate-[menu-in_400ms_var(--ease-out-expo)]"
      >
        <div className="container-site flex min-h-full flex-col py-5">
          <div className="flex items-center justify-between">
            <p className="eyebrow">Menu</p>
            <button
              type="button"
              commandfor={DIALOG_ID}
              command="close"
              onClick={close}
              className="inline-flex h-11 items-center gap-2 rounded-full border border-ink-700 px-4 text-sm font-semibold transition-colors hover:border-accent hover:text-accent"
            >
              <Icon name="close" />
              <span>Close</span>
              <span className="sr-only"> menu</span>
            </button>
          </div>
          <div className="grid flex-1 gap-12 py-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
            <nav aria-label="Site menu">
              <ol className="space-y-1 sm:space-y-2">
                {links.map((link, index) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
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
                    </Link>
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
