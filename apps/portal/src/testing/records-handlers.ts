import type { CreditoDeRecurso, Glosa, GlosaStatus, PaymentMethod, RegistroFinanceiro } from '@odonto/api';
import type { DentistOperations, SuccessBody } from '@odonto/contract';
import { dentistHttp } from '@odonto/contract/msw';
import { demonstrativoHandlers } from './faturamento-handlers';
import {
  MOTIVO_ACEITA,
  MOTIVO_EM_RECURSO,
  MOTIVO_RODADAS,
  naoRecorrida,
  prazoDesde,
  resposta,
  rodadaDeRecurso,
  semPrazo,
} from './recurso-data';

/**
 * Story data and a small stand-in for the server's /v2/glosas and /v2/financeiro: it searches, filters,
 * sums and pages the fixtures the way openapi/dentist.yaml describes, so stories exercise real queries.
 */
const PATIENTS = [
  { patientName: 'Maria da Silva', patientId: '09000001000001001', idPlanoTratamento: 1024 },
  { patientName: 'João Pereira', patientId: '09000001000002001', idPlanoTratamento: 1031 },
  { patientName: 'Pedro Santos', patientId: '09000001000003001', idPlanoTratamento: 1038 },
  { patientName: 'Ana Costa', patientId: '09000001000004001', idPlanoTratamento: 1045 },
];

/** The operator's account analysis glosas of the stories: the TISS table 38 code, its text and the auditor's note. */
const ENDO_SEM_RX = {
  procedureCode: '85200166',
  procedureName: 'Tratamento endodôntico unirradicular',
  local: 'Dente 21',
  originalAmount: 620,
  glosedAmount: 620,
  tipo: 'total',
  codigoGlosa: '3067',
  descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA',
  observacao: 'A periapical enviada é a de diagnóstico, sem a obturação.',
} as const;
const RESINA_OUTRO_MATERIAL = {
  procedureCode: '85100200',
  procedureName: 'Restauração em resina fotopolimerizável 2 faces',
  local: 'Dente 36 · M, O',
  originalAmount: 210,
  glosedAmount: 63,
  tipo: 'parcial',
  codigoGlosa: '3030',
  descricaoGlosa: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
  observacao:
    'A radiografia final mostra restauração em amálgama; liberado o valor da restauração em amálgama.',
} as const;
const RESINA_1_FACE = {
  procedureCode: '85100196',
  procedureName: 'Restauração em resina fotopolimerizável 1 face',
  local: 'Dente 45 · O',
  originalAmount: 140,
  glosedAmount: 42,
  tipo: 'parcial',
  codigoGlosa: '3030',
  descricaoGlosa: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
  observacao: 'Restauração em ionômero de vidro, não em resina.',
} as const;
const GLOSA_CASES = [ENDO_SEM_RX, RESINA_OUTRO_MATERIAL, RESINA_1_FACE];

/** The sent batches of the glosas: October's, being analysed, and the paid ones of August and July. */
export const GLOSA_LOTES = [
  { idLote: 11, numeroLote: '000011', protocolo: '2026110500407', enviado: '2026-11-05', pago: false },
  { idLote: 9, numeroLote: '000009', protocolo: '2026090500333', enviado: '2026-09-05', pago: true },
  { idLote: 8, numeroLote: '000008', protocolo: '2026080500296', enviado: '2026-08-05', pago: true },
] as const;

/**
 * Where each glosa's appeal stands: those of the batch being analysed are not appealed yet; those of the paid
 * batches went every way.
 */
const APPEALS: GlosaStatus[] = [
  'nao_recorrida',
  'nao_recorrida',
  'nao_recorrida',
  'nao_recorrida',
  'em_recurso',
  'aceita',
  'aceita_parcialmente',
  'mantida',
  'nao_recorrida',
  'em_recurso',
  'mantida',
  'aceita',
];

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** The day `days` after `date` (both yyyy-MM-dd). */
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Recurso = Pick<Glosa, 'valorRecuperado' | 'recurso' | 'recursos'>;

