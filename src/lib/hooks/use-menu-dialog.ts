import { usePathname } from 'next/navigation';
import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function supportsInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
}

/**
 * Behaviour of the full-screen menu, a modal `<dialog>` opened by a toggle button. Invoker
 * commands open and close it without JavaScript where the browser has them; `open` and `close`
 * cover the rest. `trapFocus` keeps Tab inside the dialog; focus returns to the toggle on close,
 * and the menu closes after a navigation. Answers the current path too, for `aria-current`.
 */
export function useMenuDialog() {
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

  return { dialogRef, toggleRef, pathname, open, close, trapFocus };
}
