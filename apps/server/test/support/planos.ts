import { demoPng } from '../../src/arquivos/demonstracao';
import type { ItemStatus } from '../../src/ciclo-de-vida/schema';
import type { DentistOperations, DentistSchema, QueryParams } from '../../src/contract';
import { callOperation, type OperationResponse, operationResponse, operationUrl } from './operations';
import type { TestServer } from './server';

export const MARIA_CARTEIRA = '09000001000001001';
export const MARIA_CPF = '52998224725';
/** 'Restauração em resina fotopolimerizável 2 faces'. */
export const RESTAURACAO_2_FACES = '85100200';

/** A valid PNG of width x height grey pixels (a real image any decoder opens). */
export function pngBytes(width = 1, height = 1): Buffer {
  return demoPng(width, height);
}

/** Creates a plan for Maria da Silva as the dentist of the token; returns its id. */
export async function createPlan(server: TestServer, token: string): Promise<number> {
  const response = await callOperation(server, 'createPlanoTratamento', {
    token,
    body: { matriculaBeneficiario: MARIA_CARTEIRA },
  });
  return response.bodyAt(201).data.id;
}

/**
 * The id and TUSS code of a procedure of the seeded table: 'Restauração em resina fotopolimerizável 2 faces'
 * by default, which the procedure rules accept on tooth 16, faces M,O.
 */
export async function someProcedure(
  server: Pick<TestServer, 'db'>,
  tuss: string = RESTAURACAO_2_FACES,
): Promise<{ id: number; tuss: string }> {
  return server.db
    .selectFrom('procedimento')
    .select(['id', 'tuss'])
    .where('tuss', '=', tuss)
    .executeTakeFirstOrThrow();
}

/**
 * Posts an item to a plan: a two-face restoration on tooth 16, faces M,O unless `item` says otherwise (its
 * `codTuss` chooses the procedure, e.g. '85100218' for three faces).
 */
export async function postItem(
  server: Pick<TestServer, 'baseUrl' | 'db'>,
  token: string,
  planoId: number,
  item: Partial<DentistSchema<'NovoPlanoTratamentoItem'>> = {},
) {
  const procedimento = await someProcedure(server, item.codTuss);
  return callOperation(server, 'createPlanoTratamentoItem', {
    token,
    body: {
      idPlanoTratamento: planoId,
      idAudiProcedimento: procedimento.id,
      codTuss: procedimento.tuss,
      idDente: 16,
      faces: 'M,O',
      ...item,
    },
  });
}

/** What a dentist writes when a test's item is on a tooth the record does not call for (issue #29). */
export const TEST_JUSTIFICATIVA =
  'Lesão confirmada no exame clínico e na radiografia interproximal do dente.';

/**
 * Adds an item (on tooth 16, faces M,O unless `item` says otherwise); returns its id. It goes with a
 * technical justification, as a dentist sends an item the rules predict glosas for (a restoration on a tooth
 * the demo records hígido, say); the server keeps it only when glosas were predicted. A second item of the
 * same procedure in one plan needs another site: the rules predict a duplicate (3007).
 */
export async function addItem(
  server: TestServer,
  token: string,
  planoId: number,
  item: Partial<DentistSchema<'NovoPlanoTratamentoItem'>> = {},
): Promise<number> {
  return (await postItem(server, token, planoId, { justificativa: TEST_JUSTIFICATIVA, ...item })).bodyAt(201)
    .data.idProcedimentoItem;
}

/** The files of a plan (PlanoImagem), each with its signed link, as the plan's dentist reads them. */
export async function planImages(server: TestServer, token: string, planoId: number) {
  const response = await callOperation(server, 'getPlanoTratamento', { token, path: { id: planoId } });
  const plan = response.bodyAt(200).data;
  if (!plan) throw new Error(`plano ${planoId} não encontrado`);
  return plan.imagens;
}

/** What the operator's audit does outside the portal: sets an item's status. */
export async function setItemStatus(server: TestServer, itemId: number, status: ItemStatus) {
  await server.db.updateTable('planoTratamentoItem').set({ status }).where('id', '=', itemId).execute();
}

type UploadOperation = DentistOperations['uploadPlanoTratamentoImagem'];

/** Sends a file to a plan as multipart/form-data. */
export async function uploadMultipart(
  server: Pick<TestServer, 'baseUrl'>,
  token: string,
  planoId: number,
  file: { name: string; bytes: Uint8Array; type?: string },
  options: { cpf?: string; idImagemTipo?: string; idProcedimentoItem?: number } = {},
): Promise<OperationResponse<UploadOperation>> {
  const fields: Omit<DentistSchema<'UploadImagemMultipart'>, 'file'> = {
    IdImagemTipo: options.idImagemTipo ?? '1',
    IdUsuario: '12345',
    ...(options.idProcedimentoItem === undefined
      ? {}
      : { IdProcedimentoItem: String(options.idProcedimentoItem) }),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  // Without a CPF by default, as the portal sends it; older clients' CPF only when a test gives one.
  const query: QueryParams<UploadOperation> = {
    idPlanoTratamento: planoId,
    ...(options.cpf === undefined ? {} : { cpf: options.cpf }),
  };
  const url = operationUrl('uploadPlanoTratamentoImagem', { query });
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return operationResponse<UploadOperation>(response);
}

/** Sends a file to a plan as JSON with the bytes in base64. */
export function uploadJson(
  server: TestServer,
  token: string,
  planoId: number,
  file: { name?: string; bytes: Uint8Array },
  options: { cpf?: string } = {},
) {
  return callOperation(server, 'uploadPlanoTratamentoImagem', {
    token,
    query: { idPlanoTratamento: planoId, ...(options.cpf === undefined ? {} : { cpf: options.cpf }) },
    body: {
      IdImagemTipo: 1,
      ContentType: 'image/png',
      Data: Buffer.from(file.bytes).toString('base64'),
      ...(file.name ? { NomeArquivo: file.name } : {}),
    },
  });
}

/** A snapshot of everything plans and files hold, to show that a refused call changed nothing. */
export async function planState(server: TestServer) {
  const [planos, itens, imagens, atos, fechamentos] = await Promise.all([
    server.db.selectFrom('planoTratamento').selectAll().orderBy('id').execute(),
    server.db.selectFrom('planoTratamentoItem').selectAll().orderBy('id').execute(),
    server.db.selectFrom('planoImagem').selectAll().orderBy('id').execute(),
    server.db.selectFrom('ato').selectAll().orderBy('id').execute(),
    server.db.selectFrom('fechamento').selectAll().orderBy('id').execute(),
  ]);
  return { planos, itens, imagens, atos, fechamentos };
}
