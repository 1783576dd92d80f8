import {
  type DentistApi,
  dataOf,
  IDEMPOTENCY_HEADER,
  type RecursoGlosaRequest,
  withIdempotencyKey,
} from '@odonto/api';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './keys';
import { attachmentName } from './lotes';

/**
 * Sends an appeal of glosas of one batch (POST /v2/glosas/recursos): the appeal registered and the server's
 * message ('Recurso RG000003 enviado. Protocolo 261128000003.'). One click, one Idempotency-Key, repeated by
 * the automatic retries, so one appeal is registered.
 */
export const createRecursoGlosa = (dentistApi: DentistApi, body: RecursoGlosaRequest) =>
  withIdempotencyKey((key) =>
    dataOf(
      dentistApi.POST('/v2/glosas/recursos', { body, params: { header: { [IDEMPOTENCY_HEADER]: key } } }),
    ),
  ).then((answer) => ({ recurso: answer.data, message: answer.message }));

/**
 * The TISS messages of an appeal, as the server serves them (openapi getRecursoGlosaTiss,
 * getRecursoGlosaRespostaTiss): the appeal sent, and the operator's answer once it came (409 before).
 */
const RECURSO_FILES = {
  recurso: {
    path: '/v2/glosas/recursos/{id}/tiss',
    fileName: (numeroRecurso: string) => `RECURSO-${numeroRecurso}.xml`,
  },
  resposta: {
    path: '/v2/glosas/recursos/{id}/resposta/tiss',
    fileName: (numeroRecurso: string) => `RESPOSTA-${numeroRecurso}.xml`,
  },
} as const;

/** Which TISS message of an appeal: the appeal itself, or the operator's answer. */
export type RecursoFile = keyof typeof RECURSO_FILES;

/** A TISS message of an appeal, as its bytes, and the name the server gives it (its own name when none). */
export async function recursoFile(
  dentistApi: DentistApi,
  recurso: { idRecurso: number; numeroRecurso: string },
  kind: RecursoFile,
): Promise<{ file: Blob; fileName: string }> {
  const { path, fileName: nameOf } = RECURSO_FILES[kind];
  let fileName = nameOf(recurso.numeroRecurso);
  const file = await dataOf(
    dentistApi.GET(path, { params: { path: { id: recurso.idRecurso } }, parseAs: 'blob' }).then((result) => {
      fileName = attachmentName(result.response.headers.get('Content-Disposition')) ?? fileName;
      return result;
    }),
  );
  return { file, fileName };
}

/**
 * After an appeal was sent: the glosas (their status and totals), the dashboard and the plans that received its
 * files are stale.
 */
export function recursoSent(queryClient: QueryClient, idsPlano: readonly number[]): void {
  void queryClient.invalidateQueries({ queryKey: ['glosas'] });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  for (const id of new Set(idsPlano)) void queryClient.invalidateQueries({ queryKey: queryKeys.plan(id) });
}
