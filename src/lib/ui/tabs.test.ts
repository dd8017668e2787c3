import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './tabs';

describe('tabIndexForKey', () => {
  it('moves right and wraps from the last tab to the first', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 4)).toBe(3);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
  });

  it('moves left and wraps from the first tab to the last', () => {
    expect(tabIndexForKey('ArrowLeft', 3, 4)).toBe(2);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('jumps to the ends with Home and End', () => {
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 1, 4)).toBe(3);
  });

  it('stays put with a single tab', () => {
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) expect(tabIndexForKey(key, 0, 1)).toBe(0);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(tabIndexForKey('ArrowDown', 1, 4)).toBeNull();
    expect(tabIndexForKey('Enter', 1, 4)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
