import { type Kysely, sql } from 'kysely';
import { ITEM_SITE_COLUMNS, localDoItem } from '../ciclo-de-vida/local-do-item';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { DentistOperations, QueryParams } from '../contract';
import { numerosDasGuias } from '../faturamento/lotes';
import { textoDoCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { containsPattern, digitsOf, pageOf, paginacao, reais, withoutAccents } from '../plataforma/listagem';

/**
 * The dentist's glosas: the analyses with an amount glosado of the items of the dentist's batches, with the
 * analysis (`a`), batch (`f`), item (`i`), procedure (`pr`), plan (`p`) and beneficiary (`b`). Glosas and the
 * data export read them alike.
 */
export function glosasDoDentista(db: Kysely<Database>, dentistaId: number) {
  return db
    .selectFrom('analiseContaItem as a')
    .innerJoin('fechamento as f', 'f.id', 'a.fechamentoId')
    .innerJoin('planoTratamentoItem as i', 'i.id', 'a.planoTratamentoItemId')
    .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
    .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .where('f.dentistaId', '=', dentistaId)
    .where('a.valorGlosadoCentavos', '>', 0);
}

/** Search, batch, appeal tab and page of the Glosas screen. */
export type GlosaFilters = QueryParams<DentistOperations['listGlosas']>;

/**
 * Where a glosa's appeal stands. No appeal exists yet (issue #32 brings it): every glosa is 'nao_recorrida',
 * written here once so that the tabs, the summary and the rows read one expression.
 */
const SITUACAO = sql<string>`'nao_recorrida'`;

/** Where the item is, as the Glosas screen writes it: 'Dente 36 · M, O', 'Região AS'. */
function localPorExtenso(item: Parameters<typeof localDoItem>[0]): string {
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
  constructor(private readonly db: Kysely<Database>) {}

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

  async list(dentistaId: number, filters: GlosaFilters) {
    const page = pageOf(filters);
    const inTab = filters.status ? sql<boolean>`${SITUACAO} = ${filters.status}` : sql<boolean>`true`;
    const [found, totals, lotes] = await Promise.all([
      this.filtered(dentistaId, filters)
        .where(inTab)
        .select([
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
          'p.id as planoId',
          'b.nome as patientName',
          'b.numeroCarteira as patientId',
          'pr.tuss as procedureCode',
          'pr.descricao as procedureName',
          'i.dataRealizacao',
          ...ITEM_SITE_COLUMNS,
          SITUACAO.as('status'),
          sql<boolean>`exists (select 1 from demonstrativo_pagamento d where d.fechamento_id = f.id)`.as(
            'temDemonstrativo',
          ),
        ])
        .orderBy('a.analisadoEm', 'desc')
        .orderBy('a.id', 'desc')
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
          sql<number>`coalesce(sum(a.valor_glosado_centavos) filter (where ${SITUACAO} = 'em_recurso'), 0)::float8`.as(
            'emRecurso',
          ),
        ])
        .executeTakeFirstOrThrow(),
      this.lotesComGlosa(dentistaId),
    ]);
    const numeros = await numerosDasGuias(this.db, [...new Set(found.map((row) => row.planoId))]);
    return {
      data: found.map((row) => {
        const codigo = row.codigoGlosa ?? '';
        const descricao = textoDoCodigo(codigo) ?? '';
        const observacao = row.observacao ?? '';
        return {
          id: row.id,
          idProcedimentoItem: row.planoTratamentoItemId,
          idPlanoTratamento: row.planoId,
          numeroGuiaPrestador: numeros.get(row.planoId) ?? '',
          idLote: row.loteId,
          numeroLote: numeroDoLote(row.loteId),
          protocolo: row.protocolo ?? '',
          temDemonstrativo: row.temDemonstrativo,
          patientName: row.patientName,
          patientId: row.patientId,
          procedureCode: row.procedureCode,
          procedureName: row.procedureName,
          local: localPorExtenso(row),
          dataRealizacao: row.dataRealizacao ?? '',
          originalAmount: reais(row.valorInformadoCentavos),
          glosedAmount: reais(row.valorGlosadoCentavos),
          tipo:
            row.valorGlosadoCentavos === row.valorInformadoCentavos
              ? ('total' as const)
              : ('parcial' as const),
          codigoGlosa: codigo,
          descricaoGlosa: descricao,
          observacao,
          reason: reasonText(codigo, descricao, observacao),
          status: 'nao_recorrida' as const,
          submissionDate: row.enviadoEm ? diaEmSaoPaulo(row.enviadoEm) : '',
          responseDate: diaEmSaoPaulo(row.analisadoEm),
        };
      }),
      resumo: {
        totalGlosado: reais(totals.glosado),
        naoRecorrido: reais(totals.naoRecorrido),
        emRecurso: reais(totals.emRecurso),
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
