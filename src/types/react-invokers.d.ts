import 'react';

/**
 * Invoker commands (`commandfor` / `command`) let a button open or close a dialog without
 * JavaScript. React passes the attributes through; its types do not list them yet.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