/**
 * Where each glosa's appeal stands, by its index in GLOSAS (the status of APPEALS): the rounds, what came back
 * and whether another round is open (PRAZO_RECURSO_DIAS from the analysis or the last answer).
 */
function recursoOf(i: number, glosedAmount: number, responseDate: string): Recurso {
  const justificativa = 'Segue a documentação que comprova o procedimento realizado.';
  switch (i) {
    case 4:
      return {
        valorRecuperado: 0,
        recurso: semPrazo(2, MOTIVO_EM_RECURSO),
        recursos: [rodadaDeRecurso(1, 21, '2026-11-20', { justificativa, valorRecursado: glosedAmount })],
      };
    case 5:
    case 11:
      return {
        valorRecuperado: glosedAmount,
        recurso: semPrazo(2, MOTIVO_ACEITA),
        recursos: [
          rodadaDeRecurso(1, 10 + i, '2026-09-20', {
            justificativa,
            valorRecursado: glosedAmount,
            resposta: resposta('aceitar', glosedAmount, '2026-10-05'),
          }),
        ],
      };
    case 6:
      return {
        valorRecuperado: 310,
        recurso: prazoDesde('2026-11-10', 2),
        recursos: [
          rodadaDeRecurso(1, 16, '2026-10-20', {
            justificativa,
            valorRecursado: glosedAmount,
            resposta: resposta(
              'aceitarParte',
              310,
              '2026-11-10',
              'Aceito o valor do tratamento sem a radiografia.',
            ),
          }),
        ],
      };
    case 7:
      return {
        valorRecuperado: 0,
        recurso: prazoDesde('2026-11-16', 2),
        recursos: [
          rodadaDeRecurso(1, 17, '2026-10-25', {
            justificativa,
            valorRecursado: glosedAmount,
            resposta: resposta('manter', 0, '2026-11-16', 'A radiografia enviada não mostra a restauração.'),
          }),
        ],
      };
    case 9:
      return {
        valorRecuperado: 0,
        recurso: semPrazo(3, MOTIVO_EM_RECURSO),
        recursos: [
          rodadaDeRecurso(1, 19, '2026-10-01', {
            justificativa,
            valorRecursado: glosedAmount,
            resposta: resposta('manter', 0, '2026-11-05', 'A radiografia enviada é a de diagnóstico.'),
          }),
          rodadaDeRecurso(2, 29, '2026-11-25', { justificativa, valorRecursado: glosedAmount }),
        ],
      };
    case 10:
      return {
        valorRecuperado: 0,
        recurso: semPrazo(3, MOTIVO_RODADAS),
        recursos: [
          rodadaDeRecurso(1, 20, '2026-08-25', {
            justificativa,
            valorRecursado: glosedAmount,
            resposta: resposta('manter', 0, '2026-09-10', 'A radiografia enviada não mostra a restauração.'),
          }),
          rodadaDeRecurso(2, 25, '2026-09-30', {
            justificativa: 'Segue a radiografia interproximal, que mostra a resina.',
            valorRecursado: glosedAmount,
            resposta: resposta('manter', 0, '2026-10-20', 'A imagem não permite distinguir o material.'),
          }),
        ],
      };
    default:
      return naoRecorrida(responseDate);
  }
}

/**
 * Twelve glosas, newest analysis first: more than one page of 10, every appeal status, three batches (the paid
 * ones with their statement). The first is Maria da Silva's endodontic treatment, glosed in full for its
 * missing final X-ray; the second her restoration, glosed in part.
 */
