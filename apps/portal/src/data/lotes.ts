import { type DentistApi, dataOf, type Lote } from '@odonto/api';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { envelopeData } from './account';
import { queryKeys } from './keys';

/** The dentist's billing batches, newest first: the open one and those sent (GET /v2/lotes). */
export const lotesQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: queryKeys.loteList,
    queryFn: ({ signal }) => dataOf(dentistApi.GET('/v2/lotes', { signal })).then(envelopeData),
  });

/** One batch with its guides, items and, while open, what keeps it from being sent (GET /v2/lotes/{id}). */
export const loteQuery = (dentistApi: DentistApi, id: number) =>
  queryOptions({
    queryKey: queryKeys.lote(id),
    queryFn: ({ signal }) =>
      dataOf(dentistApi.GET('/v2/lotes/{id}', { params: { path: { id } }, signal })).then(envelopeData),
  });

/** Sends the open batch to the operator (POST /v2/lotes/{id}/envio): the sent batch and the server's message. */
export const sendLote = (dentistApi: DentistApi, id: number) =>
  dataOf(dentistApi.POST('/v2/lotes/{id}/envio', { params: { path: { id } } })).then((answer) => ({
    lote: answer.data,
    message: answer.message,
  }));

/**
 * The files of a batch, as the server serves them (openapi getLoteTiss, getLoteDemonstrativoTiss,
 * getLoteDemonstrativoPdf): the TISS message sent, and, once paid, the payment statement in XML and in PDF.
 */
const LOTE_FILES = {
  tiss: { path: '/v2/lotes/{id}/tiss', fileName: (numeroLote: string) => `LOTE-${numeroLote}.xml` },
  demonstrativoXml: {
    path: '/v2/lotes/{id}/demonstrativo/tiss',
    fileName: (numeroLote: string) => `DEMONSTRATIVO-${numeroLote}.xml`,
  },
  demonstrativoPdf: {
    path: '/v2/lotes/{id}/demonstrativo/pdf',
    fileName: (numeroLote: string) => `DEMONSTRATIVO-${numeroLote}.pdf`,
  },
} as const;

/** Which file of a batch: its TISS message, or its payment statement (XML or PDF). */
export type LoteFile = keyof typeof LOTE_FILES;

/** A file of the batch, as its bytes, and the name the server gives it (its own name when it gives none). */
export async function loteFile(
  dentistApi: DentistApi,
  lote: Pick<Lote, 'idLote' | 'numeroLote'>,
  kind: LoteFile,
): Promise<{ file: Blob; fileName: string }> {
  const { path, fileName: nameOf } = LOTE_FILES[kind];
  let fileName = nameOf(lote.numeroLote);
  const file = await dataOf(
    dentistApi.GET(path, { params: { path: { id: lote.idLote } }, parseAs: 'blob' }).then((result) => {
      fileName = attachmentName(result.response.headers.get('Content-Disposition')) ?? fileName;
      return result;
    }),
  );
  return { file, fileName };
}

/** The sent batch's TISS message (GET /v2/lotes/{id}/tiss). */
export const loteTiss = (dentistApi: DentistApi, lote: Pick<Lote, 'idLote' | 'numeroLote'>) =>
  loteFile(dentistApi, lote, 'tiss');

/** The batch's TISS file as the server names it (openapi getLoteTiss): LOTE-000012.xml. */
export const loteXmlFileName = LOTE_FILES.tiss.fileName;

/** The file name of a `Content-Disposition: attachment; filename="…"` header; null without one. */
export function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  const name = match?.[1]?.trim();
  // A name only, never a path.
  return name && !/[\\/]/.test(name) ? name : null;
}

/**
 * After a batch changed (items performed, the batch sent): the batch list and every batch are stale; a sent
 * batch the server answered is put in place at once.
 */
export function lotesChanged(queryClient: QueryClient, sent?: Lote): void {
  if (sent) queryClient.setQueryData(queryKeys.lote(sent.idLote), sent);
  void queryClient.invalidateQueries({ queryKey: queryKeys.lotes });
}
