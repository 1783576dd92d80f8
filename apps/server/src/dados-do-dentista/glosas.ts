import { type Kysely, sql } from 'kysely';
import { ITEM_SITE_COLUMNS, localDoItem } from '../ciclo-de-vida/local-do-item';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { DentistOperations, QueryParams } from '../contract';
import { numerosDasGuias } from '../faturamento/lotes';
import type { RecursosDeGlosa } from '../faturamento/recursos';
import { textoDoCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import type { Caller } from '../plataforma/identidade';
import { containsPattern, digitsOf, pageOf, paginacao, reais, withoutAccents } from '../plataforma/listagem';

/**
 * The dentist's glosas: the analyses with an amount glosado of the items of the dentist's batches, with the
 * analysis (`a`), batch (`f`), item (`i`), procedure (`pr`), plan (`p`) and beneficiary (`b`). Glosas and the
 * data export read them alike.
 */
export function glosasDoDentista(db: Kysely<Database>, dentistaId: number) {
  return todasAsGlosas(db).where('f.dentistaId', '=', dentistaId);
}

/** Every glosa of every dentist, joined as glosasDoDentista (an appeal's items read them by id). */
export function todasAsGlosas(db: Kysely<Database>) {
  return db
    .selectFrom('analiseContaItem as a')
    .innerJoin('fechamento as f', 'f.id', 'a.fechamentoId')
    .innerJoin('planoTratamentoItem as i', 'i.id', 'a.planoTratamentoItemId')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .where('a.valorGlosadoCentavos', '>', 0);
}

/** What a glosa's record (Glosa, RecursoGlosaItem) reads of the joins of todasAsGlosas. */
export const GLOSA_COLUMNS = [
  'a.id',
  'a.planoTratamentoItemId',
  'a.valorInformadoCentavos',
  'a.valorGlosadoCentavos',
  'a.codigoGlosa',
  'a.observacao',
  'a.analisadoEm',
  'f.id as loteId',
  'f.protocolo',
  'f.enviadoEm',
  'f.dentistaId',
  'p.id as planoId',
  'b.nome as patientName',
  'b.numeroCarteira as patientId',
  'pr.tuss as procedureCode',
  'pr.descricao as procedureName',
  'i.dataRealizacao',
  ...ITEM_SITE_COLUMNS,
] as const;

/** A row of GLOSA_COLUMNS. */
export type GlosaRow = {
  id: number;
  planoTratamentoItemId: number;
  valorInformadoCentavos: number;
  valorGlosadoCentavos: number;
  codigoGlosa: string | null;
  observacao: string | null;
  analisadoEm: Date;
  loteId: number;
  protocolo: string | null;
  enviadoEm: Date | null;
  dentistaId: number;
  planoId: number;
  patientName: string;
  patientId: string;
  procedureCode: string;
  procedureName: string;
  dataRealizacao: string | null;
} & Parameters<typeof localDoItem>[0];

/** The glosa itself as Glosas and an appeal's items show it: the item, the analysis, the batch and the guide. */
export function glosaRecord(row: GlosaRow, numeroGuiaPrestador: string) {
  const codigo = row.codigoGlosa ?? '';
  const descricao = textoDoCodigo(codigo) ?? '';
  const observacao = row.observacao ?? '';
  return {
    idProcedimentoItem: row.planoTratamentoItemId,
    idPlanoTratamento: row.planoId,
    numeroGuiaPrestador,
    idLote: row.loteId,
    numeroLote: numeroDoLote(row.loteId),
    protocolo: row.protocolo ?? '',
    patientName: row.patientName,
    patientId: row.patientId,
    procedureCode: row.procedureCode,
    procedureName: row.procedureName,
    local: localPorExtenso(row),
    dataRealizacao: row.dataRealizacao ?? '',
    originalAmount: reais(row.valorInformadoCentavos),
    glosedAmount: reais(row.valorGlosadoCentavos),
    codigoGlosa: codigo,
    descricaoGlosa: descricao,
    observacao,
    reason: reasonText(codigo, descricao, observacao),
  };
}

/** Search, batch, appeal tab and page of the Glosas screen. */
export type GlosaFilters = QueryParams<DentistOperations['listGlosas']>;

/**
 * Where a glosa's appeal stands in SQL, for the tabs and the summary: its last round's answer (situacaoDe in
 * faturamento/situacao-do-recurso.ts says the same of the rounds read; the rows use that one).
 */
const SITUACAO = sql<string>`coalesce((
  select case when ra.id is null then 'em_recurso'
              when ra.decisao = 'aceitar' then 'aceita'
              when ra.decisao = 'aceitarParte' then 'aceita_parcialmente'
              else 'mantida' end
  from recurso_glosa_item ri
  left join resposta_recurso_item ra on ra.recurso_glosa_item_id = ri.id
  where ri.analise_conta_item_id = a.id
  order by ri.rodada desc limit 1), 'nao_recorrida')`;

/** What the last round waiting for its answer appeals, in centavos (0 when none waits). */
const EM_RECURSO = sql<number>`coalesce((
  select ri.valor_recursado_centavos from recurso_glosa_item ri
  where ri.analise_conta_item_id = a.id
    and not exists (select 1 from resposta_recurso_item ra where ra.recurso_glosa_item_id = ri.id)), 0)`;

/** What the operator accepted over every round, in centavos. */
const RECUPERADO = sql<number>`coalesce((
  select sum(ra.valor_acatado_centavos) from recurso_glosa_item ri
  join resposta_recurso_item ra on ra.recurso_glosa_item_id = ri.id
  where ri.analise_conta_item_id = a.id), 0)`;

/** The SITUACAO in the order an appeal goes through, for sorting by it. */
const SITUACAO_ORDEM = sql<number>`array_position(
  array['nao_recorrida', 'em_recurso', 'aceita', 'aceita_parcialmente', 'mantida']::text[], ${SITUACAO})`;

/** The columns Glosas may be sorted by (openapi listGlosas `ordenarPor`), each a known expression. */
const ORDENAVEIS = {
  dataAnalise: sql<Date>`a.analisado_em`,
  dataRealizacao: sql<string>`i.data_realizacao`,
  valorInformado: sql<number>`a.valor_informado_centavos`,
  valorGlosado: sql<number>`a.valor_glosado_centavos`,
  situacao: SITUACAO_ORDEM,
} as const satisfies Record<NonNullable<GlosaFilters['ordenarPor']>, unknown>;

/** Where the item is, as the Glosas screen writes it: 'Dente 36 · M, O', 'Região AS'. */
export function localPorExtenso(item: Parameters<typeof localDoItem>[0]): string {
  if (item.idDente !== null) {
    return item.faces
      ? `Dente ${item.idDente} · ${item.faces.split(',').join(', ')}`
      : `Dente ${item.idDente}`;
  }
  const local = localDoItem(item);
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/**
 * The glosas of one dentist as the Glosas screen shows them: each is an item of a sent batch that the
 * operator's account analysis glosou, in part or in full (docs/product-rules.md#billing). Searched, filtered by
 * batch, tabbed by the appeal's state, summed and paged.
 */
export class Glosas {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly recursos: Pick<RecursosDeGlosa, 'rodadasDe' | 'situacaoDaGlosa'>,
  ) {}

  private filtered(dentistaId: number, filters: GlosaFilters) {
    let query = glosasDoDentista(this.db, dentistaId);
    const busca = filters.busca?.trim();
    if (busca) {
      // Patient name, procedure name and code, the glosa's code and the patient's card (docs/product-rules.md#glosas).
      const pattern = containsPattern(busca);
      const digits = digitsOf(busca);
      query = query.where((eb) =>
        eb.or([
          eb(withoutAccents(eb.ref('b.nome')), 'ilike', pattern),
          eb(withoutAccents(eb.ref('pr.descricao')), 'ilike', pattern),
          ...(digits
            ? [
                eb('pr.tuss', 'like', `%${digits}%`),
                eb('b.numeroCarteira', 'like', `%${digits}%`),
                eb('a.codigoGlosa', '=', digits),
              ]
            : []),
        ]),
      );
    }
    if (filters.idLote) query = query.where('f.id', '=', filters.idLote);
    return query;
  }

  /** The caller's glosas, each with its appeal's rounds, deadline and file links for the caller's session. */
  async list(caller: Caller, filters: GlosaFilters, now = new Date()) {
    const dentistaId = caller.id;
    const page = pageOf(filters);
    const inTab = filters.status ? sql<boolean>`${SITUACAO} = ${filters.status}` : sql<boolean>`true`;
    const [found, totals, lotes] = await Promise.all([
      this.filtered(dentistaId, filters)
        .where(inTab)
        .select([
          ...GLOSA_COLUMNS,
          sql<boolean>`exists (select 1 from demonstrativo_pagamento d where d.fechamento_id = f.id)`.as(
            'temDemonstrativo',
          ),
        ])
        // A whitelisted column, nulls (an item without its day) last either way, then the glosa's id in the
        // same direction: a total order, so that no glosa is on two pages or on none.
        .orderBy(ORDENAVEIS[filters.ordenarPor ?? 'dataAnalise'], (ob) =>
          (filters.ordem === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
        )
        .orderBy('a.id', filters.ordem === 'asc' ? 'asc' : 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.filtered(dentistaId, filters)
        .select([
          sql<number>`count(*) filter (where ${inTab})::int`.as('total'),
          sql<number>`coalesce(sum(a.valor_glosado_centavos), 0)::float8`.as('glosado'),
          sql<number>`coalesce(sum(a.valor_glosado_centavos) filter (where ${SITUACAO} = 'nao_recorrida'), 0)::float8`.as(
            'naoRecorrido',
          ),
          sql<number>`coalesce(sum(${EM_RECURSO}), 0)::float8`.as('emRecurso'),
          sql<number>`coalesce(sum(${RECUPERADO}), 0)::float8`.as('recuperado'),
        ])
        .executeTakeFirstOrThrow(),
      this.lotesComGlosa(dentistaId),
    ]);
    const [numeros, rodadas] = await Promise.all([
      numerosDasGuias(this.db, [...new Set(found.map((row) => row.planoId))]),
      this.recursos.rodadasDe(
        this.db,
        found.map((row) => row.id),
        caller.sessao,
        now,
      ),
    ]);
    return {
      data: found.map((row) => {
        const situacao = this.recursos.situacaoDaGlosa(row, rodadas.get(row.id) ?? [], now);
        return {
          id: row.id,
          ...glosaRecord(row, numeros.get(row.planoId) ?? ''),
          temDemonstrativo: row.temDemonstrativo,
          tipo:
            row.valorGlosadoCentavos === row.valorInformadoCentavos
              ? ('total' as const)
              : ('parcial' as const),
          submissionDate: row.enviadoEm ? diaEmSaoPaulo(row.enviadoEm) : '',
          responseDate: diaEmSaoPaulo(row.analisadoEm),
          ...situacao,
        };
      }),
      resumo: {
        totalGlosado: reais(totals.glosado),
        naoRecorrido: reais(totals.naoRecorrido),
        emRecurso: reais(totals.emRecurso),
        recuperado: reais(totals.recuperado),
      },
      lotes,
      paginacao: paginacao(page, totals.total),
    };
  }

  /** Every batch with a glosa of the dentist, newest first, for the filter (independent of the filters applied). */
  async lotesComGlosa(dentistaId: number) {
    const rows = await this.db
      .selectFrom('analiseContaItem as a')
      .innerJoin('fechamento as f', 'f.id', 'a.fechamentoId')
      .select('f.id')
      .distinct()
      .where('f.dentistaId', '=', dentistaId)
      .where('a.valorGlosadoCentavos', '>', 0)
      .orderBy('f.id', 'desc')
      .execute();
    return rows.map((row) => ({ idLote: row.id, numeroLote: numeroDoLote(row.id) }));
  }
}

/** The TISS code and its official text, then the auditor's note when there is one. */
export function reasonText(codigo: string, descricao: string, observacao: string | null): string {
  const official = `${codigo} – ${descricao}`;
  return observacao ? `${official}. ${observacao}` : official;
}
