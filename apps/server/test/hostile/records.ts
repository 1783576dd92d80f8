import { callOperation } from '../support/operations';
import { addItem, createPlan, pngBytes, postItem, setItemStatus, uploadJson } from '../support/planos';
import type { TestServer } from '../support/server';

/** A plan with a pending and an authorized item, an act and a file, for the dentist of the token. */
async function planWithEverything(server: TestServer, token: string): Promise<void> {
  const plano = await createPlan(server, token);
  await addItem(server, token, plano);
  // On another decayed tooth: the same restoration twice on 16 would be a duplicate (3007), and on a tooth
  // recorded sound the rules would predict 3066.
  const autorizado = (await postItem(server, token, plano, { idDente: 46 })).bodyAt(201).data
    .idProcedimentoItem;
  await setItemStatus(server, autorizado, 'Autorizado');
  await callOperation(server, 'createAto', {
    token,
    body: { idPlanoTratamento: plano, idProcedimentoItem: autorizado },
  });
  await uploadJson(server, token, plano, { name: 'radiografia.png', bytes: pngBytes() });
}

/**
 * Records of both dentists, so that generated ids hit the caller's rows and another dentist's; returns the
 * ids of every row of the tables operations take ids of.
 */
export async function seedRecords(
  server: TestServer,
  callerToken: string,
  otherToken: string,
): Promise<number[]> {
  await planWithEverything(server, callerToken);
  await planWithEverything(server, otherToken);
  const tables = [
    'planoTratamento',
    'planoTratamentoItem',
    'ato',
    'planoImagem',
    'procedimento',
    'especialidade',
    'imagemTipo',
  ] as const;
  const ids = new Set<number>();
  for (const table of tables) {
    const rows = await server.db.selectFrom(table).select('id').orderBy('id').limit(40).execute();
    for (const { id } of rows) ids.add(id);
  }
  return [...ids];
}
