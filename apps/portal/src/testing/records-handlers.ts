import type { FinancialStatus, Glosa, GlosaStatus, PaymentMethod, RegistroFinanceiro } from '@odonto/api';
import type { DentistOperations, SuccessBody } from '@odonto/contract';
import { dentistHttp } from '@odonto/contract/msw';

/**
 * Story data and a small stand-in for the server's /v2/glosas and /v2/financeiro: it searches, filters,
 * sums and pages the fixtures the way openapi/dentist.yaml describes, so stories exercise real queries.
 */
const GLOSA_STATUSES: GlosaStatus[] = ['pending', 'under_review', 'approved', 'rejected'];
const OPERADORAS = ['Odonto Cooperativa', 'Dental Vida Saúde', 'Sorria Mais Benefícios'];
const PATIENTS = ['Maria da Silva', 'João Pereira', 'Pedro Santos', 'Ana Costa'];
const PROCEDURES = [
  { code: '85100196', name: 'Restauração em resina fotopolimerizável 1 face' },
  { code: '82000034', name: 'Exodontia simples de permanente' },
  { code: '85200042', name: 'Tratamento endodôntico unirradicular' },
];

const at = <T>(list: T[], index: number): T => list[index % list.length] as T;
const cardOf = (index: number) => `0900000100000${(index % 4) + 1}001`;

/** Twelve glosas: more than one page of 10, every status and insurer. */
export const GLOSAS: Glosa[] = Array.from({ length: 12 }, (_, i) => {
  const procedure = at(PROCEDURES, i);
  const original = 100 + 10 * i + 0.5;
  return {
    id: i + 1,
    patientName: at(PATIENTS, i),
    patientId: cardOf(i),
    procedureCode: procedure.code,
    procedureName: procedure.name,
    originalAmount: original,
    glosedAmount: i % 3 === 0 ? original : 40,
    reason: `3067 – Procedimento sem documentação comprobatória${i === 0 ? '. Radiografia final ausente.' : ''}`,
    status: at(GLOSA_STATUSES, i),
    insuranceName: at(OPERADORAS, i),
    submissionDate: `2026-11-${String(20 - i).padStart(2, '0')}`,
    responseDate: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
});

const FINANCIAL_STATUSES: FinancialStatus[] = ['completed', 'pending', 'completed', 'cancelled', 'refunded'];
const METHODS: PaymentMethod[] = ['pix', 'credit_card', 'bank_transfer', 'debit_card', 'cash'];

/** Thirteen records: two pages, every status and payment method. */
export const FINANCEIRO: RegistroFinanceiro[] = Array.from({ length: 13 }, (_, i) => ({
  id: i + 1,
  patientName: at(PATIENTS, i),
  patientId: cardOf(i),
  amount: 200 + 25 * i + 0.9,
  description: `${at(PROCEDURES, i).name} - dente ${at([16, 21, 36], i)}`,
  paymentMethod: at(METHODS, i),
  status: at(FINANCIAL_STATUSES, i),
  dueDate: `2026-12-${String(1 + i).padStart(2, '0')}`,
  paymentDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

function page<T>(rows: T[], url: URL) {
  const size = Number(url.searchParams.get('tamanhoPagina') ?? 10);
  const pagina = Number(url.searchParams.get('pagina') ?? 1);
  return {
    data: rows.slice((pagina - 1) * size, pagina * size),
    paginacao: {
      pagina,
      tamanhoPagina: size,
      total: rows.length,
      totalPaginas: Math.ceil(rows.length / size),
    },
  };
}

const matches = (busca: string | null, fields: string[]) =>
  !busca || fields.some((field) => field.toLowerCase().includes(busca.toLowerCase()));

/** The body of /v2/glosas over the given rows for the request's query. */
export function glosasAnswer(rows: Glosa[], request: Request): SuccessBody<DentistOperations['listGlosas']> {
  const url = new URL(request.url);
  const busca = url.searchParams.get('busca');
  const operadora = url.searchParams.get('operadora');
  const status = url.searchParams.get('status');
  const found = rows.filter(
    (row) =>
      matches(busca, [row.patientName, row.procedureName, row.procedureCode, row.patientId]) &&
      (!operadora || row.insuranceName === operadora),
  );
  return {
    success: true,
    ...page(
      found.filter((row) => !status || row.status === status),
      url,
    ),
    resumo: {
      totalGlosado: sum(found.map((row) => row.glosedAmount)),
      pendente: sum(found.filter((row) => row.status === 'pending').map((row) => row.glosedAmount)),
      aprovado: sum(found.filter((row) => row.status === 'approved').map((row) => row.glosedAmount)),
    },
    operadoras: [...new Set(rows.map((row) => row.insuranceName))].sort(),
  };
}

/** /v2/glosas over the given rows (default: GLOSAS). */
export const glosasHandler = (rows: Glosa[] = GLOSAS) =>
  dentistHttp.get('/v2/glosas', ({ request, response }) => response(200).json(glosasAnswer(rows, request)));

/** The body of /v2/financeiro over the given rows for the request's query. */
export function financeiroAnswer(
  rows: RegistroFinanceiro[],
  request: Request,
): SuccessBody<DentistOperations['listFinanceiro']> {
  const url = new URL(request.url);
  const busca = url.searchParams.get('busca');
  const metodo = url.searchParams.get('metodoPagamento');
  const status = url.searchParams.get('status');
  const found = rows.filter(
    (row) =>
      matches(busca, [row.patientName, row.description, row.patientId, String(row.id)]) &&
      (!metodo || row.paymentMethod === metodo),
  );
  return {
    success: true,
    ...page(
      found.filter((row) => !status || row.status === status),
      url,
    ),
    resumo: {
      totalRecebido: sum(found.filter((row) => row.status === 'completed').map((row) => row.amount)),
      pendente: sum(found.filter((row) => row.status === 'pending').map((row) => row.amount)),
      total: sum(found.map((row) => row.amount)),
    },
  };
}

/** /v2/financeiro over the given rows (default: FINANCEIRO). */
export const financeiroHandler = (rows: RegistroFinanceiro[] = FINANCEIRO) =>
  dentistHttp.get('/v2/financeiro', ({ request, response }) =>
    response(200).json(financeiroAnswer(rows, request)),
  );
