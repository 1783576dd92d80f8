import { type Kysely, sql } from 'kysely';
import type { DentistOperations, QueryParams } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import { containsPattern, digitsOf, pageOf, paginacao, reais, withoutAccents } from '../plataforma/listagem';

/** Search, insurer, status tab and page of the Glosas screen. */
export type GlosaFilters = QueryParams<DentistOperations['listGlosas']>;

/** The glosas of one dentist as the Glosas screen shows them: searched, filtered, tabbed, summed and paged. */
export class Glosas {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(dentistaId: number, filters: GlosaFilters) {
    let query = this.db
      .selectFrom('glosa as g')
      .innerJoin('beneficiario as b', 'b.id', 'g.beneficiarioId')
      .innerJoin('procedimento as p', 'p.id', 'g.procedimentoId')
      .where('g.dentistaId', '=', dentistaId);
    const busca = filters.busca?.trim();
    if (busca) {
      // Search over patient name, procedure name and code, and the patient's card (docs/product-rules.md#glosas).
      const pattern = containsPattern(busca);
      const digits = digitsOf(busca);
      query = query.where((eb) =>
        eb.or([
          eb(withoutAccents(eb.ref('b.nome')), 'ilike', pattern),
          eb(withoutAccents(eb.ref('p.descricao')), 'ilike', pattern),
          ...(digits
            ? [eb('p.tuss', 'like', `%${digits}%`), eb('b.numeroCarteira', 'like', `%${digits}%`)]
            : []),
        ]),
      );
    }
    if (filters.operadora) query = query.where('g.operadora', '=', filters.operadora);
    return query;
  }

  async list(dentistaId: number, filters: GlosaFilters) {
    const page = pageOf(filters);
    const inTab = filters.status ? sql<boolean>`g.status = ${filters.status}` : sql<boolean>`true`;
    let rows = this.filtered(dentistaId, filters)
      .innerJoin('motivoGlosa as m', 'm.codigo', 'g.motivoCodigo')
      .select([
        'g.id',
        'b.nome as patientName',
        'b.numeroCarteira as patientId',
        'p.tuss as procedureCode',
        'p.descricao as procedureName',
        'g.valorOriginalCentavos',
        'g.valorGlosadoCentavos',
        'g.motivoCodigo',
        'm.descricao as motivoDescricao',
        'g.observacao',
        'g.status',
        'g.operadora as insuranceName',
        'g.dataEnvio as submissionDate',
        'g.dataResposta as responseDate',
        'g.criadoEm',
        'g.atualizadoEm',
      ])
      .orderBy('g.dataEnvio', 'desc')
      .orderBy('g.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
    if (filters.status) rows = rows.where('g.status', '=', filters.status);

    const [found, totals, operadoras] = await Promise.all([
      rows.execute(),
      this.filtered(dentistaId, filters)
        .select([
          sql<number>`count(*) filter (where ${inTab})::int`.as('total'),
          sql<number>`coalesce(sum(g.valor_glosado_centavos), 0)::float8`.as('glosado'),
          sql<number>`coalesce(sum(g.valor_glosado_centavos) filter (where g.status = 'pending'), 0)::float8`.as(
            'pendente',
          ),
          sql<number>`coalesce(sum(g.valor_glosado_centavos) filter (where g.status = 'approved'), 0)::float8`.as(
            'aprovado',
          ),
        ])
        .executeTakeFirstOrThrow(),
      this.operadoras(dentistaId),
    ]);
    return {
      data: found.map(
        ({
          valorOriginalCentavos,
          valorGlosadoCentavos,
          motivoCodigo,
          motivoDescricao,
          observacao,
          criadoEm,
          atualizadoEm,
          ...glosa
        }) => ({
          ...glosa,
          originalAmount: reais(valorOriginalCentavos),
          glosedAmount: reais(valorGlosadoCentavos),
          reason: reasonText(motivoCodigo, motivoDescricao, observacao),
          createdAt: criadoEm.toISOString(),
          updatedAt: atualizadoEm.toISOString(),
        }),
      ),
      resumo: {
        totalGlosado: reais(totals.glosado),
        pendente: reais(totals.pendente),
        aprovado: reais(totals.aprovado),
      },
      operadoras,
      paginacao: paginacao(page, totals.total),
    };
  }

  /** Every insurer in the dentist's glosas, for the filter (independent of the filters applied). */
  async operadoras(dentistaId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('glosa')
      .select('operadora')
      .distinct()
      .where('dentistaId', '=', dentistaId)
      .orderBy('operadora')
      .execute();
    return rows.map((row) => row.operadora);
  }
}

/** The TISS code and its official text, then the auditor's note when there is one. */
export function reasonText(codigo: string, descricao: string, observacao: string | null): string {
  const official = `${codigo} – ${descricao}`;
  return observacao ? `${official}. ${observacao}` : official;
}
