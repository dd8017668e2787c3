'use client';

import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ContactDraft } from '@/content/types';
import { typedValuesFromSearchParams } from '@/lib/forms/return-location';
import { browserSessionStorage, createDraftStore } from '@/lib/forms/draft';

export type ContactFieldName = keyof ContactDraft;

/** The props that bind one field to the draft: its name, value and change handler. */
export interface ContactFieldBinding {
  name: ContactFieldName;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
}

const draftStore = createDraftStore<ContactDraft>(
  'ravi-digital:contact-draft',
  { name: '', email: '', subject: '', package: '', message: '' },
  browserSessionStorage,
);

/**
 * What a visitor has typed in the contact form, kept in sessionStorage as they type (see
 * lib/forms/draft). `initialValues` are shown from the first render, e.g. a subject named by the link.
 */
export function useContactDraft(initialValues?: Partial<ContactDraft>) {
  const serverDraft = useMemo(
    () => ({ ...draftStore.getServerSnapshot(), ...initialValues }),
    [initialValues],
  );
  const draft = useSyncExternalStore(draftStore.subscribe, draftStore.getSnapshot, () => serverDraft);

  // Values in the address (a case study's `?subject=`, or what was typed before a failed send
  // without JavaScript) become the draft. The server renders them too, but a client-side
  // navigation can show the prerendered page, so they are read from the address here.
  useLayoutEffect(() => {
    const fromAddress = typedValuesFromSearchParams(new URLSearchParams(window.location.search), 'contact');
    for (const [name, value] of Object.entries(fromAddress) as [ContactFieldName, string][]) {
      if (value) draftStore.set(name, value);
    }
  }, []);

  const bind = (name: ContactFieldName): ContactFieldBinding => ({
    name,
    value: draft[name],
    onChange: (event) => draftStore.set(name, event.currentTarget.value),
  });

  return { bind, clear: draftStore.clear };
}
