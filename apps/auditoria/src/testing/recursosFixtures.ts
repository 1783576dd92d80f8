import type { PlanoImagem, RecursoGlosa, RecursoGlosaItem, RecursoResumo } from '@odonto/api';
import { AUDITOR, DENTISTA_DA_CONTA, TINY_PNG } from './fixtures';

/** Story data only: glosa appeals as the server answers them for the demo auditor (today is 22/11/2026). */

/** A file the dentist sent with an appeal (a signed link, as the server gives it). */
const arquivo = (
  idImagem: number,
  nomeArquivoOriginal: string,
  contentType: PlanoImagem['contentType'],
  descricao: string,
  dtCriacao: string,
): PlanoImagem => ({
  idImagem,
  nomeArquivoOriginal,
  absolutePath: `/api/v2/planoTratamento/imagens/${idImagem}/arquivo?expira=1795271400&sessao=s1&assinatura=teste`,
  contentType,
  tamanho: TINY_PNG.length,
  dtCriacao,
  imagemTipo: { idImagemTipo: contentType === 'application/pdf' ? 9 : 1, descricao },
  idProcedimentoItem: null,
});

export const JUSTIFICATIVA_ENDO =
  'Segue a periapical final com a obturação do 11; a enviada no lote era a de diagnóstico.';
export const JUSTIFICATIVA_ENDO_RODADA_1 = 'A radiografia final foi enviada junto com o lote.';
export const RESPOSTA_ENDO_RODADA_1 =
  'A radiografia do lote é a inicial, sem a obturação do canal: a glosa fica mantida.';
export const JUSTIFICATIVA_RESINA =
  'A restauração do 37 é de resina; seguem a foto final com isolamento e o registro do material no prontuário.';

/** The endodontic treatment of tooth 11, glosed whole for lack of its final radiograph: the second round. */
export const RECURSO_ITEM_ENDO: RecursoGlosaItem = {
  id: 41,
  idGlosa: 17,
  idProcedimentoItem: 801,
  idPlanoTratamento: 1062,
  numeroGuiaPrestador: 'PTO-0034',
  patientName: 'Maria da Silva',
  patientId: '09000001000001001',
  procedureCode: '85200166',
  procedureName: 'Tratamento endodôntico unirradicular',
  local: 'Dente 11',
  dataRealizacao: '2026-10-21',
  originalAmount: 620,
  glosedAmount: 620,
  codigoGlosa: '3067',
  descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA',
  observacao: 'A periapical enviada é a de diagnóstico, não a final com a obturação.',
  rodada: 2,
  justificativa: JUSTIFICATIVA_ENDO,
  valorRecursado: 620,
  arquivos: [
    arquivo(
      131,
      'periapical-final-11.png',
      'image/png',
      'Radiografia periapical',
      '2026-11-20T13:05:00.000Z',
    ),
  ],
  anteriores: [
    {
      rodada: 1,
      idRecurso: 1,
      numeroRecurso: 'RG000001',
      protocolo: '202611060001',
      justificativa: JUSTIFICATIVA_ENDO_RODADA_1,
      valorRecursado: 620,
      arquivos: [],
      enviadoEm: '2026-11-06T14:20:00.000Z',
      prazoResposta: '2026-11-13',
      resposta: {
        decisao: 'manter',
        valorAcatado: 0,
        justificativa: RESPOSTA_ENDO_RODADA_1,
        auditor: AUDITOR.nome,
        respondidoEm: '2026-11-10T18:30:00.000Z',
      },
    },
  ],
  resposta: null,
};

/** The two-face resin restoration of tooth 37, glosed whole as done in another material: the first round. */
export const RECURSO_ITEM_RESINA: RecursoGlosaItem = {
  id: 42,
  idGlosa: 18,
  idProcedimentoItem: 802,
  idPlanoTratamento: 1062,
  numeroGuiaPrestador: 'PTO-0034',
  patientName: 'Maria da Silva',
  patientId: '09000001000001001',
  procedureCode: '85100200',
  procedureName: 'Restauração em resina fotopolimerizável 2 faces',
  local: 'Dente 37 · D, O',
  dataRealizacao: '2026-10-23',
  originalAmount: 210,
  glosedAmount: 210,
  codigoGlosa: '3030',
  descricaoGlosa: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
  observacao: 'Na foto final, a face D do 37 é de amálgama.',
  rodada: 1,
  justificativa: JUSTIFICATIVA_RESINA,
  valorRecursado: 210,
  arquivos: [
    arquivo(132, 'foto-final-37.jpg', 'image/jpeg', 'Fotografia intraoral', '2026-11-20T13:06:00.000Z'),
    arquivo(133, 'prontuario-37.pdf', 'application/pdf', 'Prontuário', '2026-11-20T13:07:00.000Z'),
  ],
  anteriores: [],
  resposta: null,
};

