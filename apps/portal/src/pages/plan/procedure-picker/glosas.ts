import {
  type DentistApi,
  type DentistPaths,
  dataOf,
  failureOf,
  fieldErrorsOf,
  type NovoPlanoTratamentoItem,
} from '@odonto/api';
import { JUSTIFICATIVA_MIN_LENGTH } from '@odonto/contract';
import { useEffect, useState } from 'react';

/** A glosa the item would get (Tabela 38 code, official text, how to fix it in pt-BR). */
export type GlosaPrevista =
  DentistPaths['/v2/planoTratamentoItens/validacao']['post']['responses'][200]['content']['application/json']['data'][number];

/** The shortest and longest technical justification the server takes (TISS `observacao` holds 500). */
export const JUSTIFICATION_MIN = JUSTIFICATIVA_MIN_LENGTH;
export const JUSTIFICATION_MAX = 500;

/**
 * Tabela 38's eligibility codes (issue #30): an expired card (1017), carência (1007, 1410), coverage (1420, 3109).
 * They speak of the beneficiary's contract, not of the item: no change to the item removes them.
 */
export const ELIGIBILITY_CODES: ReadonlySet<string> = new Set(['1007', '1017', '1410', '1420', '3109']);

/** Whether every predicted glosa is about the beneficiary's eligibility, none about the item itself. */
export const onlyEligibility = (glosas: readonly GlosaPrevista[]) =>
  glosas.length > 0 && glosas.every((glosa) => ELIGIBILITY_CODES.has(glosa.codigo));

/** How long the picker waits after the last change before it asks the server (ms). */
export const PREDICTION_DEBOUNCE_MS = 350;

/** The glosas the server predicts for the would-be item (POST /v2/planoTratamentoItens/validacao). */
export const predictGlosas = (dentistApi: DentistApi, body: NovoPlanoTratamentoItem, signal: AbortSignal) =>
  dataOf(dentistApi.POST('/v2/planoTratamentoItens/validacao', { body, signal })).then(
    (answer) => answer.data,
  );

const isGlosa = (value: unknown): value is GlosaPrevista =>
  typeof value === 'object' &&
  value !== null &&
  ['codigo', 'descricao', 'correcao'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/** The fields of the chart's choice a refusal can name in `invalid-params`: the tooth, faces and region. */
export const ITEM_SITE_FIELDS = ['idDente', 'faces', 'arcada', 'hemiArcada', 'sextante', 'regiao'] as const;
export type ItemSiteField = (typeof ITEM_SITE_FIELDS)[number];

/** Why an item creation was refused, as the picker shows it next to the chart. */
export interface Refusal {
  /** The glosas of a 422 from the rules (code, official text, how to fix it). */
  glosas: GlosaPrevista[];
  /** The server's reason for each part of the choice it names (400 or 422), read by field name. */
  fields: Partial<Record<ItemSiteField, string>>;
  /** The server's reason when it names the justification (missing or too short). */
  justificativa?: string;
}

export const NO_REFUSAL: Refusal = { glosas: [], fields: {} };

/**
 * The refusal of an item creation: the glosas of a 422 (`glosas`), and the parts of the choice at fault by
 * their names in `invalid-params`, never by reading the sentences. Empty for any other failure.
 */
export function refusalOf(thrown: unknown): Refusal {
  const failure = failureOf(thrown);
  const fields = fieldErrorsOf(failure, ITEM_SITE_FIELDS);
  const { justificativa } = fieldErrorsOf(failure, ['justificativa'] as const);
  const named = justificativa ? { justificativa } : {};
  if (failure.status !== 422 || typeof failure.body !== 'object' || failure.body === null) {
    return { glosas: [], fields, ...named };
  }
  const glosas = (failure.body as { glosas?: unknown }).glosas;
  return { glosas: Array.isArray(glosas) ? glosas.filter(isGlosa) : [], fields, ...named };
}

/** The glosas of an item creation refused by the rules (422 with `glosas`); [] for any other failure. */
export const refusedGlosas = (thrown: unknown): GlosaPrevista[] => refusalOf(thrown).glosas;

/** The reasons to show for the parts of the choice a refusal names that no glosa already explains. */
export function unexplainedReasons(refusal: Refusal): string[] {
  if (refusal.glosas.length > 0) return [];
  return ITEM_SITE_FIELDS.flatMap((field) => {
    const reason = refusal.fields[field];
    return reason ? [reason] : [];
  });
}

/** Where the prediction stands: nothing to ask yet, asking, the answer, or no answer. */
export type Prediction =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; glosas: GlosaPrevista[] }
  | { state: 'failed' };

/**
 * Asks the server for the glosas of `body` once it has stood still for PREDICTION_DEBOUNCE_MS; a change
 * cancels the pending wait and the request in flight. `body` null (nothing complete to check) is idle.
 */
export function useGlosaPrediction(dentistApi: DentistApi, body: NovoPlanoTratamentoItem | null): Prediction {
  const key = body ? JSON.stringify(body) : '';
  const [prediction, setPrediction] = useState<Prediction>({ state: 'idle' });
  useEffect(() => {
    if (!key) {
      setPrediction({ state: 'idle' });
      return;
    }
    const request = JSON.parse(key) as NovoPlanoTratamentoItem;
    const controller = new AbortController();
    setPrediction({ state: 'checking' });
    const timer = setTimeout(() => {
      predictGlosas(dentistApi, request, controller.signal).then(
        (glosas) => {
          if (!controller.signal.aborted) setPrediction({ state: 'done', glosas });
        },
        () => {
          if (!controller.signal.aborted) setPrediction({ state: 'failed' });
        },
      );
    }, PREDICTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dentistApi, key]);
  return prediction;
}
