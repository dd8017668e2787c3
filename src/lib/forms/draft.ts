/**
 * What a visitor has typed, kept in sessionStorage as they type so a reload (or a crash, or an
 * accidental back) never loses it. Shaped as an external store for `useSyncExternalStore`: the
 * server and the first client render see the empty draft, then the saved one.
 */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DraftStore<T extends Record<string, string>> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  getServerSnapshot(): T;
  set(field: keyof T, value: string): void;
  clear(): void;
}

export function createDraftStore<T extends Record<string, string>>(
  key: string,
  empty: T,
  storage: () => DraftStorage | undefined,
): DraftStore<T> {
  const listeners = new Set<() => void>();
  let current: T | undefined;

  function safeStorage(): DraftStorage | undefined {
    try {
      return storage();
    } catch {
      return undefined;
    }
  }

  function load(): T {
    const raw = (() => {
      try {
        return safeStorage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    })();
    if (!raw) return empty;
    try {
      const saved: unknown = JSON.parse(raw);
      if (typeof saved !== 'object' || saved === null) return empty;
      const draft = { ...empty };
      for (const field of Object.keys(empty) as (keyof T)[]) {
        const value = (saved as Record<string, unknown>)[field as string];
        if (typeof value === 'string') draft[field] = value as T[keyof T];
      }
      return draft;
    } catch {
      return empty;
    }
  }

  function save(next: T) {
    current = next;
    try {
      const isEmpty = Object.values(next).every((value) => value === '');
      if (isEmpty) safeStorage()?.removeItem(key);
      else safeStorage()?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: the form still works, only the reload safety net is gone.
    }
    for (const listener of listeners) listener();
  }

  function getSnapshot(): T {
    current ??= load();
    return current;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot,
    getServerSnapshot() {
      return empty;
    },
    set(field, value) {
      const snapshot = getSnapshot();
      if (snapshot[field] === value) return;
      save({ ...snapshot, [field]: value });
    },
    clear() {
      save(empty);
    },
  };
}

/** The browser's sessionStorage, or nothing (server, or storage disabled). */
export function browserSessionStorage(): DraftStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/** "4,321 / 5,000" once a field holds `from` (80 %) of its limit, otherwise nothing. */
export function lengthCounter(length: number, max: number, from = 0.8): string | null {
  if (length < Math.ceil(max * from)) return null;
  const format = (value: number) => value.toLocaleString('en-US');
  return `${format(length)} / ${format(max)}`;
}
