/**
 * Drafts of the forms a dentist may be filling in when the session ends (issue #34): the new plan and the
 * procedure being added to a plan. Kept in the browser's localStorage per user (the access token's `sub`),
 * never with a token, so that after an expiry and a new sign-in the work is offered back. Cleared when the form
 * is saved, when the dentist discards it and on 'Sair' (docs/security.md, "Token storage in the browser").
 */

/** Every draft key starts with this; what follows is the user's id and the form. */
export const DRAFT_PREFIX = 'rascunho:';

/** Which form a draft is of: the new plan, or the procedure being added to plan `planId`. */
export type DraftForm = 'novo-plano' | `procedimento:${number}`;

/** The add-procedure form of a plan. */
export const procedureDraftForm = (planId: number): DraftForm => `procedimento:${planId}`;

/** A draft read back: what the form held, and when. */
export interface Draft<T> {
  value: T;
  savedAt: Date;
}

/** What is stored: a version, so that a later shape of a form never restores an older one wrongly. */
interface StoredDraft {
  versao: 1;
  salvoEm: string;
  valor: unknown;
}

const draftKey = (userId: string, form: DraftForm) => `${DRAFT_PREFIX}${userId}:${form}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { versao, salvoEm } = value as Record<string, unknown>;
  return versao === 1 && typeof salvoEm === 'string' && Number.isFinite(Date.parse(salvoEm));
}

/**
 * Keeps what the form holds. Best effort: a browser that refuses to store (private mode, a full quota) leaves
 * the form working as before, without a draft.
 */
export function saveDraft(
  storage: Storage,
  userId: string,
  form: DraftForm,
  value: unknown,
  now: Date = new Date(),
): void {
  const stored: StoredDraft = { versao: 1, salvoEm: now.toISOString(), valor: value };
  try {
    storage.setItem(draftKey(userId, form), JSON.stringify(stored));
  } catch {
    // Nothing kept: the form itself is unaffected.
  }
}

/**
 * The user's draft of the form, or null: none, or one that does not read as the form's shape (`parse` says),
 * which is removed rather than offered.
 */
export function readDraft<T>(
  storage: Storage,
  userId: string,
  form: DraftForm,
  parse: (value: unknown) => T | null,
): Draft<T> | null {
  const key = draftKey(userId, form);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const value = isStoredDraft(stored) ? parse(stored.valor) : null;
  if (!isStoredDraft(stored) || value === null) {
    storage.removeItem(key);
    return null;
  }
  return { value, savedAt: new Date(stored.salvoEm) };
}

/** Forgets the user's draft of the form (saved, or discarded). */
export function discardDraft(storage: Storage, userId: string, form: DraftForm): void {
  storage.removeItem(draftKey(userId, form));
}

/** The keys of drafts in storage: every user's, or one user's. */
function draftKeys(storage: Storage, userId?: string): string[] {
  const prefix = userId === undefined ? DRAFT_PREFIX : `${DRAFT_PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Forgets every draft of the user ('Sair': an explicit sign-out leaves no health data of theirs behind). */
export function discardDraftsOf(storage: Storage, userId: string): void {
  for (const key of draftKeys(storage, userId)) storage.removeItem(key);
}

/** Forgets every user's drafts (the stories, each starting clean). */
export function discardAllDrafts(storage: Storage): void {
  for (const key of draftKeys(storage)) storage.removeItem(key);
}
