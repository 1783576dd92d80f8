import type { Kysely } from 'kysely';
import { historicoDoPlano } from '../ciclo-de-vida/historico';
import { dentistaAutor, moverItem, travarItens } from '../ciclo-de-vida/transicoes';
import type { DentistSchema } from '../contract';
import { MSG_PLANOS } from '../planos/messages';
import { requireOwnedPlan } from '../planos/ownership';
import { itemQuery, itemRecord } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_AUDITORIA_ITENS } from './messages';

/** The dentist's side of the audit: answering a request, and the history of a plan's items. */
export class RespostasDoDentista {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Answers the auditor's request for a justification or documents on one of the caller's items: the text,
   * and files already uploaded to the same plan. The item goes back to the queue ('Auditoria').
   */
  async responder(caller: Caller, itemId: number, resposta: DentistSchema<'RespostaAuditoria'>) {
    return this.db.transaction().execute(async (trx) => {
      const [atual] = await travarItens(trx, [itemId], caller.id);
      // Another dentist's item answers as a missing one: item ids cannot be probed.
      if (!atual) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      const ids = resposta.idsImagem ?? [];
      if (ids.length > 0) {
        const doPlano = await trx
          .selectFrom('planoImagem')
          .select('id')
          .where('id', 'in', ids)
          .where('planoTratamentoId', '=', atual.planoTratamentoId)
          .execute();
        if (doPlano.length !== ids.length) {
          throw fieldError(400, 'idsImagem', MSG_AUDITORIA_ITENS.arquivoDeOutroPlano);
        }
      }
      await moverItem(trx, atual, 'responder', dentistaAutor(caller), {
        nota: resposta.texto.trim(),
        idsImagem: ids,
      });
      return itemRecord(await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow());
    });
  }

  /** The history of one of the caller's plans; 404 when it is missing or another dentist's. */
  async historico(caller: Caller, planoId: number) {
    await requireOwnedPlan(
      this.db,
      planoId,
      caller.id,
      new ApiError(404, MSG_AUDITORIA_ITENS.planoNaoEncontrado),
    );
    return historicoDoPlano(this.db, planoId);
  }
}
