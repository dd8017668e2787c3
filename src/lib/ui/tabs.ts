/**
 * Keyboard model of WAI-ARIA tabs with automatic activation: Left/Right move (and wrap),
 * Home/End jump to the ends. Answers the index to select, or null when the key is not ours.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Only unlayered CSS, so it beats Tailwind's layered utilities: without JavaScript the tabs
 * cannot switch, so the tab list goes and every panel shows under its own title.
 */
export const TABS_NO_SCRIPT_CSS =
  '[data-tabs] [data-tabs-list]{display:none}' +
  '[data-tabs] [data-tabs-panel],[data-tabs] [data-tabs-title]{display:block}' +
  '[data-tabs] [data-tabs-panel]+[data-tabs-panel]{margin-top:2.5rem}';
