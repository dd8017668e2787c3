import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities override earlier ones. For server
 * components: tailwind-merge is about 8 KB compressed, so client components use `clsx` and keep
 * their defaults overridable without merging (see `.icon` in globals.css).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
