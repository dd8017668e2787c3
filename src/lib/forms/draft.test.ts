import { describe, expect, it, vi } from 'vitest';
import { createDraftStore, lengthCounter, type DraftStorage } from './draft';

function memoryStorage(
  initial: Record<string, string> = {},
): DraftStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const empty = { name: '', message: '' };

describe('createDraftStore', () => {
  it('saves as the visitor types and restores in a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = createDraftStore('draft', empty, () => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('name', 'Ayesha');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ name: 'Ayesha', message: '' });
    expect(createDraftStore('draft', empty, () => storage).getSnapshot()).toEqual({
      name: 'Ayesha',
      message: '',
    });
  });

  it('the server snapshot is always empty, and snapshots are stable between changes', () => {
    const store = createDraftStore('draft', empty, () => memoryStorage({ draft: '{"name":"A"}' }));
    expect(store.getServerSnapshot()).toBe(empty);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('clear() empties the form and the storage', () => {
    const storage = memoryStorage();
    const store = createDraftStore('draft', empty, () => storage);
    store.set('message', 'Hello');
    store.clear();
    expect(store.getSnapshot()).toEqual(empty);
    expect(storage.data).toEqual({});
  });

  it('ignores broken or foreign saved values and refused storage', () => {
    expect(createDraftStore('d', empty, () => memoryStorage({ d: '{nope' })).getSnapshot()).toEqual(empty);
    expect(
      createDraftStore('d', empty, () => memoryStorage({ d: '{"name":5,"x":"y"}' })).getSnapshot(),
    ).toEqual(empty);
    const refusing = createDraftStore('d', empty, () => {
      throw new Error('SecurityError');
    });
    refusing.set('name', 'still works');
    expect(refusing.getSnapshot().name).toBe('still works');
  });
});

describe('lengthCounter', () => {
  it('appears from 80 % of the limit', () => {
    expect(lengthCounter(3999, 5000)).toBeNull();
    expect(lengthCounter(4000, 5000)).toBe('4,000 / 5,000');
    expect(lengthCounter(4321, 5000)).toBe('4,321 / 5,000');
    expect(lengthCounter(80, 100)).toBe('80 / 100');
  });
});
