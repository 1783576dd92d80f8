import { type Kysely, sql } from 'kysely';
import { localDoItem, regiaoDo } from '../ciclo-de-vida/local-do-item';
import { diaBrasileiro, diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { DentistOperations, QueryParams, RequestBody } from '../contract';
import type { GuiaDoDemonstrativo } from '../guias/tiss/demonstrativo-odonto';
import { mensagemDemonstrativoOdonto } from '../guias/tiss/demonstrativo-odonto';
import { validarMensagemTiss } from '../guias/tiss/validacao-xsd';
import { codigoAptoParaConta } from '../mesa-de-autorizacao/codigos-por-decisao';
import type { Notificacoes } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import { type ItemRow, itemQuery, numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { pageOf, paginacao } from '../plataforma/listagem';
import { creditosPendentes, descricaoDoCredito } from './creditos';
import { LOTE_COLUMNS, type LoteRow, type Lotes, numerosDasGuias, somaDosItens } from './lotes';
import { MSG_FATURAMENTO } from './messages';
import type { LoteStatus } from './schema';
import { FORMA_DE_PAGAMENTO, textoEmReais } from './valores/em-reais';
import { valoresEmCentavos } from './valores/precos';

export type ContasFilters = QueryParams<DentistOperations['listAuditoriaContas']>;
export type AnaliseDaContaRequest = RequestBody<DentistOperations['analyseAuditoriaContaItem']>;
export type PagamentoDaContaRequest = RequestBody<DentistOperations['payAuditoriaConta']>;

/** The batches that wait on the operator: sent, in analysis, analysed (to be paid). */
const A_ANALISAR: LoteStatus[] = ['Enviado', 'Em análise', 'Analisado'];
/** The steps in which an item may still be analysed. */
const EM_ANALISE: LoteStatus[] = ['Enviado', 'Em análise'];

/** Centavos as a person reads them: 'R$ 1.234,50'. */
export const emReais = (centavos: number) => textoEmReais(centavos / 100);

const DECISAO: Record<AnaliseDaContaRequest['decisao'], string> = {
  pagar: 'Item pago',
  glosarParte: 'Glosa parcial registrada',
  glosarTudo: 'Glosa total registrada',
};

/** The statement's number (TISS numeroDemonstrativo, st_texto12): 'DP' and the batch in six digits. */
export const numeroDoDemonstrativo = (loteId: number) => `DP${numeroDoLote(loteId)}`;

/** A notice stored in the transaction, delivered once it commits. */
type Entrega = { dentistaId: number; aviso: Awaited<ReturnType<Notificacoes['registrar']>> };

/**
 * The operator's account analysis (docs/product-rules.md#billing): the queue of sent batches, each item paid,
 * glosado in part or in full with a billing-phase Tabela 38 code and a note, and, once every item is analysed,
 * the payment with its TISS statement. An analysis and a statement are evidence: written once (migration 021).
 */
export class Contas {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlanoDefaults,
    private readonly notificacoes: Pick<Notificacoes, 'registrar' | 'entregar'>,
    private readonly lotes: Lotes,
  ) {}

  private contas(db: Kysely<Database>) {
    return db
      .selectFrom('fechamento as f')
      .innerJoin('dentista as d', 'd.id', 'f.dentistaId')
      .select([...LOTE_COLUMNS, 'f.dentistaId', 'd.nome', 'd.cro', 'd.uf', 'd.clinicaCnpj'])
      .where('f.status', '<>', 'Aberto');
  }

  private dentistaDe(row: { dentistaId: number; nome: string; cro: string; uf: string }) {
    return { id: row.dentistaId, nome: row.nome, cro: row.cro, uf: row.uf };
  }

  /** The queue: without a status, the batches waiting on the operator, the oldest sent first. */
  async list(filters: ContasFilters) {
    const page = pageOf(filters);
    const status = filters.status ? [filters.status] : A_ANALISAR;
    const base = this.contas(this.db).where('f.status', 'in', status);
    const [rows, { total }] = await Promise.all([
      base
        .orderBy('f.enviadoEm', 'asc')
        .orderBy('f.id', 'asc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.db
        .selectFrom('fechamento as f')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('f.status', 'in', status)
        .executeTakeFirstOrThrow(),
    ]);
    const resumos = await this.lotes.resumos(this.db, rows);
    return {
      data: rows.map((row, index) => ({
        lote: resumos[index] as (typeof resumos)[number],
        dentista: this.dentistaDe(row),
      })),
      paginacao: paginacao(page, total),
    };
  }

  private async contaRow(db: Kysely<Database>, id: number, lock = false) {
    let query = this.contas(db).where('f.id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new ApiError(404, MSG_FATURAMENTO.contaNaoEncontrada);
    return row;
  }

  private async conta(
    db: Kysely<Database>,
    row: LoteRow & { dentistaId: number; nome: string; cro: string; uf: string },
    now = new Date(),
  ) {
    return { lote: await this.lotes.lote(db, row, now), dentista: this.dentistaDe(row) };
  }

  /** One sent batch with its guides, items and analyses; 404 for an open or missing one. */
  async get(id: number) {
    return this.conta(this.db, await this.contaRow(this.db, id));
  }

  /**
   * Records the analysis of a billed item: 404 for an item of no sent batch, 409 when it was analysed or its
   * batch is past the analysis, 400 for a decision without what it needs, 422 for a code of another phase.
   * The first analysis moves the batch to 'Em análise', the last to 'Analisado'; the dentist is told of each.
   */
  async analisar(auditor: Caller, itemId: number, pedido: AnaliseDaContaRequest, now = new Date()) {
    const { conta, entregas, message } = await this.db
      .transaction()
      .execute((trx) => this.analisarEm(trx, auditor, itemId, pedido, now));
    for (const { dentistaId, aviso } of entregas) await this.notificacoes.entregar(dentistaId, aviso);
    return { conta, message };
  }

  /**
   * `analisar` inside the caller's transaction, the notices stored but not delivered (the demo seed analyses its
   * batches so). Build this instance over that transaction: its reads must see it.
   */
  async analisarEm(
    trx: Kysely<Database>,
    auditor: Caller,
    itemId: number,
    pedido: AnaliseDaContaRequest,
    now: Date,
  ) {
    {
      const alvo = await trx
        .selectFrom('planoTratamentoItem')
        .select(['fechamentoId'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      if (!alvo) throw new ApiError(404, MSG_FATURAMENTO.itemNaoFaturado);
      if (alvo.fechamentoId === null) throw new ApiError(404, MSG_FATURAMENTO.itemNaoFaturado);
      const lote = await this.contas(trx)
        .where('f.id', '=', alvo.fechamentoId)
        .forUpdate()
        .executeTakeFirst();
      if (!lote) throw new ApiError(404, MSG_FATURAMENTO.itemNaoFaturado);
      const item = await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow();
      if (item.analise !== null) throw new ApiError(409, MSG_FATURAMENTO.itemJaAnalisado);
      if (!EM_ANALISE.includes(lote.status)) throw new ApiError(409, MSG_FATURAMENTO.loteForaDeAnalise);

      const informado = valoresEmCentavos(
        item.valorUsoCentavos,
        item.qtdeUso,
        Number(item.percentualCoparticipacao),
      ).valor;
      const glosado = glosadoDa(pedido, informado);
      await trx
        .insertInto('analiseContaItem')
        .values({
          planoTratamentoItemId: itemId,
          fechamentoId: lote.id,
          auditorId: auditor.id,
          decisao: pedido.decisao,
          valorInformadoCentavos: informado,
          valorGlosadoCentavos: glosado,
          codigoGlosa: pedido.decisao === 'pagar' ? null : (pedido.codigoGlosa ?? null),
          observacao: pedido.observacao ?? null,
          analisadoEm: now,
        })
        .execute();

      const entregas: Entrega[] = [];
      const numero = numeroDoLote(lote.id);
      if (lote.status === 'Enviado') {
        await trx
          .updateTable('fechamento')
          .set({ status: 'Em análise', emAnaliseEm: now })
          .where('id', '=', lote.id)
          .execute();
        entregas.push({
          dentistaId: lote.dentistaId,
          aviso: await this.notificacoes.registrar(trx, {
            dentistaId: lote.dentistaId,
            loteId: lote.id,
            titulo: MSG_FATURAMENTO.avisoLoteEmAnaliseTitulo(numero),
            texto: MSG_FATURAMENTO.avisoLoteEmAnaliseTexto(lote.protocolo ?? ''),
            em: now,
          }),
        });
      }
      const itens = await this.lotes.itensDe(trx, [lote.id]);
      if (itens.every((cada) => cada.analise !== null)) {
        await trx
          .updateTable('fechamento')
          .set({ status: 'Analisado', analisadoEm: now })
          .where('id', '=', lote.id)
          .execute();
        const { centavos } = somaDosItens(itens);
        entregas.push({
          dentistaId: lote.dentistaId,
          aviso: await this.notificacoes.registrar(trx, {
            dentistaId: lote.dentistaId,
            loteId: lote.id,
            titulo: MSG_FATURAMENTO.avisoLoteAnalisadoTitulo(numero),
            texto: MSG_FATURAMENTO.avisoLoteAnalisadoTexto(
              emReais(centavos.valorLiberado),
              emReais(centavos.valorGlosado),
              itens.filter((cada) => (cada.analise?.glosado ?? 0) > 0).length,
            ),
            em: now,
          }),
        });
      }
      const atual = await this.contaRow(trx, lote.id);
      return {
        conta: await this.conta(trx, atual, now),
        entregas,
        message: MSG_FATURAMENTO.analiseRegistrada(
          DECISAO[pedido.decisao],
          `${item.descricao} - ${localDoItem(item)}`,
        ),
      };
    }
  }

  /**
   * Pays an analysed batch: the day (not in the future, not before the analysis, São Paulo) and the method;
   * the TISS statement is built, validated against the ANS schema and kept with its hash; the batch is 'Pago'
   * and the dentist is told. 409 for a batch not analysed (or paid already).
   */
  async pagar(auditor: Caller, id: number, pedido: PagamentoDaContaRequest, now = new Date()) {
    const { conta, entregas } = await this.db
      .transaction()
      .execute((trx) => this.pagarEm(trx, auditor, id, pedido, now));
    for (const { dentistaId, aviso } of entregas) await this.notificacoes.entregar(dentistaId, aviso);
    return {
      conta,
      message: MSG_FATURAMENTO.contaPaga(
        conta.lote.numeroLote,
        conta.lote.demonstrativo?.numeroDemonstrativo ?? '',
      ),
    };
  }

  /** `pagar` inside the caller's transaction, the notice stored but not delivered (as analisarEm). */
  async pagarEm(
    trx: Kysely<Database>,
    auditor: Caller,
    id: number,
    pedido: PagamentoDaContaRequest,
    now: Date,
  ) {
    {
      const lote = await this.contaRow(trx, id, true);
      if (lote.status !== 'Analisado' || lote.analisadoEm === null) {
        throw new ApiError(409, MSG_FATURAMENTO.contaNaoAnalisada);
      }
      const hoje = diaEmSaoPaulo(now);
      if (pedido.dataPagamento > hoje)
        throw fieldError(400, 'dataPagamento', MSG_FATURAMENTO.pagamentoNoFuturo);
      const analisadoDia = diaEmSaoPaulo(lote.analisadoEm);
      if (pedido.dataPagamento < analisadoDia) {
        throw fieldError(
          400,
          'dataPagamento',
          MSG_FATURAMENTO.pagamentoAntesDaAnalise(diaBrasileiro(analisadoDia)),
        );
      }
      const itens = await this.lotes.itensDe(trx, [id]);
      const numeroDemonstrativo = numeroDoDemonstrativo(id);
      const guias = await this.guiasDoDemonstrativo(trx, lote, itens);
      // The appeals answered since the dentist's last statement: their accepted amounts are paid with this one.
      const creditos = await creditosPendentes(trx, lote.dentistaId);
      const valorCreditos = creditos.reduce((soma, credito) => soma + credito.valorAcatadoCentavos, 0);
      const mensagem = mensagemDemonstrativoOdonto({
        numeroDemonstrativo,
        emitidoEm: now,
        operadora: {
          registroANS: this.defaults.registroANS,
          nome: this.defaults.nomeOperadora,
          cnpj: this.defaults.cnpjOperadora,
        },
        prestador: {
          codigoNaOperadora: String(lote.dentistaId),
          documento: { cnpj: lote.clinicaCnpj.replace(/\D/g, '') },
        },
        dataPagamento: pedido.dataPagamento,
        formaPagamento: pedido.formaPagamento,
        numeroLote: numeroDoLote(id),
        protocolo: lote.protocolo ?? '',
        guias,
        creditos: creditos.map((credito) => ({
          descricao: descricaoDoCredito(credito),
          valorCentavos: credito.valorAcatadoCentavos,
        })),
      });
      const problemas = await validarMensagemTiss(mensagem.bytes);
      if (problemas.length > 0) {
        throw new Error(
          `demonstrativo ${numeroDemonstrativo}: a mensagem não valida contra o XSD da ANS: ${problemas.join('; ')}`,
        );
      }
      const { centavos } = somaDosItens(itens);
      const demonstrativo = await trx
        .insertInto('demonstrativoPagamento')
        .values({
          fechamentoId: id,
          numero: numeroDemonstrativo,
          emitidoEm: now,
          dataPagamento: pedido.dataPagamento,
          formaPagamento: pedido.formaPagamento,
          auditorId: auditor.id,
          valorInformadoCentavos: centavos.valorInformado,
          valorGlosadoCentavos: centavos.valorGlosado,
          valorFranquiaCentavos: centavos.coparticipacao,
          valorLiberadoCentavos: centavos.valorLiberado,
          valorCreditosCentavos: valorCreditos,
          hash: mensagem.hash,
          mensagem: mensagem.bytes,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (creditos.length > 0) {
        await trx
          .insertInto('creditoRecurso')
          .values(
            creditos.map((credito) => ({
              respostaRecursoItemId: credito.respostaItemId,
              demonstrativoPagamentoId: demonstrativo.id,
              valorCentavos: credito.valorAcatadoCentavos,
            })),
          )
          .execute();
      }
      await trx.updateTable('fechamento').set({ status: 'Pago', pagoEm: now }).where('id', '=', id).execute();
      const numero = numeroDoLote(id);
      const aviso = await this.notificacoes.registrar(trx, {
        dentistaId: lote.dentistaId,
        loteId: id,
        titulo: MSG_FATURAMENTO.avisoLotePagoTitulo(numero),
        texto: MSG_FATURAMENTO.avisoLotePagoTexto(
          emReais(centavos.valorLiberado + valorCreditos),
          FORMA_DE_PAGAMENTO[pedido.formaPagamento],
          diaBrasileiro(pedido.dataPagamento),
          numeroDemonstrativo,
        ),
        em: now,
      });
      const pago = await this.contaRow(trx, id);
      return { conta: await this.conta(trx, pago, now), entregas: [{ dentistaId: lote.dentistaId, aviso }] };
    }
  }

  /** Each plan of the batch as a guide of the statement: its billed items with their analyses. */
  private async guiasDoDemonstrativo(
    trx: Kysely<Database>,
    lote: { dentistaId: number; nome: string },
    itens: readonly ItemRow[],
  ): Promise<GuiaDoDemonstrativo[]> {
    const planoIds = [...new Set(itens.map((item) => item.planoTratamentoId))];
    const numeros = await numerosDasGuias(trx, planoIds);
    const pessoas = await this.lotes.pessoasDosPlanos(trx, planoIds);
    return planoIds.map((planoId) => ({
      numeroGuiaPrestador: numeros.get(planoId) ?? '',
      numeroCarteira: pessoas.get(planoId)?.numeroCarteira ?? '',
      nomeExecutante: lote.nome,
      itens: itens
        .filter((item) => item.planoTratamentoId === planoId)
        .map((item) => {
          const valores = valoresEmCentavos(
            item.valorUsoCentavos,
            item.qtdeUso,
            Number(item.percentualCoparticipacao),
          );
          if (item.analise === null || item.dataRealizacao === null) {
            throw new Error(`item ${item.id} of an analysed batch has no analysis or performance day`);
          }
          return {
            codigoTuss: item.tuss,
            descricao: item.descricao,
            dente: item.idDente,
            regiao: regiaoDo(item),
            faces: item.faces ? item.faces.split(',').map((face) => face.trim()) : [],
            dataRealizacao: item.dataRealizacao,
            quantidade: item.qtdeUso,
            informadoCentavos: item.analise.informado,
            glosadoCentavos: item.analise.glosado,
            franquiaCentavos: valores.coparticipacao,
            codigoGlosa: item.analise.codigo,
          };
        }),
    }));
  }
}

/** The amount glosado by the request, in centavos; 400 when the decision lacks what it needs or has too much. */
function glosadoDa(pedido: AnaliseDaContaRequest, informado: number): number {
  const { decisao, valorGlosado, codigoGlosa, observacao } = pedido;
  if (decisao === 'pagar') {
    if (valorGlosado !== undefined || codigoGlosa !== undefined || observacao !== undefined) {
      throw fieldError(
        400,
        codigoGlosa !== undefined
          ? 'codigoGlosa'
          : valorGlosado !== undefined
            ? 'valorGlosado'
            : 'observacao',
        MSG_FATURAMENTO.pagarSemGlosa,
      );
    }
    return 0;
  }
  if (codigoGlosa === undefined) throw fieldError(400, 'codigoGlosa', MSG_FATURAMENTO.glosaSemCodigo);
  if (observacao === undefined || observacao.trim() === '') {
    throw fieldError(400, 'observacao', MSG_FATURAMENTO.glosaSemNota);
  }
  if (!codigoAptoParaConta(codigoGlosa)) {
    throw fieldError(
      422,
      'codigoGlosa',
      MSG_FATURAMENTO.codigoNaoDaConta(codigoGlosa),
      MSG_FATURAMENTO.analiseNaoRegistrada,
    );
  }
  if (decisao === 'glosarTudo') {
    if (valorGlosado !== undefined) throw fieldError(400, 'valorGlosado', MSG_FATURAMENTO.glosaTudoSemValor);
    return informado;
  }
  if (valorGlosado === undefined) throw fieldError(400, 'valorGlosado', MSG_FATURAMENTO.glosaParteSemValor);
  const centavos = Math.round(valorGlosado * 100);
  if (centavos <= 0 || centavos >= informado) {
    throw fieldError(400, 'valorGlosado', MSG_FATURAMENTO.glosaParteValor(emReais(informado)));
  }
  return centavos;
}
