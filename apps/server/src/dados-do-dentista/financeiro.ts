import type { Kysely } from 'kysely';
import type { DentistOperations, DentistSchema, QueryParams } from '../contract';
import { creditoRecord, creditosDosLotes, creditosPendentes } from '../faturamento/creditos';
import { LOTE_COLUMNS, type Lotes } from '../faturamento/lotes';
import { numeroDoLote } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { containsPattern, digitsOf, pageOf, paginacao, withoutAccents } from '../plataforma/listagem';

/** Search, payment method, status tab and page of the Financeiro screen. */
export type FinanceiroFilters = QueryParams<DentistOperations['listFinanceiro']>;

const plural = (quantidade: number, singular: string, plural: string) =>
  `${quantidade} ${quantidade === 1 ? singular : plural}`;

/** Reais summed without the float's crumbs. */
const somar = (valores: readonly number[]) =>
  Math.round(valores.reduce((total, valor) => total + valor * 100, 0)) / 100;

/** What the sorting reads of a record (RegistroFinanceiro). */
type Registro = Pick<
  DentistSchema<'RegistroFinanceiro'>,
  | 'id'
  | 'createdAt'
  | 'competencia'
  | 'valorInformado'
  | 'valorGlosado'
  | 'amount'
  | 'dueDate'
  | 'paymentDate'
  | 'loteStatus'
>;

/** The batch's statuses in the order a batch goes through them, for sorting by the situation. */
const ORDEM_DO_LOTE = ['Aberto', 'Enviado', 'Em análise', 'Analisado', 'Pago'] as const;

/**
 * What each sortable column (openapi listFinanceiro `ordenarPor`) compares: a number or an ISO text (dates
 * and 'yyyy-MM' compare as text), null for a batch not paid yet.
 */
const ORDENAVEIS: Record<
  NonNullable<FinanceiroFilters['ordenarPor']>,
  (r: Registro) => number | string | null
> = {
  dataEnvio: (r) => r.createdAt,
  competencia: (r) => r.competencia,
  valorInformado: (r) => r.valorInformado,
  valorGlosado: (r) => r.valorGlosado,
  valorLiberado: (r) => r.amount,
  prazoPagamento: (r) => r.dueDate,
  dataPagamento: (r) => r.paymentDate,
  situacao: (r) => ORDEM_DO_LOTE.indexOf(r.loteStatus),
};

/**
 * The records in the order asked: the column in the direction asked, a batch without the value (not paid yet)
 * last either way, then the batch's number in the same direction, so that the pages neither repeat nor skip one.
 */
export function ordenarRegistros<R extends Registro>(registros: R[], filters: FinanceiroFilters): R[] {
  const valor = ORDENAVEIS[filters.ordenarPor ?? 'dataEnvio'];
  const sentido = filters.ordem === 'asc' ? 1 : -1;
  return [...registros].sort((a, b) => {
    const [x, y] = [valor(a), valor(b)];
    if (x === null || y === null) return x === y ? sentido * (a.id - b.id) : x === null ? 1 : -1;
    if (x !== y) return sentido * (x < y ? -1 : 1);
    return sentido * (a.id - b.id);
  });
}

/**
 * The financial records of one dentist as the Financeiro screen shows them (docs/product-rules.md#billing): each
 * is a batch sent to the operator, with what it informed, what the account analysis glosou and released, the
 * contract's payment deadline and, once paid, the day, the method, the statement and the appeals' credits it
 * paid; the credits no statement paid yet are listed apart. A dentist sends about one
 * batch a month, so the batches are read whole and filtered, summed and paged here.
 */
