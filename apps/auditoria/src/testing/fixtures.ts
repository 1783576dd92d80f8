import {
  type Conta,
  type ContaResumo,
  clearSession,
  type DentistSchema,
  type GlosaCodigo,
  historyProcedureOf,
  type ItemFila,
  type ItemHistorico,
  type LoginResponse,
  type PlanoAuditoria,
  type PlanoTratamentoItem,
  saveLogin,
} from '@odonto/api';
import { auditorStorage } from '../session/auditorStorage';

/** Story data only: what the real server answers for the demo auditor looks like this. */
const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const token = (claims: Record<string, string>) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.assinatura`;

export const AUDITOR = { cro: '99999', uf: 'SP', nome: 'Dr. Paulo Auditor' } as const;

/**
 * The cookie-mode sign-in's answer: the refresh token went into the HttpOnly cookie, not the body. Its deadline
 * (the idle limit, 30 minutes) is read when the answer is sent, from the story's now, real or frozen.
 */
export const AUDITOR_LOGIN: LoginResponse = {
  accessToken: token({ sub: '9', cro: AUDITOR.cro, nome: AUDITOR.nome, role: 'Auditor', sid: 's1' }),
  cro: AUDITOR.cro,
  nome: AUDITOR.nome,
  get sessaoExpiraEm() {
    return new Date(Date.now() + 30 * 60_000).toISOString();
  },
};

/**
 * Signs the auditor in as the console does (display data in its storage, the access token in the tab's
 * memory); returns the cleanup (a story's `beforeEach`).
 */
export function storeAuditorSession(): () => void {
  const storage = auditorStorage();
  saveLogin(storage, AUDITOR_LOGIN);
  return () => clearSession(storage);
}

/** Starts a story with no session in the console; clears whatever it stored. */
export function startSignedOut(): () => void {
  clearSession(auditorStorage());
  return () => clearSession(auditorStorage());
}

const EM_ANALISE = { codigo: 2, descricao: 'Em análise' } as const;

type PrazoDoItem = DentistSchema<'PrazoDoItem'>;

/**
 * A deadline of 7 business days, requested on 27/11/2026, due on 08/12/2026 (the end of that day in
 * Brasília, 02:59 UTC the next day), 5 business days left; `fields` change it.
 */
export const prazo = (fields: Partial<PrazoDoItem> = {}): PrazoDoItem => ({
  solicitadoEm: '2026-11-27T12:00:00.000Z',
  prazoResposta: '2026-12-09T02:59:59.999Z',
  diasUteis: 7,
  urgente: false,
  diasUteisRestantes: 5,
  faixa: 'no-prazo',
  pausado: false,
  respondidoEm: null,
  respondidoNoPrazo: null,
  ...fields,
});

/** Requested on 10/11/2026, due on 19/11/2026: overdue by 2 business days. */
export const PRAZO_ATRASADO = prazo({
  solicitadoEm: '2026-11-10T12:00:00.000Z',
  prazoResposta: '2026-11-20T02:59:59.999Z',
  diasUteisRestantes: -2,
  faixa: 'atrasado',
});

/** A glosa the rules predicted for a scaling repeated within 180 days, sent with a justification. */
export const PREVISTA_3016 = {
  codigo: '3016',
  descricao:
    'PROCEDIMENTO ODONTOLÓGICO REALIZADO, NA MESMA ESPECIALIDADE, NO PRAZO INFERIOR AO ESTIPULADO, SEM JUSTIFICATIVA',
  correcao:
    "A última execução de 'Raspagem supra-gengival' neste local foi em 12/08/2026; o intervalo usual é de 180 dias.",
  bloqueante: false,
};
export const JUSTIFICATIVA_3016 =
  'Paciente com periodontite estágio III em terapia de suporte: reavaliação a cada 3 meses com sangramento à sondagem.';

export const FILA_ITENS: ItemFila[] = [
  {
    prazo: PRAZO_ATRASADO,
    idProcedimentoItem: 501,
    idPlanoTratamento: 1024,
    codTuss: '85100218',
    descricao: 'Restauração em resina fotopolimerizável 2 faces',
    idDente: 16,
    faces: 'M,O',
    regiao: null,
    audiStatus: 'Aguardando Aprovação',
    statusTiss: EM_ANALISE,
    dentistaNome: 'Dra. Ana Souza',
    dentistaCro: '12345',
    dentistaUf: 'SP',
    beneficiarioNome: 'Maria da Silva',
    numeroCarteira: '09000001000001001',
    naFilaDesde: '2026-11-20T12:00:00.000Z',
    diasNaFila: 7,
    glosasPrevistas: [],
    justificativa: null,
  },
  {
    prazo: prazo(),
    idProcedimentoItem: 733,
    idPlanoTratamento: 1031,
    codTuss: '85300039',
    descricao: 'Raspagem supra-gengival',
    idDente: null,
    faces: null,
    regiao: 'S1',
    audiStatus: 'Auditoria',
    statusTiss: EM_ANALISE,
    dentistaNome: 'Dr. Bruno Lima',
    dentistaCro: '54321',
    dentistaUf: 'RJ',
    beneficiarioNome: 'João Pereira',
    numeroCarteira: '09000001000002001',
    naFilaDesde: '2026-11-26T09:00:00.000Z',
    diasNaFila: 1,
    glosasPrevistas: [PREVISTA_3016],
    justificativa: JUSTIFICATIVA_3016,
  },
];

/** An urgency consultation due today (one the rules kept in the queue) and a denial contested in junta. */
export const FILA_URGENTE_E_JUNTA: ItemFila[] = [
  {
    prazo: prazo({
      prazoResposta: '2026-11-30T02:59:59.999Z',
      diasUteis: 0,
      urgente: true,
      diasUteisRestantes: 0,
      faixa: 'vence-hoje',
    }),
    idProcedimentoItem: 810,
    idPlanoTratamento: 1040,
    codTuss: '81000049',
    descricao: 'Consulta odontológica de urgência',
    idDente: null,
    faces: null,
    regiao: null,
    audiStatus: 'Aguardando Aprovação',
    statusTiss: EM_ANALISE,
    dentistaNome: 'Dra. Ana Souza',
    dentistaCro: '12345',
    dentistaUf: 'SP',
    beneficiarioNome: 'Carla Mendes',
    numeroCarteira: '09000001000003001',
    naFilaDesde: '2026-11-29T20:00:00.000Z',
    diasNaFila: 0,
    glosasPrevistas: [],
    justificativa: null,
  },
  {
    prazo: prazo({ diasUteisRestantes: 1, faixa: 'ate-2-dias' }),
    idProcedimentoItem: 502,
    idPlanoTratamento: 1024,
    codTuss: '85100196',
    descricao: 'Restauração em resina fotopolimerizável 1 face',
    idDente: 46,
    faces: 'O',
    regiao: null,
    audiStatus: 'Em Junta',
    statusTiss: EM_ANALISE,
    dentistaNome: 'Dra. Ana Souza',
    dentistaCro: '12345',
    dentistaUf: 'SP',
    beneficiarioNome: 'Maria da Silva',
    numeroCarteira: '09000001000001001',
    naFilaDesde: '2026-11-25T12:00:00.000Z',
    diasNaFila: 4,
    glosasPrevistas: [],
    justificativa: null,
  },
];

/** Two codes of Tabela 38 with their official texts (shared/data/tiss/tiss-glosas-odonto.csv). */
export const GLOSAS: GlosaCodigo[] = [
  { codigo: '3052', descricao: 'DOCUMENTAÇÃO INCOMPLETA, INCORRETA OU AUSENTE' },
  { codigo: '3056', descricao: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS' },
];
const GLOSA_3056 = 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS';

/** Three billing-phase codes of Tabela 38 (the account analysis' list), with their official texts. */
export const GLOSAS_DA_CONTA: GlosaCodigo[] = [
  { codigo: '3005', descricao: 'VALOR TOTAL DO PROCEDIMENTO DIFERENTE DO VALOR PROCESSADO' },
  { codigo: '3009', descricao: 'COBRANÇA DE PROCEDIMENTO ODONTOLÓGICO NÃO EXECUTADO' },
  { codigo: '3067', descricao: 'RADIOGRAFIA FINAL NÃO ENVIADA' },
];

/**
 * The codes apt for each decision (GET /v2/auditoria/codigos), a few of each list with their official
 * texts: each decision's select shows its own list only; `glosarConta` is the account analysis' list.
 */
export const CODIGOS: DentistSchema<'CodigosPorDecisao'> = {
  glosarConta: GLOSAS_DA_CONTA,
  negar: [
    { codigo: '1430', descricao: 'PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO' },
    { codigo: '1431', descricao: 'PROCEDIMENTO NÃO AUTORIZADO NA FACE SOLICITADA' },
    { codigo: '3056', descricao: GLOSA_3056 },
    { codigo: '3109', descricao: 'PROCEDIMENTO NÃO COBERTO PELO PLANO' },
  ],
  solicitarDocumentos: [{ codigo: '3052', descricao: 'DOCUMENTAÇÃO INCOMPLETA, INCORRETA OU AUSENTE' }],
  solicitarJustificativa: [{ codigo: '3041', descricao: 'JUSTIFICATIVA TÉCNICA AUSENTE OU INSUFICIENTE' }],
  autorizarComAlteracao: [
    { codigo: '3058', descricao: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NO NÚMERO DE FACES SOLICITADAS' },
  ],
  negarEmJunta: [{ codigo: '3104', descricao: 'NEGADO PELA JUNTA ODONTOLÓGICA' }],
};

/** A plan item of plan 1024 waiting for a decision, with these fields changed. */
export const planItem = (
  overrides: Partial<PlanoTratamentoItem> & Pick<PlanoTratamentoItem, 'idProcedimentoItem'>,
) => ({
  idPlanoTratamento: 1024,
  idDente: null,
  codTuss: '85100218',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  faces: null,
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  audiStatus: 'Aguardando Aprovação' as const,
  statusTiss: EM_ANALISE,
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-11-20T12:00:00.000Z',
  glosasPrevistas: [],
  justificativa: null,
  prazo: prazo(),
  autorizacaoAutomatica: null,
  fundamento: null,
  alteracao: null,
  valores: { valor: 180, coparticipacao: 0, valorOperadora: 180 },
  realizacao: null,
  documentacaoFinal: null,
  ...overrides,
});

/** Denial 502's contractual ground. */
export const FUNDAMENTO_502 =
  'Cláusula 7.2 do contrato: restaurações cobertas conforme as faces constatadas.';

/**
 * Item 501 waits for a decision (overdue); 502 was denied with 3056 on a contractual clause; 503 is on a
 * sextant; 504 is a whole tooth.
 */
export const PLAN_ITEMS: PlanoTratamentoItem[] = [
  planItem({ idProcedimentoItem: 501, idDente: 16, faces: 'M,O', prazo: PRAZO_ATRASADO }),
  planItem({
    idProcedimentoItem: 502,
    idDente: 46,
    faces: 'O',
    codTuss: '85100196',
    descricao: 'Restauração em resina fotopolimerizável 1 face',
    audiStatus: 'Negado',
    statusTiss: { codigo: 3, descricao: 'Negado' },
    audiCodigoGlosa: '3056',
    audiMotivoStatus: `${GLOSA_3056}. Nota do auditor: A radiografia mostra a cárie na face distal, não na oclusal.`,
    fundamento: FUNDAMENTO_502,
    prazo: prazo({
      diasUteisRestantes: null,
      faixa: null,
      respondidoEm: '2026-11-22T15:30:00.000Z',
      respondidoNoPrazo: true,
    }),
  }),
  planItem({
    idProcedimentoItem: 503,
    codTuss: '85300039',
    descricao: 'Raspagem supra-gengival',
    sextante: 'S1',
    glosasPrevistas: [PREVISTA_3016],
    justificativa: JUSTIFICATIVA_3016,
  }),
  planItem({
    idProcedimentoItem: 504,
    idDente: 38,
    codTuss: '82000875',
    descricao: 'Exodontia simples de permanente',
  }),
];

/** The procedure and site of an item as the history keeps them. */
function procedureOf(planItem: PlanoTratamentoItem | undefined) {
  if (!planItem) throw new Error('PLAN_ITEMS mudou');
  return historyProcedureOf(planItem);
}

const autor = { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', papel: 'Dentista' as const };

export const HISTORY: ItemHistorico[] = [
  {
    idHistorico: 1,
    idProcedimentoItem: 501,
    procedimento: procedureOf(PLAN_ITEMS[0]),
    dtEvento: '2026-11-20T12:00:00.000Z',
    autor,
    de: null,
    para: 'Aguardando Aprovação',
    statusTiss: EM_ANALISE,
    codigoGlosa: null,
    motivo: null,
    nota: null,
    fundamento: null,
    automatico: false,
    arquivos: [],
  },
  {
    idHistorico: 2,
    idProcedimentoItem: 502,
    procedimento: procedureOf(PLAN_ITEMS[1]),
    dtEvento: '2026-11-22T15:30:00.000Z',
    autor: { nome: AUDITOR.nome, cro: AUDITOR.cro, uf: AUDITOR.uf, papel: 'Auditor' },
    de: 'Aguardando Aprovação',
    para: 'Negado',
    statusTiss: { codigo: 3, descricao: 'Negado' },
    codigoGlosa: '3056',
    motivo: GLOSA_3056,
    nota: 'A radiografia mostra a cárie na face distal, não na oclusal.',
    fundamento: FUNDAMENTO_502,
    automatico: false,
    arquivos: [],
  },
];

/** A 1×1 PNG, the plan's radiograph. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Version 1 of the beneficiary's initial situation, frozen for PLANO. */
export const SITUACAO_V1: PlanoAuditoria['odontogramaInicial'] = {
  numeroCarteira: '09000001000001001',
  versao: 1,
  registradoPor: 'Dra. Ana Souza',
  registradoEm: '2026-10-01T13:00:00.000Z',
  doencaPeriodontal: false,
  alteracaoTecidoMole: false,
  observacao: null,
  dentes: [{ idDente: 18, condicao: 'A', dataRegistro: '2026-10-01' }],
};

/** PLANO after a later version 2 by another dentist: 16 recorded decayed, soft tissue now altered. */
export const PLANO_SITUACAO_ALTERADA: Partial<PlanoAuditoria> = {
  situacaoInicial: {
    idPlanoTratamento: 1024,
    congelada: true,
    versao: SITUACAO_V1,
    completa: false,
    posicoesSemRegistro: [],
    respostasFaltando: [],
    versaoMaisRecente: 2,
    alteracoesDesde: {
      versao: 2,
      dentesIncluidos: [{ idDente: 16, condicao: 'C', dataRegistro: '2026-11-25' }],
      dentesAlterados: [{ idDente: 18, antes: 'A', depois: 'E' }],
      dentesRemovidos: [],
      respostasAlteradas: ['alteracaoTecidoMole'],
    },
  },
};

export const PLANO: PlanoAuditoria = {
  plano: {
    idPlanoTratamento: 1024,
    dtCriacao: '2026-11-20T12:00:00.000Z',
    dtValidade: '2027-01-19T12:00:00.000Z',
    status: 1,
    statusTiss: EM_ANALISE,
    valores: { valor: 540, coparticipacao: 0, valorOperadora: 540, percentualCoparticipacao: 0 },
    ba3MatAnt: '09000001000001001',
    nome: 'Maria da Silva',
    nomeSocial: null,
    plano: 'Odonto Essencial',
    empresa: null,
    bb0CodigoSolicitante: '000123',
    dentistaExecutanteCro: '12345',
    dentistaExecutanteCroUf: 'SP',
    dentistaExecutanteNome: 'Dra. Ana Souza',
    dentistaSolicitanteCro: null,
    dentistaSolicitanteCroUf: null,
    dentistaSolicitanteNome: null,
    imagens: [
      {
        idImagem: 88,
        nomeArquivoOriginal: 'periapical-16.png',
        absolutePath:
          '/api/v2/planoTratamento/imagens/88/arquivo?expira=1795271400&sessao=s1&assinatura=teste',
        contentType: 'image/png',
        tamanho: TINY_PNG.length,
        dtCriacao: '2026-11-20T12:05:00.000Z',
        imagemTipo: { idImagemTipo: 1, descricao: 'Radiografia periapical' },
      },
    ],
    cancelamento: null,
  },
  itens: PLAN_ITEMS,
  odontogramaInicial: SITUACAO_V1,
  situacaoInicial: {
    idPlanoTratamento: 1024,
    congelada: true,
    versao: SITUACAO_V1,
    completa: false,
    posicoesSemRegistro: [],
    respostasFaltando: [],
    versaoMaisRecente: 1,
    alteracoesDesde: null,
  },
  historico: HISTORY,
  planosAnteriores: [
    {
      idPlanoTratamento: 990,
      dtCriacao: '2026-03-02T10:00:00.000Z',
      status: 3,
      statusTiss: { codigo: 1, descricao: 'Autorizado' },
      dentistaNome: 'Dr. Bruno Lima',
      itens: [
        planItem({
          idProcedimentoItem: 401,
          idPlanoTratamento: 990,
          idDente: 11,
          faces: 'V',
          codTuss: '85100196',
          descricao: 'Restauração em resina fotopolimerizável 1 face',
          audiStatus: 'Realizado',
          statusTiss: { codigo: 1, descricao: 'Autorizado' },
        }),
      ],
    },
  ],
  // What the server gives for a 2-face restoration on 16: face codes, then tooth codes (codigos-indicados.ts).
  indicacoes: [
    {
      idProcedimentoItem: 501,
      codigos: [
        '1431',
        '3023',
        '3056',
        '1432',
        '1433',
        '3022',
        '3024',
        '3025',
        '3026',
        '3027',
        '3064',
        '3065',
        '3113',
        '3114',
      ],
    },
  ],
  pendentesIguais: [],
};

/** The operations view over 01/11/2026 to 30/11/2026: the items waiting now and the answers of the period. */
export const OPERACOES: DentistSchema<'OperacoesAuditoria'> = {
  de: '2026-11-01',
  ate: '2026-11-30',
  pendentes: {
    total: 14,
    atrasado: 3,
    venceHoje: 2,
    ate2Dias: 4,
    noPrazo: 5,
    emJunta: 1,
    aguardandoDentista: 6,
  },
  respostas: {
    total: 120,
    autorizados: 84,
    autorizadosComAlteracao: 12,
    negados: 24,
    automaticos: 30,
    noPrazo: 112,
    percentualNoPrazo: 93.3,
    percentualAutomatico: 25,
    medianaHoras: 60,
  },
};

/** A period with no answer: the shares and the median are null. */
export const OPERACOES_SEM_RESPOSTAS: DentistSchema<'OperacoesAuditoria'> = {
  ...OPERACOES,
  de: '2026-01-01',
  ate: '2026-01-02',
  respostas: {
    total: 0,
    autorizados: 0,
    autorizadosComAlteracao: 0,
    negados: 0,
    automaticos: 0,
    noPrazo: 0,
    percentualNoPrazo: null,
    percentualAutomatico: null,
    medianaHoras: null,
  },
};

/** The dentist who sent batch 000012. */
export const DENTISTA_DA_CONTA = { id: 7, nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP' } as const;

const REALIZADO = { codigo: 1, descricao: 'Autorizado' } as const;
/** An item answered in time, long before it was billed. */
const PRAZO_RESPONDIDO = prazo({
  diasUteisRestantes: null,
  faixa: null,
  respondidoEm: '2026-10-20T15:00:00.000Z',
  respondidoNoPrazo: true,
});

/** Plan 1050 of Maria da Silva, billed in guide PTO-0021 of batch 000012. */
const contaItem = (
  overrides: Partial<PlanoTratamentoItem> & Pick<PlanoTratamentoItem, 'idProcedimentoItem'>,
) =>
  planItem({
    idPlanoTratamento: 1050,
    audiStatus: 'Realizado',
    statusTiss: REALIZADO,
    dtCriacao: '2026-10-15T12:00:00.000Z',
    prazo: PRAZO_RESPONDIDO,
    ...overrides,
  });

/** The endodontic treatment of tooth 21 (R$ 620,00), with its final periapical radiograph, not analysed yet. */
export const ITEM_ENDO = contaItem({
  idProcedimentoItem: 601,
  idDente: 21,
  codTuss: '85200166',
  descricao: 'Tratamento endodôntico unirradicular',
  valores: { valor: 620, coparticipacao: 62, valorOperadora: 558 },
  realizacao: {
    dataRealizacao: '2026-10-28',
    registradaEm: '2026-10-28T17:40:00.000Z',
    idLote: 12,
    numeroLote: '000012',
    analise: null,
  },
  documentacaoFinal: { idImagemTipo: 1, tipo: 'Radiografia periapical', idImagem: 91 },
});

/** The two-face resin restoration of tooth 36 (R$ 210,00), which asks no final documentation. */
export const ITEM_RESINA = contaItem({
  idProcedimentoItem: 602,
  idDente: 36,
  faces: 'M,O',
  codTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  valores: { valor: 210, coparticipacao: 21, valorOperadora: 189 },
  realizacao: {
    dataRealizacao: '2026-10-30',
    registradaEm: '2026-10-30T14:10:00.000Z',
    idLote: 12,
    numeroLote: '000012',
    analise: null,
  },
});

type AnaliseDaConta = NonNullable<NonNullable<PlanoTratamentoItem['realizacao']>['analise']>;

/** The endodontic treatment paid in full. */
export const ANALISE_ENDO_PAGA: AnaliseDaConta = {
  decisao: 'pagar',
  valorInformado: 620,
  valorGlosado: 0,
  valorLiberado: 620,
  codigoGlosa: null,
  descricaoGlosa: null,
  observacao: null,
  auditor: AUDITOR.nome,
  analisadoEm: '2026-11-18T13:20:00.000Z',
};

export const OBSERVACAO_RESINA =
  'Valor informado acima da tabela contratada para a restauração de 2 faces (R$ 160,00).';

/** R$ 50,00 of the resin restoration glosed with 3005. */
export const ANALISE_RESINA_PARCIAL: AnaliseDaConta = {
  decisao: 'glosarParte',
  valorInformado: 210,
  valorGlosado: 50,
  valorLiberado: 160,
  codigoGlosa: '3005',
  descricaoGlosa: 'VALOR TOTAL DO PROCEDIMENTO DIFERENTE DO VALOR PROCESSADO',
  observacao: OBSERVACAO_RESINA,
  auditor: AUDITOR.nome,
  analisadoEm: '2026-11-20T17:45:00.000Z',
};

/** An item of the account with its analysis. */
export const analysed = (item: PlanoTratamentoItem, analise: AnaliseDaConta): PlanoTratamentoItem => ({
  ...item,
  realizacao: item.realizacao ? { ...item.realizacao, analise } : null,
});

const PASSOS_ENVIADO: Conta['lote']['passos'] = [
  { status: 'Aberto', em: '2026-10-28T17:40:00.000Z' },
  { status: 'Enviado', em: '2026-11-05T13:30:00.000Z' },
];

/** Batch 000012 of Dra. Ana Souza, sent on 05/11/2026: one guide, two items, none analysed. */
export const CONTA_ENVIADA: Conta = {
  dentista: DENTISTA_DA_CONTA,
  lote: {
    idLote: 12,
    numeroLote: '000012',
    competencia: '2026-11',
    status: 'Enviado',
    protocolo: '202611050012',
    quantidadeGuias: 1,
    quantidadeItens: 2,
    valorInformado: 830,
    coparticipacao: 83,
    passos: PASSOS_ENVIADO,
    quantidadeAnalisados: 0,
    valorGlosado: 0,
    valorLiberado: 0,
    prazoPagamento: '2026-12-05',
    demonstrativo: null,
    hash: '5f2c9a1e0b7d4c3a8e6f1d2b9c0a7e54',
    guias: [
      {
        numeroGuiaPrestador: 'PTO-0021',
        idPlanoTratamento: 1050,
        nome: 'Maria da Silva',
        ba3MatAnt: '09000001000001001',
        valorInformado: 830,
        coparticipacao: 83,
        valorGlosado: 0,
        valorLiberado: 0,
        itens: [ITEM_ENDO, ITEM_RESINA],
      },
    ],
    pendencias: [],
  },
};

/** `conta` with its items as `itens` (in the guide's order), the batch at `status` with `passos` and sums. */
function contaWith(conta: Conta, itens: PlanoTratamentoItem[], lote: Partial<Conta['lote']>): Conta {
  const analyses = itens.flatMap((item) => (item.realizacao?.analise ? [item.realizacao.analise] : []));
  const valorGlosado = analyses.reduce((total, analise) => total + analise.valorGlosado, 0);
  const valorLiberado = analyses.reduce((total, analise) => total + analise.valorLiberado, 0);
  return {
    ...conta,
    lote: {
      ...conta.lote,
      quantidadeAnalisados: analyses.length,
      valorGlosado,
      valorLiberado,
      guias: conta.lote.guias.map((guia) => ({ ...guia, itens, valorGlosado, valorLiberado })),
      ...lote,
    },
  };
}

/** The endodontic treatment paid: the batch 'Em análise' since 18/11. */
export const CONTA_EM_ANALISE = contaWith(
  CONTA_ENVIADA,
  [analysed(ITEM_ENDO, ANALISE_ENDO_PAGA), ITEM_RESINA],
  {
    status: 'Em análise',
    passos: [...PASSOS_ENVIADO, { status: 'Em análise', em: '2026-11-18T13:20:00.000Z' }],
  },
);

const PASSOS_ANALISADO: Conta['lote']['passos'] = [
  ...PASSOS_ENVIADO,
  { status: 'Em análise', em: '2026-11-18T13:20:00.000Z' },
  { status: 'Analisado', em: '2026-11-20T17:45:00.000Z' },
];

/** Both items analysed (R$ 50,00 of the resin glosed): the batch waits for its payment. */
export const CONTA_ANALISADA = contaWith(
  CONTA_ENVIADA,
  [analysed(ITEM_ENDO, ANALISE_ENDO_PAGA), analysed(ITEM_RESINA, ANALISE_RESINA_PARCIAL)],
  { status: 'Analisado', passos: PASSOS_ANALISADO },
);

/** The statement of batch 000012, paid by PIX on 21/11/2026. */
export const DEMONSTRATIVO: NonNullable<Conta['lote']['demonstrativo']> = {
  numeroDemonstrativo: '000000000012',
  emitidoEm: '2026-11-21T14:05:00.000Z',
  dataPagamento: '2026-11-21',
  formaPagamento: 'pix',
  valorInformado: 830,
  valorGlosado: 50,
  valorLiberado: 780,
  coparticipacao: 83,
  valorCreditos: 0,
  valorRecebido: 780,
  hash: '9b1e4f7a2c6d8e0f3a5b7c9d1e2f4a6b',
};

export const CONTA_PAGA: Conta = {
  ...CONTA_ANALISADA,
  lote: {
    ...CONTA_ANALISADA.lote,
    status: 'Pago',
    passos: [...PASSOS_ANALISADO, { status: 'Pago', em: DEMONSTRATIVO.emitidoEm }],
    demonstrativo: DEMONSTRATIVO,
  },
};

/** The batch as the accounts' queue lists it. */
export const resumoOf = ({
  lote: { hash: _hash, guias: _guias, pendencias: _pendencias, ...lote },
  dentista,
}: Conta) => ({
  lote,
  dentista,
});

/** The queue of accounts waiting on the operator, oldest sent first: sent, in analysis, analysed. */
export const CONTAS: ContaResumo[] = [
  resumoOf(CONTA_ENVIADA),
  {
    dentista: { id: 8, nome: 'Dr. Bruno Lima', cro: '54321', uf: 'RJ' },
    lote: {
      ...resumoOf(CONTA_EM_ANALISE).lote,
      idLote: 15,
      numeroLote: '000003',
      protocolo: '202611100015',
      quantidadeGuias: 2,
      quantidadeItens: 3,
      quantidadeAnalisados: 1,
      valorInformado: 1450.5,
      coparticipacao: 0,
      valorGlosado: 0,
      valorLiberado: 380,
      passos: [
        { status: 'Aberto', em: '2026-10-20T12:00:00.000Z' },
        { status: 'Enviado', em: '2026-11-10T18:00:00.000Z' },
        { status: 'Em análise', em: '2026-11-19T12:00:00.000Z' },
      ],
      prazoPagamento: '2026-12-10',
    },
  },
  {
    dentista: { id: 9, nome: 'Dra. Carla Nunes', cro: '67890', uf: 'MG' },
    lote: {
      ...resumoOf(CONTA_ANALISADA).lote,
      idLote: 18,
      numeroLote: '000021',
      protocolo: '202611120018',
      passos: [
        { status: 'Aberto', em: '2026-10-25T12:00:00.000Z' },
        { status: 'Enviado', em: '2026-11-12T14:00:00.000Z' },
        { status: 'Em análise', em: '2026-11-17T12:00:00.000Z' },
        { status: 'Analisado', em: '2026-11-19T16:00:00.000Z' },
      ],
      prazoPagamento: '2026-12-12',
    },
  },
];

/** Plan 1050, whose items 601 and 602 are billed in batch 000012: the final radiograph of 21 and the history. */
export const PLANO_DA_CONTA: PlanoAuditoria = {
  ...PLANO,
  plano: {
    ...PLANO.plano,
    idPlanoTratamento: 1050,
    dtCriacao: '2026-10-15T12:00:00.000Z',
    dtValidade: '2026-12-14T12:00:00.000Z',
    status: 3,
    statusTiss: REALIZADO,
    valores: { valor: 830, coparticipacao: 83, valorOperadora: 747, percentualCoparticipacao: 10 },
    imagens: [
      {
        idImagem: 90,
        nomeArquivoOriginal: 'periapical-inicial-21.png',
        absolutePath:
          '/api/v2/planoTratamento/imagens/90/arquivo?expira=1795271400&sessao=s1&assinatura=teste',
        contentType: 'image/png',
        tamanho: TINY_PNG.length,
        dtCriacao: '2026-10-15T12:05:00.000Z',
        imagemTipo: { idImagemTipo: 1, descricao: 'Radiografia periapical' },
        idProcedimentoItem: null,
      },
      {
        idImagem: 91,
        nomeArquivoOriginal: 'periapical-final-21.png',
        absolutePath:
          '/api/v2/planoTratamento/imagens/91/arquivo?expira=1795271400&sessao=s1&assinatura=teste',
        contentType: 'image/png',
        tamanho: TINY_PNG.length,
        dtCriacao: '2026-10-28T17:35:00.000Z',
        imagemTipo: { idImagemTipo: 1, descricao: 'Radiografia periapical' },
        idProcedimentoItem: 601,
      },
    ],
  },
  itens: [ITEM_ENDO, ITEM_RESINA],
  historico: [
    {
      idHistorico: 31,
      idProcedimentoItem: 601,
      procedimento: historyProcedureOf(ITEM_ENDO),
      dtEvento: '2026-10-20T15:00:00.000Z',
      autor: { nome: AUDITOR.nome, cro: AUDITOR.cro, uf: AUDITOR.uf, papel: 'Auditor' },
      de: 'Aguardando Aprovação',
      para: 'Autorizado',
      statusTiss: REALIZADO,
      codigoGlosa: null,
      motivo: null,
      nota: null,
      fundamento: null,
      automatico: false,
      arquivos: [],
    },
    {
      idHistorico: 32,
      idProcedimentoItem: 601,
      procedimento: historyProcedureOf(ITEM_ENDO),
      dtEvento: '2026-10-28T17:40:00.000Z',
      autor,
      de: 'Autorizado',
      para: 'Realizado',
      statusTiss: REALIZADO,
      codigoGlosa: null,
      motivo: null,
      nota: null,
      fundamento: null,
      automatico: false,
      arquivos: [{ idImagem: 91, nomeArquivoOriginal: 'periapical-final-21.png' }],
    },
  ],
  planosAnteriores: [],
  indicacoes: [],
  pendentesIguais: [],
};
