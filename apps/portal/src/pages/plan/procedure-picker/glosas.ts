import {
  type DentistApi,
  type DentistPaths,
  dataOf,
  failureOf,
  type NovoPlanoTratamentoItem,
} from '@odonto/api';
import { useEffect, useState } from 'react';

/** A glosa the item would get (Tabela 38 code, official text, how to fix it in pt-BR). */
export type GlosaPrevista =
  DentistPaths['/v2/planoTratamentoItens/validacao']['post']['responses'][200]['content']['application/json']['data'][number];

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

/** The glosas of an item creation refused by the rules (422 with `glosas`); [] for any other failure. */
export function refusedGlosas(thrown: unknown): GlosaPrevista[] {
  const failure = failureOf(thrown);
  if (failure.status !== 422 || typeof failure.body !== 'object' || failure.body === null) return [];
  const glosas = (failure.body as { glosas?: unknown }).glosas;
  return Array.isArray(glosas) ? glosas.filter(isGlosa) : [];
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