export class Financeiro {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lotes: Pick<Lotes, 'resumos'>,
  ) {}

  /** The sent batches of the dentist that the search finds: batch number, protocol, a guide's patient or card. */
  private async enviados(dentistaId: number, busca: string | undefined) {
    let query = this.db
      .selectFrom('fechamento as f')
      .select(LOTE_COLUMNS)
      .where('f.dentistaId', '=', dentistaId)
      .where('f.status', '<>', 'Aberto');
    const termo = busca?.trim();
    if (termo) {
      const pattern = containsPattern(termo);
      const digits = digitsOf(termo);
      const id = digits && digits.length <= 9 ? Number(digits) : null;
      query = query.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('planoTratamentoItem as i')
              .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
              .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
              .select('i.id')
              .whereRef('i.fechamentoId', '=', 'f.id')
              .where((inner) =>
                inner.or([
                  inner(withoutAccents(inner.ref('b.nome')), 'ilike', pattern),
                  ...(digits ? [inner('b.numeroCarteira', 'like', `%${digits}%`)] : []),
                ]),
              ),
          ),
          ...(digits ? [eb('f.protocolo', 'like', `%${digits}%`)] : []),
          ...(id !== null ? [eb('f.id', '=', id)] : []),
        ]),
      );
    }
    return query.orderBy('f.enviadoEm', 'desc').orderBy('f.id', 'desc').execute();
  }

  async list(dentistaId: number, filters: FinanceiroFilters) {
    const page = pageOf(filters);
    const lotes = await this.enviados(dentistaId, filters.busca);
    const [resumos, creditosPagos, pendentes] = await Promise.all([
      this.lotes.resumos(this.db, lotes),
      creditosDosLotes(
        this.db,
        lotes.map((lote) => lote.id),
      ),
      creditosPendentes(this.db, dentistaId),
    ]);
    const registros = lotes
      .map((lote, index) => {
        const resumo = resumos[index];
        // A sent batch has its sending day (migration 020's check), hence its payment deadline.
        if (!resumo?.prazoPagamento) throw new Error(`sent batch ${lote.id} has no summary or deadline`);
        const pago = resumo.status === 'Pago';
        const creditos = (creditosPagos.get(lote.id) ?? []).map(creditoRecord);
        const valorCreditos = somar(creditos.map((credito) => credito.valor));
        const passos = resumo.passos.map((passo) => passo.em);
        return {
          id: lote.id,
          idLote: lote.id,
          numeroLote: numeroDoLote(lote.id),
          protocolo: resumo.protocolo ?? '',
          competencia: resumo.competencia,
          description: `Lote ${numeroDoLote(lote.id)} · ${plural(resumo.quantidadeGuias, 'guia', 'guias')}, ${plural(resumo.quantidadeItens, 'procedimento', 'procedimentos')}`,
          loteStatus: resumo.status,
          status: pago ? ('completed' as const) : ('pending' as const),
          valorInformado: resumo.valorInformado,
          valorGlosado: resumo.valorGlosado,
          valorLiberado: resumo.valorLiberado,
          valorCreditos,
          creditos,
          // What the operator pays or will pay: informed less what the analysis glosou so far, and the appeals'
          // credits its statement paid (the dashboard's 'a receber' sums the same).
          amount: somar([resumo.valorInformado, -resumo.valorGlosado, valorCreditos]),
          paymentMethod: resumo.demonstrativo?.formaPagamento ?? null,
          dueDate: resumo.prazoPagamento,
          paymentDate: resumo.demonstrativo?.dataPagamento ?? null,
          numeroDemonstrativo: resumo.demonstrativo?.numeroDemonstrativo ?? null,
          createdAt: lote.enviadoEm?.toISOString() ?? lote.criadoEm.toISOString(),
          updatedAt: passos.at(-1) ?? lote.criadoEm.toISOString(),
        };
      })
      .filter((registro) => !filters.metodoPagamento || registro.paymentMethod === filters.metodoPagamento);
    const naAba = ordenarRegistros(registros, filters).filter(
      (registro) => !filters.status || registro.status === filters.status,
    );
    return {
      data: naAba.slice(page.offset, page.offset + page.limit),
      resumo: {
        totalRecebido: somar(registros.filter((r) => r.status === 'completed').map((r) => r.amount)),
        pendente: somar(registros.filter((r) => r.status === 'pending').map((r) => r.amount)),
        total: somar(registros.map((r) => r.amount)),
        creditosAReceber: somar(pendentes.map((credito) => credito.valorAcatadoCentavos / 100)),
      },
      creditosPendentes: pendentes.map(creditoRecord),
      paginacao: paginacao(page, naAba.length),
    };
  }
}