/** Appeal RG000004 of Dra. Ana Souza against two glosas of batch 000009, sent on 20/11: 5 days to answer. */
export const RECURSO_AGUARDANDO: RecursoGlosa = {
  id: 4,
  numero: 'RG000004',
  protocolo: '202611200004',
  idLote: 9,
  numeroLote: '000009',
  protocoloLote: '202610300009',
  dentista: DENTISTA_DA_CONTA,
  enviadoEm: '2026-11-20T13:10:00.000Z',
  prazoResposta: '2026-11-27',
  diasParaResponder: 5,
  valorRecursado: 830,
  valorAcatado: null,
  respondidoEm: null,
  hash: '7c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f',
  hashResposta: null,
  itens: [RECURSO_ITEM_ENDO, RECURSO_ITEM_RESINA],
};

export const JUSTIFICATIVA_PARCIAL =
  'A foto confirma resina na face O; a face D é de amálgama: aceito o valor de uma face.';
const RESPONDIDO_EM = '2026-11-22T15:00:05.000Z';

/** RG000004 answered today: the endodontic treatment accepted, R$ 150,00 of the resin accepted. */
export const RECURSO_RESPONDIDO: RecursoGlosa = {
  ...RECURSO_AGUARDANDO,
  valorAcatado: 770,
  respondidoEm: RESPONDIDO_EM,
  hashResposta: '0f9e8d7c6b5a49382716a5b4c3d2e1f0',
  itens: [
    {
      ...RECURSO_ITEM_ENDO,
      resposta: {
        decisao: 'aceitar',
        valorAcatado: 620,
        justificativa: null,
        auditor: AUDITOR.nome,
        respondidoEm: RESPONDIDO_EM,
      },
    },
    {
      ...RECURSO_ITEM_RESINA,
      resposta: {
        decisao: 'aceitarParte',
        valorAcatado: 150,
        justificativa: JUSTIFICATIVA_PARCIAL,
        auditor: AUDITOR.nome,
        respondidoEm: RESPONDIDO_EM,
      },
    },
  ],
};

/** The appeal as the queue lists it. */
export const resumoDoRecurso = ({
  protocoloLote: _protocoloLote,
  hash: _hash,
  hashResposta: _hashResposta,
  itens,
  ...recurso
}: RecursoGlosa): RecursoResumo => ({ ...recurso, quantidadeItens: itens.length });

/** The appeals waiting for an answer, nearest deadline first (the server's order): overdue, today, in 5 days. */
export const RECURSOS_AGUARDANDO: RecursoResumo[] = [
  {
    id: 6,
    numero: 'RG000006',
    protocolo: '202611050006',
    idLote: 15,
    numeroLote: '000003',
    dentista: { id: 8, nome: 'Dr. Bruno Lima', cro: '54321', uf: 'RJ' },
    enviadoEm: '2026-11-05T12:00:00.000Z',
    prazoResposta: '2026-11-20',
    diasParaResponder: -2,
    quantidadeItens: 1,
    valorRecursado: 380,
    valorAcatado: null,
    respondidoEm: null,
  },
  {
    id: 5,
    numero: 'RG000005',
    protocolo: '202611070005',
    idLote: 18,
    numeroLote: '000021',
    dentista: { id: 9, nome: 'Dra. Carla Nunes', cro: '67890', uf: 'MG' },
    enviadoEm: '2026-11-08T01:30:00.000Z',
    prazoResposta: '2026-11-22',
    diasParaResponder: 0,
    quantidadeItens: 1,
    valorRecursado: 160,
    valorAcatado: null,
    respondidoEm: null,
  },
  resumoDoRecurso(RECURSO_AGUARDANDO),
];

/** The answered appeals, the latest answer first: one in time, one after its deadline. */
export const RECURSOS_RESPONDIDOS: RecursoResumo[] = [
  {
    id: 3,
    numero: 'RG000003',
    protocolo: '202611060003',
    idLote: 9,
    numeroLote: '000009',
    dentista: DENTISTA_DA_CONTA,
    enviadoEm: '2026-11-06T16:00:00.000Z',
    prazoResposta: '2026-11-21',
    diasParaResponder: -1,
    quantidadeItens: 2,
    valorRecursado: 450,
    valorAcatado: 300,
    respondidoEm: '2026-11-18T19:00:00.000Z',
  },
  {
    id: 2,
    numero: 'RG000002',
    protocolo: '202610200002',
    idLote: 15,
    numeroLote: '000003',
    dentista: { id: 8, nome: 'Dr. Bruno Lima', cro: '54321', uf: 'RJ' },
    enviadoEm: '2026-10-20T13:00:00.000Z',
    prazoResposta: '2026-11-04',
    diasParaResponder: -18,
    quantidadeItens: 1,
    valorRecursado: 95,
    valorAcatado: 0,
    respondidoEm: '2026-11-05T14:00:00.000Z',
  },
];
