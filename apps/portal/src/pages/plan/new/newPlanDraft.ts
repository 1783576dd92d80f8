import {
  EMPTY_CHOICE,
  isEmptyChoice,
  type PickerChoice,
  parsePickerChoice,
} from '../../../drafts/pickerChoice';
import { isUf, type Requester } from './requester';

/**
 * What the new-plan page keeps as a draft (issue #34). Of the beneficiary only the card number: restoring
 * searches it again, so that no name, CPF or birth date of theirs waits in the browser.
 */
export interface NewPlanDraft {
  carteira: string | null;
  requesterWanted: boolean;
  requester: Requester | null;
  procedimento: PickerChoice;
}

export const EMPTY_NEW_PLAN_DRAFT: NewPlanDraft = {
  carteira: null,
  requesterWanted: false,
  requester: null,
  procedimento: EMPTY_CHOICE,
};

/** Nothing chosen nor typed yet: no draft to keep. */
export const isEmptyNewPlanDraft = (draft: NewPlanDraft): boolean =>
  draft.carteira === null && !draft.requesterWanted && isEmptyChoice(draft.procedimento);

function parseRequester(value: unknown): Requester | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { id, cro, uf, nome } = value as Record<string, unknown>;
  if (id !== null && typeof id !== 'string') return undefined;
  if (typeof cro !== 'string' || typeof nome !== 'string' || typeof uf !== 'string' || !isUf(uf))
    return undefined;
  return { id, cro, uf, nome };
}

/** A stored new-plan draft read back, or null when it is not one. */
export function parseNewPlanDraft(value: unknown): NewPlanDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { carteira, requesterWanted, requester, procedimento } = value as Record<string, unknown>;
  if (carteira !== null && typeof carteira !== 'string') return null;
  if (typeof requesterWanted !== 'boolean') return null;
  const parsedRequester = parseRequester(requester);
  const parsedChoice = parsePickerChoice(procedimento);
  if (parsedRequester === undefined || parsedChoice === null) return null;
  return { carteira, requesterWanted, requester: parsedRequester, procedimento: parsedChoice };
}
