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
import { itemAlterado } from './alteracao';
import { MSG_AUDITORIA_ITENS } from './messages';

/** Tabela 38: 'Recusado, conforme junta médica/odontológica', the junta's denial. */
const CODIGO_DA_JUNTA = '3104';

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

  /**
   * Accepts or refuses an authorization with change on one of the caller's items ('Aguardando Aceite'):
   * accepted, the item is authorized as changed (its procedure and place become the authorized ones; the
   * request stays in the history); refused, with the dentist's reasons, it goes back to the queue as requested.
   */
  async responderAlteracao(caller: Caller, itemId: number, resposta: DentistSchema<'RespostaAlteracao'>) {
    const texto = resposta.texto?.trim() || null;
    if (!resposta.aceitar && texto === null) {
      throw fieldError(400, 'texto', MSG_AUDITORIA_ITENS.recusaSemTexto);
    }
    return this.db.transaction().execute(async (trx) => {
      const [atual] = await travarItens(trx, [itemId], caller.id);
      if (!atual) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      const { alteracao } = await trx
        .selectFrom('planoTratamentoItem')
        .select('alteracao')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      const now = new Date();
      const acao = resposta.aceitar ? 'aceitarAlteracao' : 'recusarAlteracao';
      // Only an item waiting for acceptance has a change to answer: moverItem refuses the rest (409).
      await moverItem(
        trx,
        atual,
        acao,
        dentistaAutor(caller),
        {
          nota: texto,
          ...(resposta.aceitar && alteracao ? { alterarPara: await itemAlterado(trx, alteracao) } : {}),
        },
        now,
      );
      if (alteracao) {
        await trx
          .updateTable('planoTratamentoItem')
          .set({
            alteracao: JSON.stringify({
              ...alteracao,
              situacao: resposta.aceitar ? 'aceita' : 'recusada',
              respondidaEm: now.toISOString(),
            }),
          })
          .where('id', '=', itemId)
          .execute();
      }
      return itemRecord(await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow(), now);
    });
  }

  /**
   * Contests a denial of one of the caller's items: the item goes to 'Em Junta' until the operator records the
   * junta odontológica's outcome (RN 424/2017). The junta's own denial (3104) is final (409).
   */
  async contestar(caller: Caller, itemId: number, contestacao: DentistSchema<'Contestacao'>) {
    return this.db.transaction().execute(async (trx) => {
      const [atual] = await travarItens(trx, [itemId], caller.id);
      if (!atual) throw new ApiError(404, MSG_PLANOS.itemNaoEncontrado);
      const { codigoGlosa } = await trx
        .selectFrom('planoTratamentoItem')
        .select('codigoGlosa')
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      if (atual.status === 'Negado' && codigoGlosa === CODIGO_DA_JUNTA) {
        throw new ApiError(409, MSG_AUDITORIA_ITENS.juntaNaoSeContesta);
      }
      const texto = contestacao.texto.trim();
      if (texto === '') throw fieldError(400, 'texto', MSG_AUDITORIA_ITENS.contestacaoSemTexto);
      await moverItem(trx, atual, 'contestar', dentistaAutor(caller), { nota: texto });
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
