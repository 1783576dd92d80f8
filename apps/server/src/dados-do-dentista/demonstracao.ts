import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { FinancialStatus, GlosaStatus, PaymentMethod } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const GLOSA_STATUSES: GlosaStatus[] = ['pending', 'under_review', 'approved', 'rejected'];
const FINANCIAL_STATUSES: FinancialStatus[] = ['completed', 'pending', 'completed', 'cancelled', 'refunded'];
const METHODS: PaymentMethod[] = ['pix', 'credit_card', 'bank_transfer', 'debit_card', 'cash'];
const OPERADORAS = ['Odonto Cooperativa', 'Dental Vida Saúde', 'Sorria Mais Benefícios'];
/**
 * Glosas an auditor would give (docs/product-rules.md#demo-data): each Tabela 38 code with a procedure it
 * fits and a note that says why.
 */
export const GLOSA_EXEMPLOS: { tuss: string; motivo: string; observacao: string | null }[] = [
  {
    tuss: '85200166',
    motivo: '3067',
    observacao: 'Radiografia final da obturação do canal ausente no envio do lote.',
  },
  {
    tuss: '85100200',
    motivo: '3056',
    observacao: 'Cobradas 2 faces; a radiografia e a foto mostram restauração de 3 faces (M, O, D).',
  },
  { tuss: '82000875', motivo: '3081', observacao: 'Radiografia inicial do dente extraído não enviada.' },
  { tuss: '85400106', motivo: '1430', observacao: null },
  {
    tuss: '85100218',
    motivo: '3037',
    observacao: 'Executada restauração de 2 faces (O, D) e cobrada a de 3 faces.',
  },
  {
    tuss: '85200158',
    motivo: '3013',
    observacao: 'Laudo sem o diagnóstico pulpar que indique o tratamento.',
  },
  { tuss: '81000405', motivo: '3047', observacao: 'Imagem da radiografia panorâmica não anexada.' },
  { tuss: '84000198', motivo: '3052', observacao: null },
];
/** Cents that are not round, so the amounts exercise the two decimals of the Money schema. */
const CENTS = [0, 90, 45, 99, 10, 75];

/** How many records each demo dentist gets: the first more than one page, the second a few. */
const VOLUME: Record<string, { glosas: number; financeiro: number }> = {
  '12345': { glosas: 14, financeiro: 24 },
  '54321': { glosas: 6, financeiro: 8 },
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const pick = <T>(list: T[], index: number): T => {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('lista vazia na semente de demonstração');
  return value;
};

/**
 * Glosas and financial records in every status for the two demo dentists (docs/product-rules.md#demo-data),
 * dated relative to the day the seed runs so the screens look current.
 */
export async function seedDentistData(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const dentistas = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('cro', 'in', Object.keys(VOLUME))
    .orderBy('cro')
    .execute();
  const beneficiarios = await trx.selectFrom('beneficiario').select('id').orderBy('id').execute();
  const procedimentos = await trx
    .selectFrom('procedimento')
    .select(['id', 'tuss', 'descricao', 'valorCentavos'])
    .orderBy('tuss')
    .execute();
  const porTuss = new Map(procedimentos.map((procedimento) => [procedimento.tuss, procedimento]));

  for (const [d, dentista] of dentistas.entries()) {
    const volume = VOLUME[dentista.cro];
    if (!volume) continue;
    const glosas = Array.from({ length: volume.glosas }, (_, i) => {
      const exemplo = pick(GLOSA_EXEMPLOS, i + 3 * d);
      const procedimento = porTuss.get(exemplo.tuss);
      if (!procedimento) throw new Error(`procedimento ${exemplo.tuss} fora da tabela TUSS`);
      const status = pick(GLOSA_STATUSES, i);
      const envio = new Date(now.getTime() - (3 + 6 * i) * DAY_MS);
      const original = procedimento.valorCentavos + pick(CENTS, i);
      const decided = status === 'approved' || status === 'rejected';
      return {
        dentistaId: dentista.id,
        beneficiarioId: pick(beneficiarios, i + d).id,
        procedimentoId: procedimento.id,
        motivoCodigo: exemplo.motivo,
        observacao: exemplo.observacao,
        valorOriginalCentavos: original,
        valorGlosadoCentavos: i % 3 === 0 ? original : Math.round(original * 0.4),
        status,
        operadora: pick(OPERADORAS, i + d),
        dataEnvio: isoDate(envio),
        dataResposta: decided ? isoDate(new Date(envio.getTime() + 2 * DAY_MS)) : null,
        criadoEm: envio,
        atualizadoEm: decided ? new Date(envio.getTime() + 2 * DAY_MS) : envio,
      };
    });
    await trx.insertInto('glosa').values(glosas).execute();

    const registros = Array.from({ length: volume.financeiro }, (_, i) => {
      const procedimento = pick(procedimentos, 5 * i + 2 * d + 1);
      const status = pick(FINANCIAL_STATUSES, i);
      const criado = new Date(now.getTime() - (10 + 4 * i) * DAY_MS);
      const vencimento = new Date(criado.getTime() + 15 * DAY_MS);
      const paid = status === 'completed' || status === 'refunded';
      const pagamento = paid ? new Date(vencimento.getTime() - 2 * DAY_MS) : null;
      return {
        dentistaId: dentista.id,
        beneficiarioId: pick(beneficiarios, 2 * i + d).id,
        descricao: `${procedimento.descricao} - dente ${pick([16, 21, 36, 47, 11, 26], i)}`,
        valorCentavos: procedimento.valorCentavos + pick(CENTS, i + 1),
        metodoPagamento: pick(METHODS, i + d),
        status,
        dataVencimento: isoDate(vencimento),
        dataPagamento: pagamento ? isoDate(pagamento) : null,
        criadoEm: criado,
        atualizadoEm: pagamento ?? criado,
      };
    });
    await trx.insertInto('registroFinanceiro').values(registros).execute();
  }
}