export const GLOSAS: Glosa[] = Array.from({ length: 12 }, (_, i) => {
  const glosa = at(GLOSA_CASES, i);
  const lote = at(GLOSA_LOTES, Math.floor(i / 4));
  // Maria da Silva's endodontic treatment and restoration come first.
  const patient = at(PATIENTS, i % 4 === 1 ? 0 : i % 4);
  return {
    id: 700 + i,
    idProcedimentoItem: 3300 + i,
    ...patient,
    numeroGuiaPrestador: `PTO-${patient.idPlanoTratamento}-0${1 + Math.floor(i / 4)}`,
    idLote: lote.idLote,
    numeroLote: lote.numeroLote,
    protocolo: lote.protocolo,
    temDemonstrativo: lote.pago,
    ...glosa,
    // Performed in the batch's month, analysed some days after it was sent.
    dataRealizacao: daysAfter(lote.enviado, -20 - (i % 4)),
    reason: `${glosa.codigoGlosa} – ${glosa.descricaoGlosa}. ${glosa.observacao}`,
    status: APPEALS[i] ?? 'nao_recorrida',
    submissionDate: lote.enviado,
    responseDate: daysAfter(lote.enviado, 9 - (i % 4)),
    ...recursoOf(i, glosa.glosedAmount, daysAfter(lote.enviado, 9 - (i % 4))),
  };
});

const FINANCIAL_STEPS: Array<Pick<RegistroFinanceiro, 'loteStatus' | 'status'>> = [
  { loteStatus: 'Em análise', status: 'pending' },
  { loteStatus: 'Analisado', status: 'pending' },
];
const METHODS: PaymentMethod[] = ['pix', 'bank_transfer'];

/**
 * Eleven sent batches, newest first: two pages. The two newest wait for the operator (one being analysed, one
 * analysed and waiting for payment); the others were paid, by PIX or transfer, each with its statement.
 */
export const FINANCEIRO: RegistroFinanceiro[] = Array.from({ length: 11 }, (_, i) => {
  const idLote = 11 - i;
  const numeroLote = String(idLote).padStart(6, '0');
  // Each batch is the month before the one it was sent in (the 5th): 000011 is October's, sent in November.
  const sent = `2026-${String(idLote).padStart(2, '0')}-05`;
  const competencia = idLote === 1 ? '2025-12' : `2026-${String(idLote - 1).padStart(2, '0')}`;
  const step = FINANCIAL_STEPS[i];
  const paid = !step;
  const guias = 2 + (i % 3);
  const valorInformado = 2850 + 90 * i;
  // The glosas of the batch, as Glosas lists them.
  const valorGlosado = sum(
    GLOSAS.filter((glosa) => glosa.idLote === idLote).map((glosa) => glosa.glosedAmount),
  );
  const valorLiberado = sum([valorInformado, -valorGlosado]);
  const paymentDate = paid ? daysAfter(sent, 20) : null;
  return {
    id: idLote,
    idLote,
    numeroLote,
    protocolo: `${sent.replaceAll('-', '')}${String(idLote * 37).padStart(5, '0')}`,
    competencia,
    description: `Lote ${numeroLote} · ${guias} guias, ${guias * 2 + 1} procedimentos`,
    loteStatus: step?.loteStatus ?? 'Pago',
    status: step?.status ?? 'completed',
    valorInformado,
    valorGlosado,
    valorLiberado,
    // The credits of accepted appeals: none in these batches' statements (FINANCEIRO_COM_CREDITO has one).
    valorCreditos: 0,
    creditos: [],
    amount: valorLiberado,
    paymentMethod: paid ? at(METHODS, i) : null,
    // The contract's payment deadline: 30 days after the batch was sent.
    dueDate: daysAfter(sent, 30),
    paymentDate,
    numeroDemonstrativo: paid ? `DP${String(idLote).padStart(10, '0')}` : null,
    createdAt: `${sent}T13:00:00.000Z`,
    updatedAt: `${paymentDate ?? sent}T15:00:00.000Z`,
  };
});

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

/**
 * The rows in the order the query asks (`ordenarPor`, `ordem`, the id breaking ties), as the server sorts;
 * without `ordenarPor`, as given (the story data is in the server's default order).
 */
function sortedAsAsked<T extends { id: number }>(
  rows: T[],
  url: URL,
  columns: Record<string, (row: T) => string | number | null>,
): T[] {
  const value = columns[url.searchParams.get('ordenarPor') ?? ''];
  if (!value) return rows;
  const sign = url.searchParams.get('ordem') === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return sign * (a.id - b.id);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x < y ? -1 : 1);
  });
}

