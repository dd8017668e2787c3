import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '@/lib/ui/tabs';

/**
 * State of WAI-ARIA tabs with automatic activation: the selected index (the first, as the
 * server renders it), and the props that wire each tab to its panel and give the tabs a roving
 * tabindex that moves with Left/Right (wrapping) and Home/End.
 */
export function useTabs(ids: readonly string[]) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${ids[index] ?? index}`;
  const panelId = (index: number) => `${baseId}-panel-${ids[index] ?? index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexForKey(event.key, selected, ids.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  /** The tab button's props, in the order the attributes are rendered. */
  const tabProps = (index: number) => ({
    ref: (element: HTMLButtonElement | null) => {
      tabRefs.current[index] = element;
    },
    type: 'button' as const,
    role: 'tab',
    id: tabId(index),
    'aria-selected': index === selected,
    'aria-controls': panelId(index),
    tabIndex: index === selected ? 0 : -1,
    onClick: () => setSelected(index),
    onKeyDown,
  });

  /** The panel's props: focusable, so keyboard users reach the content right after the tabs. */
  const panelProps = (index: number) => ({
    role: 'tabpanel',
    id: panelId(index),
    'aria-labelledby': tabId(index),
    tabIndex: 0,
  });

  return { selected, tabProps, panelProps };
}
