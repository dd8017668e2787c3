import { useEffect, useState, type KeyboardEvent } from 'react';

interface ComboboxConfig<T> {
  /** The options of the listbox, in order. */
  options: readonly T[];
  /** The DOM id of the option at a position, for `aria-activedescendant`. */
  optionId: (position: number) => string;
  /** Enter on the active option. */
  onPick: (option: T) => void;
  onEscape: () => void;
}

/**
 * The active option of a combobox whose focus stays in its input (the ARIA 1.2 pattern):
 * ArrowDown and ArrowUp move through the options and wrap around, Enter picks the active option
 * (with none, Enter does what it would, such as submitting the form), Escape calls `onEscape`.
 */
export function useCombobox<T>({ options, optionId, onPick, onEscape }: ComboboxConfig<T>) {
  const [active, setActive] = useState(-1);
  const expanded = options.length > 0;
  const activeOption = active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) return;
        event.preventDefault();
        setActive((current) => (current + 1) % options.length);
        break;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
        break;
      case 'Enter':
        if (!activeOption) return;
        event.preventDefault();
        onPick(activeOption);
        break;
      case 'Escape':
        event.preventDefault();
        onEscape();
        break;
    }
  };

  return {
    active,
    setActive,
    expanded,
    activeId: activeOption ? optionId(active) : undefined,
    onKeyDown,
  };
}
