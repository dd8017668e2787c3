import { SiteLink } from '@/components/ui/site-link';
import type { ComponentProps } from 'react';
import { ControlIcon, type ControlIconName } from '@/components/ui/control-icon';
import { clsx } from 'clsx';

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  outline: 'border border-ink-600 text-fg hover:border-accent hover:text-accent',
} as const;

const sizes = {
  md: 'px-6 py-3.5 text-sm',
  lg: 'px-7 py-4 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Shared look of button-like controls (links and buttons). */
export function buttonClasses({
  variant = 'primary',
  size = 'lg',
  className,
}: { variant?: ButtonVariant; size?: keyof typeof sizes; className?: string } = {}): string {
  return clsx(
    'inline-flex items-center justify-center gap-3 rounded-full font-semibold transition-colors duration-200 active:translate-y-px',
    variants[variant],
    sizes[size],
    className,
  );
}

interface ButtonLinkProps extends ComponentProps<typeof SiteLink> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  icon?: ControlIconName;
}

/** A link that looks like a button: calls to action, 'Read More', 'View All'. */
export function ButtonLink({ variant, size, icon, className, children, ...props }: ButtonLinkProps) {
  return (
    <SiteLink className={buttonClasses({ variant, size, className })} data-magnetic="" {...props}>
      {children}
      {icon ? <ControlIcon name={icon} /> : null}
    </SiteLink>
  );
}
