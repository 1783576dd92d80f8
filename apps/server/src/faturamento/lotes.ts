import { formatPlanCode } from '@odonto/contract';
import type { Kysely, Selectable } from 'kysely';
import { localDoItem } from '../ciclo-de-vida/local-do-item';
import { diaEmSaoPaulo, shiftDia } from '../ciclo-de-vida/prazos/dias';
import { EmissoesDeGuia } from '../guias/emissoes';
import type { GuiaDoPlano } from '../guias/guia-do-plano';
import { Guias } from '../guias/guias';
import { mensagemLoteGuias } from '../guias/tiss/lote-guias';
import { validarMensagemTiss } from '../guias/tiss/validacao-xsd';
import type { Notificacoes } from '../notificacoes/notificacoes';
import type { PlanoDefaults } from '../planos/config';
import { type ItemRow, itemQuery, itemRecord, numeroDoLote, valoresEmReais } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { ApiError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { creditosDosLotes, descricaoDoCredito } from './creditos';
import { renderDemonstrativoPdf } from './demonstrativo-pdf';
import { MSG_FATURAMENTO } from './messages';
import type { DemonstrativoPagamentoTable, FechamentoTable, LoteStatus } from './schema';
import { valoresEmCentavos } from './valores/precos';

export const LOTE_COLUMNS = [
  'f.id',
  'f.status',
  'f.competencia',
  'f.criadoEm',
  'f.enviadoEm',
  'f.protocolo',
  'f.hash',
  'f.emAnaliseEm',
  'f.analisadoEm',
  'f.pagoEm',
] as const;

export type LoteRow = Pick<
  Selectable<FechamentoTable>,
  | 'id'
  | 'status'
  | 'competencia'
  | 'criadoEm'
  | 'enviadoEm'
  | 'protocolo'
  | 'hash'
  | 'emAnaliseEm'
  | 'analisadoEm'
  | 'pagoEm'
>;

/** Each step the batch took, with its date, the opening first (PassoDoLote). */
function passosDo(lote: LoteRow) {
  const passos: [LoteStatus, Date | null][] = [
    ['Aberto', lote.criadoEm],
    ['Enviado', lote.enviadoEm],
    ['Em análise', lote.emAnaliseEm],
    ['Analisado', lote.analisadoEm],
    ['Pago', lote.pagoEm],
  ];
  return passos.flatMap(([status, em]) => (em === null ? [] : [{ status, em: em.toISOString() }]));
}

/** What the operator's contract gives it to pay a sent batch, in days from the sending (docs/product-rules.md#billing). */
export const PRAZO_PAGAMENTO_DIAS = 30;

/** The last day of the payment of a batch sent on `enviadoEm` (São Paulo). */
export const prazoDePagamento = (enviadoEm: Date) => shiftDia(diaEmSaoPaulo(enviadoEm), PRAZO_PAGAMENTO_DIAS);

/**
 * What a batch's items add up to, in centavos: informed (and the beneficiaries' share), and, of the analysed
 * ones, glosado and released (informed - glosado).
 */
export function somaDosItens(itens: readonly ItemRow[]) {
  let valor = 0;
  let coparticipacao = 0;
  let glosado = 0;
  let liberado = 0;
  let analisados = 0;
  for (const item of itens) {
    const valores = valoresEmCentavos(
      item.valorUsoCentavos,
      item.qtdeUso,
      Number(item.percentualCoparticipacao),
    );
    valor += valores.valor;
    coparticipacao += valores.coparticipacao;
    if (item.analise) {
      analisados += 1;
      glosado += item.analise.glosado;
      liberado += item.analise.informado - item.analise.glosado;
    }
  }
  return {
    centavos: { valorInformado: valor, coparticipacao, valorGlosado: glosado, valorLiberado: liberado },
    analisados,
  };
}

/** The number each plan's executed guide goes by: its last request's, or the plan code before any. */
export async function numerosDasGuias(db: Kysely<Database>, planoIds: readonly number[]) {
  const emissoes = new EmissoesDeGuia(db);
  const numeros = new Map<number, string>();
  for (const planoId of planoIds) {
    const ultima = await emissoes.ultimaSolicitacao(planoId);
    numeros.set(planoId, ultima?.numero ?? formatPlanCode(planoId));
  }
  return numeros;
}

/** A batch's payment statement as the contract gives it (Demonstrativo). */
export function demonstrativoRecord(row: Selectable<DemonstrativoPagamentoTable>) {
  return {
    numeroDemonstrativo: row.numero,
    emitidoEm: row.emitidoEm.toISOString(),
    dataPagamento: row.dataPagamento,
    formaPagamento: row.formaPagamento,
    ...valoresEmReais({
      valorInformado: row.valorInformadoCentavos,
      valorGlosado: row.valorGlosadoCentavos,
      valorLiberado: row.valorLiberadoCentavos,
      coparticipacao: row.valorFranquiaCentavos,
      valorCreditos: row.valorCreditosCentavos,
      valorRecebido: row.valorLiberadoCentavos + row.valorCreditosCentavos,
    }),
    hash: row.hash,
  };
}

/** The statements of these batches, by batch. */
export async function demonstrativosDe(db: Kysely<Database>, loteIds: readonly number[]) {
  if (loteIds.length === 0) return new Map<number, Selectable<DemonstrativoPagamentoTable>>();
  const rows = await db
    .selectFrom('demonstrativoPagamento')
    .selectAll()
    .where('fechamentoId', 'in', [...loteIds])
    .execute();
  return new Map(rows.map((row) => [row.fechamentoId, row]));
}

/** The operator's receipt number: the day of the receipt (yyMMdd, São Paulo) and the batch in six digits. */
export function protocoloDoLote(id: number, recebidoEm: Date): string {
  return `${diaEmSaoPaulo(recebidoEm).slice(2).replaceAll('-', '')}${numeroDoLote(id)}`;
}

/**
 * The dentist's billing batches (docs/product-rules.md#billing): the open one takes the items performed; sending
 * it builds the TISS loteGuias, validates it against the ANS schema and keeps it, with its hash and the
 * operator's protocol, as evidence that does not change.
 */
export class Lotes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlanoDefaults,
    private readonly notificacoes: Pick<Notificacoes, 'registrar' | 'entregar'>,
  ) {}

  private lotes(db: Kysely<Database>, dentistaId: number) {
    return db.selectFrom('fechamento as f').select(LOTE_COLUMNS).where('f.dentistaId', '=', dentistaId);
  }

  itensDe(db: Kysely<Database>, loteIds: readonly number[]) {
    if (loteIds.length === 0) return Promise.resolve([]);
    return itemQuery(db)
      .where('i.fechamentoId', 'in', [...loteIds])
      .orderBy('i.planoTratamentoId')
      .orderBy('i.id')
      .execute();
  }

  resumo(
    lote: LoteRow,
    itens: readonly ItemRow[],
    demonstrativo: Selectable<DemonstrativoPagamentoTable> | undefined,
  ) {
    const { centavos, analisados } = somaDosItens(itens);
    return {
      idLote: lote.id,
      numeroLote: numeroDoLote(lote.id),
      competencia: lote.competencia,
      status: lote.status,
      protocolo: lote.protocolo,
      quantidadeGuias: new Set(itens.map((item) => item.planoTratamentoId)).size,
      quantidadeItens: itens.length,
      ...valoresEmReais(centavos),
      passos: passosDo(lote),
      quantidadeAnalisados: analisados,
      prazoPagamento: lote.enviadoEm ? prazoDePagamento(lote.enviadoEm) : null,
      demonstrativo: demonstrativo ? demonstrativoRecord(demonstrativo) : null,
    };
  }

  /** Summaries of these batches (LoteResumo), in the order given. */
  async resumos(db: Kysely<Database>, lotes: readonly LoteRow[]) {
    const ids = lotes.map((lote) => lote.id);
    const [itens, demonstrativos] = await Promise.all([this.itensDe(db, ids), demonstrativosDe(db, ids)]);
    return lotes.map((lote) =>
      this.resumo(
        lote,
        itens.filter((item) => item.fechamentoId === lote.id),
        demonstrativos.get(lote.id),
      ),
    );
  }

  /** The caller's batches, newest first (LoteResumo). */
  async list(caller: Caller) {
    const lotes = await this.lotes(this.db, caller.id).orderBy('f.id', 'desc').execute();
    return this.resumos(this.db, lotes);
  }

  private async loteDo(db: Kysely<Database>, caller: Caller, id: number, lock = false) {
    let query = this.lotes(db, caller.id).where('f.id', '=', id);
    if (lock) query = query.forUpdate();
    const lote = await query.executeTakeFirst();
    // Another dentist's batch answers as a missing one: batch ids cannot be probed.
    if (!lote) throw new ApiError(404, MSG_FATURAMENTO.loteNaoEncontrado);
    return lote;
  }

  /** The open batch's items that cannot be billed yet: a final documentation the rules ask for is missing. */
  private pendencias(itens: readonly ItemRow[]) {
    return itens.flatMap((item) =>
      item.documentacaoFinalTipo !== null && item.documentacaoFinalImagemId === null
        ? [
            {
              idProcedimentoItem: item.id,
              idPlanoTratamento: item.planoTratamentoId,
              mensagem: MSG_FATURAMENTO.pendenciaDocumentacaoFinal(
                `${item.descricao} - ${localDoItem(item)}`,
                item.documentacaoFinalTipo,
              ),
            },
          ]
        : [],
    );
  }

  /** A batch with its guides and items (Lote), as the dentist and the auditor read it. */
  async lote(db: Kysely<Database>, lote: LoteRow, now = new Date()) {
    const itens = await this.itensDe(db, [lote.id]);
    const planoIds = [...new Set(itens.map((item) => item.planoTratamentoId))];
    const numeros = await numerosDasGuias(db, planoIds);
    const pessoas = await this.pessoasDosPlanos(db, planoIds);
    const demonstrativos = await demonstrativosDe(db, [lote.id]);
    return {
      ...this.resumo(lote, itens, demonstrativos.get(lote.id)),
      hash: lote.hash,
      guias: planoIds.map((planoId) => {
        const daGuia = itens.filter((item) => item.planoTratamentoId === planoId);
        const pessoa = pessoas.get(planoId);
        return {
          numeroGuiaPrestador: numeros.get(planoId) ?? formatPlanCode(planoId),
          idPlanoTratamento: planoId,
          nome: pessoa?.nome ?? '',
          ba3MatAnt: pessoa?.numeroCarteira ?? '',
          ...valoresEmReais(somaDosItens(daGuia).centavos),
          itens: daGuia.map((item) => itemRecord(item, now)),
        };
      }),
      pendencias: lote.status === 'Aberto' ? this.pendencias(itens) : [],
    };
  }

  async pessoasDosPlanos(db: Kysely<Database>, planoIds: readonly number[]) {
    if (planoIds.length === 0) return new Map<number, { nome: string; numeroCarteira: string }>();
    const rows = await db
      .selectFrom('planoTratamento as p')
      .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
      .select(['p.id', 'b.nome', 'b.numeroCarteira'])
      .where('p.id', 'in', [...planoIds])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** One of the caller's batches with its guides and items (Lote); 404 for another dentist's. */
  async get(caller: Caller, id: number) {
    return this.lote(this.db, await this.loteDo(this.db, caller, id));
  }

  /** The bytes of a sent batch's message and its number; 409 while the batch is open. */
  async tiss(caller: Caller, id: number) {
    await this.loteDo(this.db, caller, id);
    const { mensagem } = await this.db
      .selectFrom('fechamento')
      .select('mensagem')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (mensagem === null) throw new ApiError(409, MSG_FATURAMENTO.loteNaoEnviado);
    return { numeroLote: numeroDoLote(id), bytes: Buffer.from(mensagem) };
  }

  /** A paid batch's statement row; 404 for another dentist's batch, 409 before the payment. */
  private async demonstrativoDo(caller: Caller, id: number) {
    const lote = await this.loteDo(this.db, caller, id);
    const demonstrativo = await this.db
      .selectFrom('demonstrativoPagamento')
      .selectAll()
      .where('fechamentoId', '=', id)
      .executeTakeFirst();
    if (!demonstrativo) throw new ApiError(409, MSG_FATURAMENTO.demonstrativoNaoEmitido);
    return { lote, demonstrativo };
  }

  /** The bytes of a paid batch's TISS statement, as issued, and the batch's number. */
  async demonstrativoTiss(caller: Caller, id: number) {
    const { demonstrativo } = await this.demonstrativoDo(caller, id);
    return { numeroLote: numeroDoLote(id), bytes: Buffer.from(demonstrativo.mensagem) };
  }

  /** A paid batch's statement as a PDF: the same figures as its TISS message. */
  async demonstrativoPdf(caller: Caller, id: number) {
    const { lote, demonstrativo } = await this.demonstrativoDo(caller, id);
    const registro = await this.lote(this.db, lote);
    const dentista = await this.db
      .selectFrom('dentista')
      .select(['nome', 'cro', 'uf'])
      .where('id', '=', caller.id)
      .executeTakeFirstOrThrow();
    const pdf = await renderDemonstrativoPdf({
      numeroDemonstrativo: demonstrativo.numero,
      emitidoEm: demonstrativo.emitidoEm,
      operadora: {
        nome: this.defaults.nomeOperadora,
        registroANS: this.defaults.registroANS,
        cnpj: this.defaults.cnpjOperadora,
      },
      dentista,
      numeroLote: registro.numeroLote,
      protocolo: registro.protocolo ?? '',
      dataPagamento: demonstrativo.dataPagamento,
      formaPagamento: demonstrativo.formaPagamento,
      guias: registro.guias.map((guia) => ({
        numeroGuiaPrestador: guia.numeroGuiaPrestador,
        beneficiario: guia.nome,
        carteira: guia.ba3MatAnt,
        linhas: guia.itens.map((item) => {
          const analise = item.realizacao?.analise;
          return {
            procedimento: `${item.codTuss} ${item.descricao}`,
            local: localDoItem({
              idDente: item.idDente,
              faces: item.faces,
              arcada: item.arcada,
              hemiArcada: item.hemiArcada,
              sextante: item.sextante,
              regiao: item.regiao,
            }),
            dataRealizacao: item.realizacao?.dataRealizacao ?? '',
            informado: analise?.valorInformado ?? item.valores.valor,
            glosado: analise?.valorGlosado ?? 0,
            liberado: analise?.valorLiberado ?? item.valores.valor,
            glosa: analise?.codigoGlosa
              ? `${analise.codigoGlosa} – ${analise.descricaoGlosa ?? ''}. ${analise.observacao ?? ''}`.trim()
              : null,
          };
        }),
      })),
      totais: {
        informado: demonstrativo.valorInformadoCentavos / 100,
        glosado: demonstrativo.valorGlosadoCentavos / 100,
        coparticipacao: demonstrativo.valorFranquiaCentavos / 100,
        liberado: demonstrativo.valorLiberadoCentavos / 100,
      },
      creditos: ((await creditosDosLotes(this.db, [id])).get(id) ?? []).map((credito) => ({
        descricao: `${descricaoDoCredito(credito)} · ${credito.tuss} ${credito.descricao}`,
        valor: credito.valorAcatadoCentavos / 100,
      })),
    });
    return { numeroLote: registro.numeroLote, pdf };
  }

  /**
   * Sends the caller's open batch: 409 when it was sent already; 422 when it is empty or an item lacks its final
   * documentation (nothing changes). The message is built from the guides as they stand, validated against
   * the ANS schema (a message that does not validate is the server's fault, never sent), stored with its hash
   * and the operator's protocol; the dentist is told the batch was received.
   */
  async send(caller: Caller, id: number, now = new Date()) {
    const { lote, aviso } = await this.db.transaction().execute((trx) => this.enviar(trx, caller, id, now));
    await this.notificacoes.entregar(caller.id, aviso);
    return lote;
  }

  /**
   * `send` inside the caller's transaction, the notification stored but not delivered: the guides are read
   * through the services this instance was built with, so they must see that transaction (the demo seed
   * builds one over it).
   */
  async enviar(trx: Kysely<Database>, caller: Caller, id: number, now: Date) {
    {
      const aberto = await this.loteDo(trx, caller, id, true);
      if (aberto.status !== 'Aberto') throw new ApiError(409, MSG_FATURAMENTO.loteJaEnviado);
      const itens = await this.itensDe(trx, [id]);
      if (itens.length === 0) throw new ApiError(422, MSG_FATURAMENTO.loteVazio);
      const pendencias = this.pendencias(itens);
      if (pendencias.length > 0) {
        throw new ApiError(422, MSG_FATURAMENTO.lotePendente(pendencias.length), {
          errors: pendencias.map((pendencia) => pendencia.mensagem),
        });
      }

      // Read in this transaction: the batch's row is locked in it.
      const guias = await this.guiasDoLote(trx, caller, itens, now);
      const numeroLote = numeroDoLote(id);
      const mensagem = mensagemLoteGuias({ numeroLote, emitidoEm: now, guias });
      const problemas = await validarMensagemTiss(mensagem.bytes);
      if (problemas.length > 0) {
        throw new Error(
          `lote ${numeroLote}: a mensagem não valida contra o XSD da ANS: ${problemas.join('; ')}`,
        );
      }
      const protocolo = protocoloDoLote(id, now);
      await trx
        .updateTable('fechamento')
        .set({ status: 'Enviado', enviadoEm: now, protocolo, hash: mensagem.hash, mensagem: mensagem.bytes })
        .where('id', '=', id)
        .execute();
      const aviso = await this.notificacoes.registrar(trx, {
        dentistaId: caller.id,
        loteId: id,
        titulo: MSG_FATURAMENTO.avisoLoteRecebidoTitulo(numeroLote),
        texto: MSG_FATURAMENTO.avisoLoteRecebidoTexto(guias.length, protocolo),
        em: now,
      });
      const enviado = await this.loteDo(trx, caller, id);
      return { lote: await this.lote(trx, enviado, now), aviso };
    }
  }

  /** Each plan of the batch as an executed guide: its items of this batch only, with their performance day. */
  private async guiasDoLote(
    trx: Kysely<Database>,
    caller: Caller,
    itens: readonly ItemRow[],
    emitidaEm: Date,
  ): Promise<GuiaDoPlano[]> {
    const planoIds = [...new Set(itens.map((item) => item.planoTratamentoId))];
    const numeros = await numerosDasGuias(trx, planoIds);
    const guias = new Guias(trx, this.defaults);
    const doLote: GuiaDoPlano[] = [];
    for (const planoId of planoIds) {
      const guia = await guias.guiaDoPlano(caller, planoId, emitidaEm);
      if (!guia) throw new Error(`plan ${planoId} of a batch is not the dentist's`);
      const daGuia = new Map(
        itens.filter((item) => item.planoTratamentoId === planoId).map((item) => [item.id, item]),
      );
      doLote.push({
        ...guia,
        plano: { ...guia.plano, numeroGuiaPrestador: numeros.get(planoId) ?? guia.plano.numeroGuiaPrestador },
        itens: guia.itens
          .filter((item) => daGuia.has(item.id))
          .map((item) => ({ ...item, dataRealizacao: daGuia.get(item.id)?.dataRealizacao ?? null })),
      });
    }
    return doLote;
  }
}