const SITUACOES: ReadonlyArray<Glosa['status']> = [
  'nao_recorrida',
  'em_recurso',
  'aceita',
  'aceita_parcialmente',
  'mantida',
];

const matches = (busca: string | null, fields: string[]) =>
  !busca || fields.some((field) => field.toLowerCase().includes(busca.toLowerCase()));

/** The body of /v2/glosas over the given rows for the request's query. */
export function glosasAnswer(rows: Glosa[], request: Request): SuccessBody<DentistOperations['listGlosas']> {
  const url = new URL(request.url);
  const busca = url.searchParams.get('busca');
  const idLote = url.searchParams.get('idLote');
  const status = url.searchParams.get('status');
  const found = rows.filter(
    (row) =>
      matches(busca, [
        row.patientName,
        row.patientId,
        row.procedureName,
        row.procedureCode,
        row.codigoGlosa,
      ]) &&
      (!idLote || String(row.idLote) === idLote),
  );
  const lotes = new Map(rows.map((row) => [row.idLote, row.numeroLote]));
  return {
    success: true,
    ...page(
      sortedAsAsked(
        found.filter((row) => !status || row.status === status),
        url,
        {
          dataAnalise: (row) => row.responseDate,
          dataRealizacao: (row) => row.dataRealizacao || null,
          valorInformado: (row) => row.originalAmount,
          valorGlosado: (row) => row.glosedAmount,
          situacao: (row) => SITUACOES.indexOf(row.status),
        },
      ),
      url,
    ),
    resumo: {
      totalGlosado: sum(found.map((row) => row.glosedAmount)),
      naoRecorrido: sum(found.filter((row) => row.status === 'nao_recorrida').map((row) => row.glosedAmount)),
      emRecurso: sum(
        found
          .filter((row) => row.status === 'em_recurso')
          .map((row) => row.recursos.at(-1)?.valorRecursado ?? row.glosedAmount),
      ),
      recuperado: sum(found.map((row) => row.valorRecuperado)),
    },
    // Every batch with a glosa, newest first, whatever the search.
    lotes: [...lotes].sort(([a], [b]) => b - a).map(([id, numeroLote]) => ({ idLote: id, numeroLote })),
  };
}

/** /v2/glosas over the given rows (default: GLOSAS); `queries` collects each request's query. */
export const glosasHandler = (rows: Glosa[] = GLOSAS, queries?: URLSearchParams[]) =>
  dentistHttp.get('/v2/glosas', ({ request, response }) => {
    queries?.push(new URL(request.url).searchParams);
    return response(200).json(glosasAnswer(rows, request));
  });

/** The statement downloads of the glosas' batches: the paid ones have it, the one being analysed does not. */
export const glosaStatementHandlers = (options: Parameters<typeof demonstrativoHandlers>[1] = {}) =>
  demonstrativoHandlers((id) => {
    const lote = GLOSA_LOTES.find((each) => String(each.idLote) === id);
    if (!lote) return 'not found';
    return lote.pago ? lote : 'not paid';
  }, options);

