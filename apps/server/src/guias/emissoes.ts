import { formatGuideNumber } from '@odonto/contract';
import type { Kysely, Transaction } from 'kysely';
import { ESPERANDO_DENTISTA, NA_FILA, PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import type { ItemStatus } from '../ciclo-de-vida/schema';
import { MSG_PLANOS } from '../planos/messages';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { GuiaDoPlano, GuiaItem } from './guia-do-plano';
import { MSG_GUIAS } from './messages';
import type { TipoEmissao } from './schema';
import { mensagemCancelamento, mensagemTiss } from './tiss/mensagem-tiss';

/**
 * The items a request carries: the ones awaiting authorization ('Ativo' is old data that reads so). An item
 * in 'Auditoria' was requested before and came back with the dentist's answer: it is not requested again.
 */
export const AGUARDANDO_AUTORIZACAO: readonly ItemStatus[] = ['Aguardando Aprovação', 'Ativo'];

/** One emission of a plan's guide, as GET /tiss answers it and the plan's list of emissions shows it. */
export interface EmissaoDeGuia {
  numero: string;
  sequencia: number;
  tipo: TipoEmissao;
  emitidaEm: Date;
  hash: string;
  /** The message as sent. */
  mensagem: Buffer;
  /** The plan items a request carried (none for a cancellation). */
  itens: number[];
}

/** What a request says of an item: a change of any of these is a different request. */
function conteudoDoItem(item: GuiaItem): string {
  return JSON.stringify([
    item.codigoTuss,
    item.dente,
    item.regiao,
    item.faces,
    item.quantidade,
    item.valorUnitarioCentavos,
    item.justificativa,
  ]);
}

/** Why a plan has nothing to request, in pt-BR. */
function semPendencias(guia: GuiaDoPlano): string {
  if (guia.itens.length === 0) return MSG_GUIAS.planoSemItens;
  if (guia.plano.status === 3) return MSG_GUIAS.planoConcluido;
  const emAberto: readonly string[] = [...NA_FILA, ...ESPERANDO_DENTISTA];
  return guia.itens.some((item) => emAberto.includes(item.status))
    ? MSG_GUIAS.emAuditoria
    : MSG_GUIAS.todosDecididos;
}

/**
 * The emissions of plans' guides (docs/product-rules.md#gto-export, migration 018). Each emission is a guide
 * with its own number (the plan code and a sequence, 'PTO-0017-02'), kept with its date, hash, bytes and items.
 */
export class EmissoesDeGuia {
  constructor(private readonly db: Kysely<Database>) {}

  /** The plan's emissions, newest first, with the items each request carried. */
  async daGuia(
    planoId: number,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<EmissaoDeGuia[]> {
    const [rows, itens] = await Promise.all([
      db
        .selectFrom('emissaoGuia')
        .select(['id', 'numero', 'sequencia', 'tipo', 'emitidaEm', 'hash', 'mensagem'])
        .where('planoTratamentoId', '=', planoId)
        .orderBy('sequencia', 'desc')
        .execute(),
      db
        .selectFrom('emissaoGuiaItem as ei')
        .innerJoin('emissaoGuia as e', 'e.id', 'ei.emissaoGuiaId')
        .select(['ei.emissaoGuiaId', 'ei.planoTratamentoItemId'])
        .where('e.planoTratamentoId', '=', planoId)
        .orderBy('ei.planoTratamentoItemId')
        .execute(),
    ]);
    return rows.map((row) => ({
      numero: row.numero,
      sequencia: row.sequencia,
      tipo: row.tipo,
      emitidaEm: row.emitidaEm,
      hash: row.hash,
      mensagem: Buffer.from(row.mensagem),
      itens: itens.filter((item) => item.emissaoGuiaId === row.id).map((item) => item.planoTratamentoItemId),
    }));
  }

  /** The plan's last request, or null before any: the number the printed guide carries. */
  async ultimaSolicitacao(planoId: number): Promise<EmissaoDeGuia | null> {
    return (await this.daGuia(planoId)).find((emissao) => emissao.tipo === 'solicitacao') ?? null;
  }

  /**
   * The guide of the plan as it stands, emitted (GET /v2/planoTratamento/{id}/tiss):
   * - a cancelled plan: the cancellation (cancelaGuia) of its last request, emitted once; 409 when no request
   *   was ever emitted;
   * - else a request of the items awaiting authorization: the last request again (same number, same bytes)
   *   when it carried exactly these items with this content, else a new emission with the next sequence;
   *   409 with the reason when no item awaits authorization.
   */
  async emitir(guia: GuiaDoPlano, dentistaId: number): Promise<EmissaoDeGuia> {
    const planoId = guia.plano.id;
    return this.db.transaction().execute(async (trx) => {
      // One emission at a time per plan: the sequence is the plan's.
      await trx.selectFrom('planoTratamento').select('id').where('id', '=', planoId).forUpdate().execute();
      const emissoes = await this.daGuia(planoId, trx);
      const proxima = (emissoes[0]?.sequencia ?? 0) + 1;
      const ultima = emissoes.find((emissao) => emissao.tipo === 'solicitacao') ?? null;

      if (guia.plano.status === PLANO_CANCELADO) {
        const cancelamento = emissoes.find((emissao) => emissao.tipo === 'cancelamento');
        if (cancelamento) return cancelamento;
        if (!ultima) throw new ApiError(409, MSG_GUIAS.canceladoSemGuia);
        const numero = formatGuideNumber(planoId, proxima);
        const mensagem = mensagemCancelamento(guia, ultima.numero);
        return this.gravar(
          trx,
          {
            planoId,
            dentistaId,
            numero,
            sequencia: proxima,
            tipo: 'cancelamento',
            emitidaEm: guia.emitidaEm,
          },
          mensagem,
          [],
        );
      }

      const pendentes = guia.itens.filter((item) =>
        AGUARDANDO_AUTORIZACAO.includes(item.status as ItemStatus),
      );
      if (pendentes.length === 0) throw new ApiError(409, semPendencias(guia));
      // The annex goes with every request: each position recorded (or 'não avaliado'), both questions answered.
      const { completa, posicoesSemRegistro, respostasFaltando } = guia.situacaoInicial.completude;
      if (!completa) {
        throw new ApiError(409, MSG_PLANOS.situacaoInicialIncompleta(posicoesSemRegistro, respostasFaltando));
      }

      if (ultima) {
        const anteriores = await trx
          .selectFrom('emissaoGuiaItem')
          .innerJoin('emissaoGuia', 'emissaoGuia.id', 'emissaoGuiaItem.emissaoGuiaId')
          .select(['emissaoGuiaItem.planoTratamentoItemId as itemId', 'emissaoGuiaItem.conteudo'])
          .where('emissaoGuia.numero', '=', ultima.numero)
          .execute();
        const antes = new Map(anteriores.map((row) => [row.itemId, row.conteudo]));
        const igual =
          antes.size === pendentes.length &&
          pendentes.every((item) => antes.get(item.id) === conteudoDoItem(item));
        if (igual) return ultima;
      }

      const numero = formatGuideNumber(planoId, proxima);
      const emitida: GuiaDoPlano = {
        ...guia,
        plano: { ...guia.plano, numeroGuiaPrestador: numero, numeroEmitidoEm: guia.emitidaEm },
        itens: pendentes,
      };
      return this.gravar(
        trx,
        { planoId, dentistaId, numero, sequencia: proxima, tipo: 'solicitacao', emitidaEm: guia.emitidaEm },
        mensagemTiss(emitida),
        pendentes,
      );
    });
  }

  private async gravar(
    trx: Transaction<Database>,
    emissao: {
      planoId: number;
      dentistaId: number;
      numero: string;
      sequencia: number;
      tipo: TipoEmissao;
      emitidaEm: Date;
    },
    mensagem: { bytes: Buffer; hash: string },
    itens: GuiaItem[],
  ): Promise<EmissaoDeGuia> {
    const { id, emitidaEm } = await trx
      .insertInto('emissaoGuia')
      .values({
        planoTratamentoId: emissao.planoId,
        sequencia: emissao.sequencia,
        numero: emissao.numero,
        tipo: emissao.tipo,
        emitidaEm: emissao.emitidaEm,
        dentistaId: emissao.dentistaId,
        hash: mensagem.hash,
        mensagem: mensagem.bytes,
      })
      .returning(['id', 'emitidaEm'])
      .executeTakeFirstOrThrow();
    if (itens.length > 0) {
      await trx
        .insertInto('emissaoGuiaItem')
        .values(
          itens.map((item) => ({
            emissaoGuiaId: id,
            planoTratamentoItemId: item.id,
            conteudo: conteudoDoItem(item),
          })),
        )
        .execute();
    }
    return {
      numero: emissao.numero,
      sequencia: emissao.sequencia,
      tipo: emissao.tipo,
      emitidaEm,
      hash: mensagem.hash,
      mensagem: mensagem.bytes,
      itens: itens.map((item) => item.id),
    };
  }
}
