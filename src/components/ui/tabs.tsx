'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from '@/lib/tabs';
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
 * Only unlayered CSS, so it beats Tailwind's layered utilities: without JavaScript the tabs
 * cannot switch, so the tab list goes and every panel shows under its own title.
 */
const NO_SCRIPT_CSS =
  '[data-tabs] [data-tabs-list]{display:none}' +
  '[data-tabs] [data-tabs-panel],[data-tabs] [data-tabs-title]{display:block}' +
  '[data-tabs] [data-tabs-panel]+[data-tabs-panel]{margin-top:2.5rem}';

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
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${items[index]?.id ?? index}`;
  const panelId = (index: number) => `${baseId}-panel-${items[index]?.id ?? index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, items.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div data-tabs="" className={className}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
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
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
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
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
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