/** The body of /v2/financeiro over the given rows for the request's query. */
export function financeiroAnswer(
  rows: RegistroFinanceiro[],
  request: Request,
  creditosPendentes: CreditoDeRecurso[] = [],
): SuccessBody<DentistOperations['listFinanceiro']> {
  const url = new URL(request.url);
  const busca = url.searchParams.get('busca');
  const metodo = url.searchParams.get('metodoPagamento');
  const status = url.searchParams.get('status');
  const found = rows.filter(
    (row) =>
      matches(busca, [row.numeroLote, row.protocolo, row.description]) &&
      (!metodo || row.paymentMethod === metodo),
  );
  return {
    success: true,
    ...page(
      sortedAsAsked(
        found.filter((row) => !status || row.status === status),
        url,
        {
          dataEnvio: (row) => row.createdAt,
          competencia: (row) => row.competencia,
          valorInformado: (row) => row.valorInformado,
          valorGlosado: (row) => row.valorGlosado,
          valorLiberado: (row) => row.amount,
          prazoPagamento: (row) => row.dueDate,
          dataPagamento: (row) => row.paymentDate,
          situacao: (row) => ['Aberto', 'Enviado', 'Em análise', 'Analisado', 'Pago'].indexOf(row.loteStatus),
        },
      ),
      url,
    ),
    resumo: {
      totalRecebido: sum(found.filter((row) => row.status === 'completed').map((row) => row.amount)),
      pendente: sum(found.filter((row) => row.status === 'pending').map((row) => row.amount)),
      total: sum(found.map((row) => row.amount)),
      creditosAReceber: sum(creditosPendentes.map((credito) => credito.valor)),
    },
    // Whatever the search: the credits the next statement pays.
    creditosPendentes,
  };
}

/**
 * /v2/financeiro over the given rows (default: FINANCEIRO) and appeal credits waiting for the next statement;
 * `queries` collects each request's query.
 */
export const financeiroHandler = (
  rows: RegistroFinanceiro[] = FINANCEIRO,
  queries?: URLSearchParams[],
  creditosPendentes: CreditoDeRecurso[] = [],
) =>
  dentistHttp.get('/v2/financeiro', ({ request, response }) => {
    queries?.push(new URL(request.url).searchParams);
    return response(200).json(financeiroAnswer(rows, request, creditosPendentes));
  });

/** An accepted appeal's credit of a glosa of GLOSAS (by index), answered on `dia`. */
const creditoDe = (
  index: number,
  idRecurso: number,
  valor: number,
  dia: string,
  numeroDemonstrativo: string | null,
): CreditoDeRecurso => {
  const glosa = GLOSAS[index] as Glosa;
  return {
    idRecurso,
    numeroRecurso: `RG${String(idRecurso).padStart(6, '0')}`,
    protocoloRecurso: `2610${String(idRecurso).padStart(8, '0')}`,
    idLoteDaGlosa: glosa.idLote,
    numeroLoteDaGlosa: glosa.numeroLote,
    procedureCode: glosa.procedureCode,
    procedureName: glosa.procedureName,
    local: glosa.local,
    patientName: glosa.patientName,
    valor,
    respondidoEm: `${dia}T17:30:00.000Z`,
    numeroDemonstrativo,
  };
};

/**
 * Story data: the credits of accepted appeals that the next statement pays: Pedro Santos's endodontic treatment
 * accepted in part (R$ 310,00) and Maria da Silva's restoration accepted in full (R$ 42,00).
 */
export const CREDITOS_PENDENTES: CreditoDeRecurso[] = [
  creditoDe(6, 16, 310, '2026-11-10', null),
  creditoDe(5, 15, 42, '2026-10-05', null),
];

/**
 * Story data: FINANCEIRO with August's batch (000009) paid with a credit: its statement also paid the appeal of
 * Ana Costa's restoration of July's batch (000008), accepted in full (R$ 42,00).
 */
export const FINANCEIRO_COM_CREDITO: RegistroFinanceiro[] = FINANCEIRO.map((row) => {
  if (row.idLote !== 9) return row;
  const creditos = [creditoDe(11, 11, 42, '2026-09-10', row.numeroDemonstrativo)];
  const valorCreditos = sum(creditos.map((credito) => credito.valor));
  return { ...row, creditos, valorCreditos, amount: sum([row.valorLiberado, valorCreditos]) };
});

/** The statement downloads of the financial records' batches: those with a statement number have it. */
export const financeiroStatementHandlers = (options: Parameters<typeof demonstrativoHandlers>[1] = {}) =>
  demonstrativoHandlers((id) => {
    const row = FINANCEIRO.find((each) => String(each.idLote) === id);
    if (!row) return 'not found';
    return row.numeroDemonstrativo ? row : 'not paid';
  }, options);
