import type { ItemStatus } from '../../src/db/schema-planos';
import { demoPng } from '../../src/seed/demo-files';
import { call, type TestServer } from './server';

export const MARIA_CARTEIRA = '09000001000001001';
export const MARIA_CPF = '52998224725';

/** A valid PNG of width x height grey pixels (a real image any decoder opens). */
export function pngBytes(width = 1, height = 1): Buffer {
  return demoPng(width, height);
}

/** Creates a plan for Maria da Silva as the dentist of the token; returns its id. */
export async function createPlan(server: TestServer, token: string): Promise<number> {
  const response = await call<{ data: { id: number } }>(server, 'POST', '/api/v2/planoTratamento', {
    token,
    body: { matriculaBeneficiario: MARIA_CARTEIRA },
  });
  if (response.status !== 201) throw new Error(`criar plano: ${response.status}`);
  return response.body.data.id;
}

/** The id and TUSS code of a procedure of the seeded table. */
export async function someProcedure(server: TestServer): Promise<{ id: number; tuss: string }> {
  return server.db.selectFrom('procedimento').select(['id', 'tuss']).orderBy('id').executeTakeFirstOrThrow();
}

/** Adds an item on tooth 16 (faces M,O); returns its id. */
export async function addItem(server: TestServer, token: string, planoId: number): Promise<number> {
  const procedimento = await someProcedure(server);
  const response = await call<{ data: { idProcedimentoItem: number } }>(
    server,
    'POST',
    '/api/v2/planoTratamentoItens',
    {
      token,
      body: {
        idPlanoTratamento: planoId,
        idAudiProcedimento: procedimento.id,
        codTuss: procedimento.tuss,
        idDente: 16,
        faces: 'M,O',
      },
    },
  );
  if (response.status !== 201) throw new Error(`criar item: ${response.status}`);
  return response.body.data.idProcedimentoItem;
}

/** What the operator's audit does outside the portal: sets an item's status. */
export async function setItemStatus(server: TestServer, itemId: number, status: ItemStatus) {
  await server.db.updateTable('planoTratamentoItem').set({ status }).where('id', '=', itemId).execute();
}

/** Sends a file to a plan as multipart/form-data. */
export async function uploadMultipart(
  server: TestServer,
  token: string,
  planoId: number,
  file: { name: string; bytes: Uint8Array; type?: string },
  options: { cpf?: string; idImagemTipo?: string } = {},
) {
  const form = new FormData();
  form.append('IdImagemTipo', options.idImagemTipo ?? '1');
  form.append('IdUsuario', '12345');
  form.append('file', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name);
  const response = await fetch(
    `${server.baseUrl}/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${planoId}&cpf=${options.cpf ?? MARIA_CPF}`,
    { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form },
  );
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as {
      success: boolean;
      data: { idImagem: number } | null;
      message: string;
      errors?: string[];
    },
  };
}

/** Sends a file to a plan as JSON with the bytes in base64. */
export function uploadJson(
  server: TestServer,
  token: string,
  planoId: number,
  file: { name?: string; bytes: Uint8Array },
  options: { cpf?: string } = {},
) {
  return call<{ success: boolean; data: { idImagem: number } | null; message: string; errors?: string[] }>(
    server,
    'POST',
    `/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${planoId}&cpf=${options.cpf ?? MARIA_CPF}`,
    {
      token,
      body: {
        IdImagemTipo: 1,
        ContentType: 'image/png',
        Data: Buffer.from(file.bytes).toString('base64'),
        ...(file.name ? { NomeArquivo: file.name } : {}),
      },
    },
  );
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
