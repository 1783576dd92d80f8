import { diaEmSaoPaulo } from '../../src/ciclo-de-vida/prazos/dias';
import { callOperation } from './operations';
import { addItem, createPlan } from './planos';
import type { TestServer } from './server';

/**
 * A new batch of Dra. Ana's sent now: one new item, authorized by Dr. Paulo and performed today, with whatever
 * her open batch already held (the demo's open batch holds this month's items). Returns the batch and the item.
 */
export async function loteEnviado(server: TestServer, ana: string, paulo: string) {
  const planoId = await createPlan(server, ana);
  const itemId = await addItem(server, ana, planoId);
  (
    await callOperation(server, 'decideAuditoriaItem', {
      token: paulo,
      path: { id: itemId },
      body: { decisao: 'autorizar' },
    })
  ).bodyAt(200);
  (
    await callOperation(server, 'addItensToFechamento', {
      token: ana,
      body: { idsProcedimentoItem: [itemId], dataRealizacao: diaEmSaoPaulo(new Date()) },
    })
  ).bodyAt(200);
  const aberto = (await callOperation(server, 'listLotes', { token: ana }))
    .bodyAt(200)
    .data.find((lote) => lote.status === 'Aberto');
  if (!aberto) throw new Error('Ana não tem lote aberto');
  (await callOperation(server, 'sendLote', { token: ana, path: { id: aberto.idLote } })).bodyAt(200);
  return { loteId: aberto.idLote, itemId };
}
