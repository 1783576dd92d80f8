import { createMemoryStorage } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { EMPTY_NEW_PLAN_DRAFT, isEmptyNewPlanDraft, parseNewPlanDraft } from '../pages/plan/new/newPlanDraft';
import {
  discardAllDrafts,
  discardDraft,
  discardDraftsOf,
  procedureDraftForm,
  readDraft,
  saveDraft,
} from './draftStore';
import { EMPTY_CHOICE, isEmptyChoice, parsePickerChoice } from './pickerChoice';

const choice = {
  procedureId: '3',
  tooth: 16,
  faces: ['M', 'O'],
  root: false,
  region: null,
  justificativa: 'Cárie extensa na face mesial.',
};
const draft = {
  carteira: '09000001000001001',
  requesterWanted: true,
  requester: { id: null, cro: '54321', uf: 'RJ', nome: 'Dr. João Lima' },
  procedimento: choice,
};
const asIs = (value: unknown) => value;
const SAVED_AT = new Date('2026-11-22T15:00:00.000Z');

describe('the draft store', () => {
  it('should keep a form per user, read it back with when it was kept, and never mix two users', () => {
    const storage = createMemoryStorage();
    saveDraft(storage, '1', 'novo-plano', draft, SAVED_AT);
    expect(readDraft(storage, '1', 'novo-plano', parseNewPlanDraft)).toEqual({
      value: draft,
      savedAt: SAVED_AT,
    });
    expect(readDraft(storage, '2', 'novo-plano', parseNewPlanDraft)).toBeNull();
    expect(readDraft(storage, '1', procedureDraftForm(1040), parsePickerChoice)).toBeNull();
    expect(storage.key(0)).toBe('rascunho:1:novo-plano');
  });

  it('should forget one form on save or discard, and every form of the user on sign-out', () => {
    const storage = createMemoryStorage({ userCro: '12345' });
    saveDraft(storage, '1', 'novo-plano', draft);
    saveDraft(storage, '1', procedureDraftForm(1040), choice);
    saveDraft(storage, '2', 'novo-plano', draft);
    discardDraft(storage, '1', 'novo-plano');
    expect(readDraft(storage, '1', 'novo-plano', asIs)).toBeNull();
    expect(readDraft(storage, '1', procedureDraftForm(1040), asIs)).not.toBeNull();
    discardDraftsOf(storage, '1');
    expect(readDraft(storage, '1', procedureDraftForm(1040), asIs)).toBeNull();
    expect(readDraft(storage, '2', 'novo-plano', asIs)).not.toBeNull();
    discardAllDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('userCro')).toBe('12345');
  });

  it('should drop, rather than offer, a stored value that is not a draft of the form', () => {
    const storage = createMemoryStorage({
      'rascunho:1:novo-plano': '{nem json',
      'rascunho:1:procedimento:7': JSON.stringify({
        versao: 1,
        salvoEm: SAVED_AT.toISOString(),
        valor: { tooth: 99 },
      }),
      'rascunho:1:procedimento:8': JSON.stringify({
        versao: 2,
        salvoEm: SAVED_AT.toISOString(),
        valor: choice,
      }),
    });
    expect(readDraft(storage, '1', 'novo-plano', parseNewPlanDraft)).toBeNull();
    expect(readDraft(storage, '1', procedureDraftForm(7), parsePickerChoice)).toBeNull();
    expect(readDraft(storage, '1', procedureDraftForm(8), parsePickerChoice)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('should keep nothing, and not fail, when the browser refuses to store', () => {
    const full: Storage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('cheio', 'QuotaExceededError');
      },
    };
    expect(() => saveDraft(full, '1', 'novo-plano', draft)).not.toThrow();
  });
});

describe('the forms kept as drafts', () => {
  it('should read back a picker choice and refuse faces, teeth and regions the chart does not have', () => {
    expect(parsePickerChoice(choice)).toEqual(choice);
    expect(parsePickerChoice({ ...choice, faces: ['X'] })).toBeNull();
    expect(parsePickerChoice({ ...choice, tooth: 50 })).toBeNull();
    expect(parsePickerChoice({ ...choice, tooth: 16.5 })).toBeNull();
    expect(parsePickerChoice({ ...choice, tooth: null, region: 'AS' })).toMatchObject({ region: 'AS' });
    expect(parsePickerChoice({ ...choice, region: 'XX' })).toBeNull();
    expect(parsePickerChoice('16')).toBeNull();
  });

  it('should read back a new plan and refuse a requester of no UF', () => {
    expect(parseNewPlanDraft(draft)).toEqual(draft);
    expect(parseNewPlanDraft({ ...draft, requester: { ...draft.requester, uf: 'XX' } })).toBeNull();
    expect(parseNewPlanDraft({ ...draft, carteira: 9000 })).toBeNull();
  });

  it('should call a form with nothing chosen nor typed empty, and one with anything in it not', () => {
    expect(isEmptyChoice(EMPTY_CHOICE)).toBe(true);
    expect(isEmptyChoice({ ...EMPTY_CHOICE, justificativa: '  ' })).toBe(true);
    expect(isEmptyChoice({ ...EMPTY_CHOICE, tooth: 16 })).toBe(false);
    expect(isEmptyNewPlanDraft(EMPTY_NEW_PLAN_DRAFT)).toBe(true);
    expect(isEmptyNewPlanDraft({ ...EMPTY_NEW_PLAN_DRAFT, carteira: '09000001000001001' })).toBe(false);
    expect(isEmptyNewPlanDraft({ ...EMPTY_NEW_PLAN_DRAFT, requesterWanted: true })).toBe(false);
  });
});
