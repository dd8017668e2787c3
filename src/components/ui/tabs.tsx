'use client';

import type { ReactNode } from 'react';
import { useTabs } from '@/lib/hooks/use-tabs';
import { TABS_NO_SCRIPT_CSS } from '@/lib/ui/tabs';
import { clsx } from 'clsx';

export interface TabItem {
  /** Stable key, used in the element ids. */
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list (or use `labelledBy`). */
  label?: string;
  /** id of an element that names the tab list. */
  labelledBy?: string;
  /** Level of each panel's title, shown only without JavaScript (when every panel is listed). */
  titleLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  /** Classes of each panel; replaces the default top margin (`mt-8`). */
  panelClassName?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: roving tabindex, Left/Right move and wrap,
 * Home/End jump. The server renders the first tab selected.
 */
export function Tabs({
  items,
  label,
  labelledBy,
  titleLevel: Title = 'h3',
  className,
  panelClassName,
}: TabsProps) {
  const { selected, tabProps, panelProps } = useTabs(items.map((item) => item.id));

  return (
    <div data-tabs="" className={className}>
      <noscript>
        <style>{TABS_NO_SCRIPT_CSS}</style>
      </noscript>
      <div
        role="tablist"
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-orientation="horizontal"
        data-tabs-list=""
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.id}
              {...tabProps(index)}
              className={clsx(
                'rounded-full border px-5 py-3 text-sm font-semibold transition-colors duration-200',
                isSelected
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-ink-600 text-muted hover:border-fg hover:text-fg',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = index === selected;
        return (
          <div
            key={item.id}
            {...panelProps(index)}
            data-tabs-panel=""
            data-state={isSelected ? 'active' : 'inactive'}
            className={clsx('rounded-sm data-[state=inactive]:hidden', panelClassName ?? 'mt-8')}
          >
            <Title data-tabs-title="" className="mb-4 hidden text-2xl font-bold text-fg">
              {item.label}
            </Title>
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
