import 'react';

/**
 * Invoker commands (`commandfor` / `command`) let a button open or close a dialog without
 * JavaScript. React passes the attributes through; its types do not list them yet.
 */
declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
