import { type Kysely, sql } from 'kysely';
import type { DentistOperations, QueryParams } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import { containsPattern, digitsOf, pageOf, paginacao, reais, withoutAccents } from '../plataforma/listagem';

/** Search, payment method, status tab and page of the Financeiro screen. */
export type FinanceiroFilters = QueryParams<DentistOperations['listFinanceiro']>;

/** The financial records of one dentist as the Financeiro screen shows them. */
export class Financeiro {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(dentistaId: number, filters: FinanceiroFilters) {
    let query = this.db
      .selectFrom('registroFinanceiro as f')
      .innerJoin('beneficiario as b', 'b.id', 'f.beneficiarioId')
      .where('f.dentistaId', '=', dentistaId);
    const busca = filters.busca?.trim();
    if (busca) {
      // Search over patient name, description, the record's id and the patient's card (docs/product-rules.md#financeiro).
      const pattern = containsPattern(busca);
      const digits = digitsOf(busca);
      const id = digits && digits.length <= 9 ? Number(digits) : null;
      query = query.where((eb) =>
        eb.or([
          eb(withoutAccents(eb.ref('b.nome')), 'ilike', pattern),
          eb(withoutAccents(eb.ref('f.descricao')), 'ilike', pattern),
          ...(digits ? [eb('b.numeroCarteira', 'like', `%${digits}%`)] : []),
          ...(id !== null ? [eb('f.id', '=', id)] : []),
        ]),
      );
    }
    if (filters.metodoPagamento) query = query.where('f.metodoPagamento', '=', filters.metodoPagamento);
    return query;
  }

  async list(dentistaId: number, filters: FinanceiroFilters) {
    const page = pageOf(filters);
    const inTab = filters.status ? sql<boolean>`f.status = ${filters.status}` : sql<boolean>`true`;
    let rows = this.filtered(dentistaId, filters)
      .select([
        'f.id',
        'b.nome as patientName',
        'b.numeroCarteira as patientId',
        'f.valorCentavos',
        'f.descricao as description',
        'f.metodoPagamento as paymentMethod',
        'f.status',
        'f.dataVencimento as dueDate',
        'f.dataPagamento as paymentDate',
        'f.criadoEm',
        'f.atualizadoEm',
      ])
      .orderBy('f.dataVencimento', 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
    if (filters.status) rows = rows.where('f.status', '=', filters.status);

    const [found, totals] = await Promise.all([
      rows.execute(),
      this.filtered(dentistaId, filters)
        .select([
          sql<number>`count(*) filter (where ${inTab})::int`.as('total'),
          sql<number>`coalesce(sum(f.valor_centavos) filter (where f.status = 'completed'), 0)::float8`.as(
            'recebido',
          ),
          sql<number>`coalesce(sum(f.valor_centavos) filter (where f.status = 'pending'), 0)::float8`.as(
            'pendente',
          ),
          sql<number>`coalesce(sum(f.valor_centavos), 0)::float8`.as('geral'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return {
      data: found.map(({ valorCentavos, criadoEm, atualizadoEm, ...registro }) => ({
        ...registro,
        amount: reais(valorCentavos),
        createdAt: criadoEm.toISOString(),
        updatedAt: atualizadoEm.toISOString(),
      })),
      resumo: {
        totalRecebido: reais(totals.recebido),
        pendente: reais(totals.pendente),
        total: reais(totals.geral),
      },
      paginacao: paginacao(page, totals.total),
    };
  }
}
