import { defaultStorage } from '@odonto/api';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { type Draft, type DraftForm, discardDraft, readDraft, saveDraft } from './draftStore';

export interface DraftControls<T> {
  /** A draft found when the form opened, waiting for 'Recuperar rascunho' or 'Descartar'; null otherwise. */
  offered: Draft<T> | null;
  /** 'Recuperar rascunho': the draft's value, which the form takes; it stays kept as the form goes on. */
  restore: () => T | null;
  /** 'Descartar': forgets the draft. */
  discard: () => void;
  /** The form changed: keeps what it holds (null: nothing, the draft goes). Waits while a draft is offered. */
  keep: (value: T | null) => void;
  /** The form was saved: the draft goes. */
  clear: () => void;
}

/**
 * The draft of one form of the signed-in dentist (draftStore.ts): offered back when the form opens, kept as it
 * changes, cleared on save and discard. While an older draft is offered, the form's changes do not replace
 * it: the dentist decides first.
 */
export function useDraft<T>(form: DraftForm, parse: (value: unknown) => T | null): DraftControls<T> {
  const { userId } = useSession();
  const storage = useMemo(() => defaultStorage() ?? null, []);
  const parseRef = useRef(parse);
  const [offered, setOffered] = useState<Draft<T> | null>(() =>
    storage && userId ? readDraft(storage, userId, form, parseRef.current) : null,
  );
  const pending = offered !== null;

  const discard = useCallback(() => {
    if (storage && userId) discardDraft(storage, userId, form);
    setOffered(null);
  }, [storage, userId, form]);

  const restore = useCallback(() => {
    setOffered(null);
    return offered?.value ?? null;
  }, [offered]);

  const keep = useCallback(
    (value: T | null) => {
      if (!storage || !userId || pending) return;
      if (value === null) discardDraft(storage, userId, form);
      else saveDraft(storage, userId, form, value);
    },
    [storage, userId, form, pending],
  );

  const clear = useCallback(() => {
    if (storage && userId) discardDraft(storage, userId, form);
  }, [storage, userId, form]);

  return { offered, restore, discard, keep, clear };
}
