import {
  type Beneficiario,
  type CancelamentoPlano,
  historyProcedureOf,
  type ImagemTipo,
  type ItemHistorico,
  type NovoPlanoTratamentoItem,
  type PlanoImagem,
  type PlanoTratamento,
  type PlanoTratamentoItem,
  type RespostaAuditoria,
} from '@odonto/api';
import type { DentistSchema } from '@odonto/contract';
import { dentistHttp } from '@odonto/contract/msw';
import { delay, HttpResponse } from 'msw';
import { DENTIST } from './fixtures';
import { errorEnvelope } from './handlers';
import { prazoFor } from './prazo';
import {
  glosasOf,
  type InitialTooth,
  initialOdontogramHandlers,
  justified,
  MARIA_INITIAL,
  refusal,
  validationHandler,
} from './procedure-rules-handlers';
import { ITEM_TISS, PLAN_TISS } from './tiss';
import { COPARTICIPACAO, valoresDoPlano, valoresDoProcedimento } from './valores';

/** Story data only: the beneficiary of plan 1024. */
export const PLAN_BENEFICIARY: Beneficiario = {
  numeroCarteira: '09000001000001001',
  tipoBeneficiario: 'T',
  nome: 'Maria da Silva',
  nomeSocial: 'Mari',
  nomeProduto: 'Odonto Essencial',
  dataVigenciaPlano: '2027-01-31',
  nomePessoaJuridicaContratantePlanoColetivo: 'Empresa Exemplo Ltda',
  nomeFantasiaOperadora: 'Odonto Cooperativa',
  cpf: '52998224725',
  dataNascimento: '1985-03-14',
  validadeCarteira: '2027-01-31',
  carteiraVencida: false,
  dataInclusao: '2024-02-01',
  uf: 'SP',
};

export const IMAGE_TYPES: ImagemTipo[] = [
  { idImagemTipo: 1, descricao: 'Radiografia periapical' },
  { idImagemTipo: 2, descricao: 'Radiografia panorâmica' },
];

/** A 1×1 PNG served as the saved image's bytes. */
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const image = (idImagem: number, nome: string, idImagemTipo = 2): PlanoImagem => ({
  idImagem,
  nomeArquivoOriginal: nome,
  absolutePath: `/api/v2/planoTratamento/imagens/${idImagem}/arquivo?expira=1795271400&assinatura=teste`,
  contentType: 'image/png',
  tamanho: TINY_PNG.length,
  dtCriacao: '2026-11-02T12:10:00.000Z',
  imagemTipo: IMAGE_TYPES.find((tipo) => tipo.idImagemTipo === idImagemTipo) ?? {
    idImagemTipo,
    descricao: 'Outro',
  },
});

export const PLAN_1024: PlanoTratamento = {
  idPlanoTratamento: 1024,
  dtCriacao: '2026-11-02T12:00:00.000Z',
  dtValidade: '2027-01-01T12:00:00.000Z',
  status: 2,
  statusTiss: PLAN_TISS[2],
  ba3MatAnt: PLAN_BENEFICIARY.numeroCarteira,
  nome: PLAN_BENEFICIARY.nome,
  nomeSocial: 'Mari',
  plano: 'Odonto Essencial',
  empresa: 'Empresa Exemplo Ltda',
  bb0CodigoSolicitante: '000123',
  dentistaExecutanteCro: DENTIST.cro,
  dentistaExecutanteCroUf: 'SP',
  dentistaExecutanteNome: DENTIST.nome,
  dentistaSolicitanteCro: '54321',
  dentistaSolicitanteCroUf: 'RJ',
  dentistaSolicitanteNome: 'Dr. Bruno Lima',
  imagens: [image(88, 'panoramica.png')],
  cancelamento: null,
  // PLAN_ITEMS' sums (valoresDoPlano): R$ 660,00, of which 20% by the beneficiary.
  valores: { valor: 660, coparticipacao: 132, valorOperadora: 528, percentualCoparticipacao: COPARTICIPACAO },
};

const item = (
  idProcedimentoItem: number,
  idDente: number | null,
  codTuss: string,
  descricao: string,
  faces: string | null,
  audiStatus: PlanoTratamentoItem['audiStatus'],
  especialidade = 'Dentística',
): PlanoTratamentoItem => ({
  idProcedimentoItem,
  idPlanoTratamento: 1024,
  idDente,
  codTuss,
  descricao,
  especialidade,
  faces,
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  audiStatus,
  statusTiss: ITEM_TISS[audiStatus],
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-11-02T12:05:00.000Z',
  glosasPrevistas: [],
  justificativa: null,
  prazo: prazoFor(audiStatus),
  autorizacaoAutomatica: null,
  fundamento: null,
  alteracao: null,
  valores: valoresDoProcedimento(codTuss),
  realizacao: null,
  documentacaoFinal: null,
});

/** Story data: the open billing batch of the demo dentist, into which performed items go. */
export const OPEN_LOTE = { idLote: 12, numeroLote: '000012' } as const;

/** Story data: performed on `dataRealizacao`, registered that evening, in the open batch. */
export const realizado = (dataRealizacao: string): NonNullable<PlanoTratamentoItem['realizacao']> => ({
  dataRealizacao,
  registradaEm: `${dataRealizacao}T21:30:00.000Z`,
  ...OPEN_LOTE,
  // The open batch has not been sent: nothing analysed yet.
  analise: null,
});

export const PLAN_ITEMS: PlanoTratamentoItem[] = [
  // Two and three faces: the TUSS codes of a restoration count its faces (shared/data/tuss-odontologia.csv).
  item(3301, 16, '85100200', 'Restauração em resina fotopolimerizável 2 faces', 'M,O', 'Autorizado'),
  item(3302, 11, '85100196', 'Restauração em resina fotopolimerizável 1 face', 'V', 'Aguardando Aprovação'),
  // An extraction is on the whole tooth: no faces (docs/product-rules.md, procedure sites).
  item(3303, 36, '82000875', 'Exodontia simples de permanente', null, 'Autorizado', 'Cirurgia'),
  {
    ...item(3304, 24, '85100218', 'Restauração em resina fotopolimerizável 3 faces', 'M,O,D', 'Realizado'),
    realizacao: realizado('2026-11-20'),
  },
];

/** The rules table's final documentation of an endodontic treatment. */
export const PERIAPICAL_FINAL = { idImagemTipo: 1, tipo: 'Radiografia periapical' } as const;

/** Story data: an endodontic treatment performed on 21/11/2026 whose final periapical X-ray is still missing. */
export const ENDO_REALIZADO: PlanoTratamentoItem = {
  ...item(3305, 21, '85200042', 'Tratamento endodôntico unirradicular', null, 'Realizado', 'Endodontia'),
  realizacao: realizado('2026-11-21'),
  documentacaoFinal: { ...PERIAPICAL_FINAL, idImagem: null },
};

/** The start of plan 1024's printed guide. */
export const GUIDE_PDF = '%PDF-1.3\n% Guia de Tratamento Odontológico 1024\n';
/** The start of plan 1024's TISS message. */
export const GUIDE_XML =
  '<?xml version="1.0" encoding="ISO-8859-1"?><ans:mensagemTISS xmlns:ans="http://www.ans.gov.br/padroes/tiss/schemas"/>';

export interface PlanStoreOptions {
  /** The plan lookup answers empty (a plan that does not exist). */
  missing?: boolean;
  /** The upload of a file with this name fails with a 500. */
  failUploadOf?: string;
  /** The DELETE of an item answers 409 with the server's message. */
  refuseRemoval?: boolean;
  /** The beneficiary's initial odontogram (Maria's by default). */
  initial?: readonly InitialTooth[];
  /** The PUT of the initial odontogram fails with a 500. */
  failInitialPut?: boolean;
  /** Receives the PUT bodies of the initial odontogram. */
  initialSent?: unknown[];
  /** The plan carries version 1 of the initial situation, and these later versions follow it. */
  initialLater?: Parameters<typeof initialOdontogramHandlers>[2] extends infer O
    ? O extends { later?: infer L }
      ? L
      : never
    : never;
  /** Other items than PLAN_ITEMS (e.g. ones waiting on the dentist). */
  items?: PlanoTratamentoItem[];
  /** Changes to PLAN_1024 (e.g. another status). */
  plan?: Partial<PlanoTratamento>;
  /** The plan's history (none by default). */
  history?: ItemHistorico[];
  /** The history answers 500. */
  failHistory?: boolean;
  /** The answer to a request answers 409 with the server's message. */
  refuseAnswer?: boolean;
  /** Receives the bodies of the answers to the audit. */
  answers?: RespostaAuditoria[];
  /** Receives the bodies of the answers to an authorization with change. */
  alteracaoAnswers?: RespostaAlteracao[];
  /** The answer to an authorization with change answers 409 with the server's message. */
  refuseAlteracaoAnswer?: boolean;
  /** Receives the bodies of the contests of a denial. */
  contests?: Contestacao[];
  /** The contest of a denial answers 409 with this message. */
  refuseContest?: string;
  /** Filled with a function that decides an item as the auditor would (for the live stories). */
  control?: PlanStoreControl;
  /** The cancellation answers 409 with this message. */
  refuseCancel?: string;
  /** Receives the bodies of the cancellations. */
  cancellations?: CancelamentoPlano[];
  /** The co-participation of the beneficiary's product in percent (20 by default; 0: none). */
  coparticipacao?: number;
  /** Receives the bodies of the closings (the performance date and the items). */
  fechamentos?: FechamentoRequest[];
  /** Receives the text fields of each upload (the file's name, its type and, for a final documentation, the item). */
  uploads?: UploadFields[];
}

/** The body of POST /v2/fechamento. */
export type FechamentoRequest = DentistSchema<'FechamentoRequest'>;

/** The text fields of an upload, as the server reads them. */
export interface UploadFields {
  fileName: string;
  IdImagemTipo: string | null;
  IdProcedimentoItem: string | null;
}

/** The day of 'now' in Brasília (the stories' clock is 22/11/2026, noon there), as yyyy-MM-dd. */
const todayInBrasilia = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

/** Why the server refuses a performance date of an item authorized on `authorizedOn` (yyyy-MM-dd); null when it takes it. */
function refusedDate(dataRealizacao: string, authorizedOn: string): string | null {
  if (dataRealizacao > todayInBrasilia()) return 'A data de realização não pode ser no futuro.';
  if (dataRealizacao < authorizedOn) {
    const [year, month, day] = authorizedOn.split('-');
    return `A data de realização não pode ser anterior à autorização do procedimento (${day}/${month}/${year}).`;
  }
  return null;
}

/** What a story can do to the in-memory plan while it runs. */
export interface PlanStoreControl {
  decide?: (decision: AuditDecision) => void;
}

export type RespostaAlteracao = DentistSchema<'RespostaAlteracao'>;
export type Contestacao = DentistSchema<'Contestacao'>;

/** An auditor's decision on one item, as the server records it. */
export interface AuditDecision {
  idProcedimentoItem: number;
  para: PlanoTratamentoItem['audiStatus'];
  codigoGlosa?: string;
  motivo?: string;
  nota?: string;
  fundamento?: string;
  /** The item's authorization with change, as it becomes (proposed, accepted, refused). */
  alteracao?: PlanoTratamentoItem['alteracao'];
  /** The procedure the item becomes (an accepted change). */
  procedimento?: Pick<PlanoTratamentoItem, 'codTuss' | 'descricao' | 'idDente' | 'faces' | 'regiao'>;
}

/** The demo auditor, author of the stories' decisions. */
export const AUDITOR = { nome: 'Dr. Paulo Auditor', cro: '99999', uf: 'SP', papel: 'Auditor' } as const;
const DENTIST_AUTHOR = { nome: DENTIST.nome, cro: DENTIST.cro, uf: 'SP', papel: 'Dentista' } as const;

/** The official text of Tabela 38's code 3056. */
export const GLOSA_3056 = 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS';

/** The history's row for an item the dentist removed, as the server writes it: the item is gone, the row keeps it. */
const removal = (idHistorico: number, row: PlanoTratamentoItem): ItemHistorico => ({
  idHistorico,
  idProcedimentoItem: row.idProcedimentoItem,
  procedimento: historyProcedureOf(row),
  dtEvento: new Date().toISOString(),
  autor: DENTIST_AUTHOR,
  de: row.audiStatus,
  para: 'Removido',
  statusTiss: null,
  codigoGlosa: null,
  motivo: null,
  nota: null,
  fundamento: null,
  automatico: false,
  arquivos: [],
});

const awaitsAnswer = (row: PlanoTratamentoItem) =>
  row.audiStatus === 'Aguardando Justificativa' || row.audiStatus === 'Aguardando Documentação';

/**
 * MSW handlers over one in-memory copy of plan 1024, so removals, closings, additions and uploads show up
 * on the reload. Each call makes a fresh copy.
 */
export function planExistingHandlers(options: PlanStoreOptions = {}) {
  let plan: PlanoTratamento = { ...structuredClone(PLAN_1024), ...options.plan };
  const percentual = options.coparticipacao ?? COPARTICIPACAO;
  let items: PlanoTratamentoItem[] = structuredClone(options.items ?? PLAN_ITEMS).map((row) =>
    percentual === COPARTICIPACAO ? row : { ...row, valores: valoresDoProcedimento(row.codTuss, percentual) },
  );
  // The plan's sums follow its items, as the server's do.
  const withValores = (): PlanoTratamento => ({ ...plan, valores: valoresDoPlano(items, percentual) });
  let history: ItemHistorico[] = structuredClone(options.history ?? []);
  let nextId = 4000;

  /** Moves an item to `para`, writing the change into the history as the server does. */
  function move(
    row: PlanoTratamentoItem,
    change: Omit<AuditDecision, 'idProcedimentoItem'> & {
      autor: ItemHistorico['autor'];
      idsImagem?: number[];
    },
  ) {
    const statusTiss = ITEM_TISS[change.para];
    items = items.map((each) =>
      each.idProcedimentoItem === row.idProcedimentoItem
        ? {
            ...each,
            ...change.procedimento,
            audiStatus: change.para,
            statusTiss,
            prazo: { ...prazoFor(change.para), solicitadoEm: each.prazo.solicitadoEm },
            fundamento: change.autor.papel === 'Auditor' ? (change.fundamento ?? null) : each.fundamento,
            alteracao: change.alteracao !== undefined ? change.alteracao : each.alteracao,
            audiCodigoGlosa:
              change.autor.papel === 'Auditor' ? (change.codigoGlosa ?? null) : each.audiCodigoGlosa,
            audiMotivoStatus:
              change.autor.papel === 'Auditor'
                ? [change.motivo, change.nota].filter(Boolean).join(' ') || null
                : each.audiMotivoStatus,
          }
        : each,
    );
    nextId += 1;
    history = [
      ...history,
      {
        idHistorico: nextId,
        idProcedimentoItem: row.idProcedimentoItem,
        procedimento: historyProcedureOf(row),
        dtEvento: new Date().toISOString(),
        autor: change.autor,
        de: row.audiStatus,
        para: change.para,
        statusTiss,
        codigoGlosa: change.codigoGlosa ?? null,
        motivo: change.motivo ?? null,
        nota: change.nota ?? null,
        fundamento: change.fundamento ?? null,
        automatico: false,
        arquivos: plan.imagens
          .filter((file) => change.idsImagem?.includes(file.idImagem))
          .map(({ idImagem, nomeArquivoOriginal }) => ({ idImagem, nomeArquivoOriginal })),
      },
    ];
  }

  if (options.control) {
    options.control.decide = ({ idProcedimentoItem, ...decision }) => {
      const row = items.find((each) => each.idProcedimentoItem === idProcedimentoItem);
      if (row) move(row, { ...decision, autor: AUDITOR });
    };
  }

  return [
    dentistHttp.get('/v2/planoTratamento/{id}/historico', async ({ response }) => {
      await delay(50);
      if (options.failHistory) return response(500).json(errorEnvelope('falha'));
      return response(200).json({ success: true, data: history });
    }),
    dentistHttp.post('/v2/planoTratamentoItens/resposta/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as RespostaAuditoria;
      options.answers?.push(body);
      await delay(100);
      const row = items.find((each) => each.idProcedimentoItem === Number(params.id));
      if (!row) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      if (options.refuseAnswer || !awaitsAnswer(row)) {
        return response(409).json(
          errorEnvelope(
            `Este procedimento não aguarda resposta à auditoria: está '${row.audiStatus}'. Atualize a página.`,
          ),
        );
      }
      move(row, { para: 'Auditoria', nota: body.texto, autor: DENTIST_AUTHOR, idsImagem: body.idsImagem });
      const answered = items.find((each) => each.idProcedimentoItem === row.idProcedimentoItem);
      if (!answered) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      return response(200).json({
        success: true,
        data: answered,
        message: 'Resposta enviada. O procedimento voltou para a análise da auditoria.',
      });
    }),
    dentistHttp.post('/v2/planoTratamentoItens/alteracao/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as RespostaAlteracao;
      options.alteracaoAnswers?.push(body);
      await delay(100);
      const row = items.find((each) => each.idProcedimentoItem === Number(params.id));
      if (!row) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      const alteracao = row.alteracao;
      if (options.refuseAlteracaoAnswer || row.audiStatus !== 'Aguardando Aceite' || !alteracao) {
        return response(409).json(
          errorEnvelope(
            `Este procedimento não aguarda o aceite de uma alteração: está '${row.audiStatus}'. Atualize a página.`,
          ),
        );
      }
      const answered = { ...alteracao, respondidaEm: '2026-11-27T14:00:00.000Z' };
      if (body.aceitar) {
        const { codTuss, descricao, idDente, faces, regiao } = alteracao.autorizado;
        move(row, {
          para: 'Autorizado',
          autor: DENTIST_AUTHOR,
          nota: body.texto,
          alteracao: { ...answered, situacao: 'aceita' },
          procedimento: { codTuss, descricao, idDente, faces, regiao },
        });
      } else {
        move(row, {
          para: 'Auditoria',
          autor: DENTIST_AUTHOR,
          nota: body.texto,
          alteracao: { ...answered, situacao: 'recusada' },
        });
      }
      const data = items.find((each) => each.idProcedimentoItem === row.idProcedimentoItem);
      if (!data) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      return response(200).json({
        success: true,
        data,
        message: body.aceitar
          ? 'Alteração aceita. O procedimento está autorizado como a auditoria o alterou.'
          : 'Alteração recusada. O procedimento voltou para a análise da auditoria.',
      });
    }),
    dentistHttp.post('/v2/planoTratamentoItens/contestacao/{id}', async ({ params, request, response }) => {
      const body = (await request.json()) as Contestacao;
      options.contests?.push(body);
      await delay(100);
      const row = items.find((each) => each.idProcedimentoItem === Number(params.id));
      if (!row) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      if (options.refuseContest) return response(409).json(errorEnvelope(options.refuseContest));
      move(row, { para: 'Em Junta', autor: DENTIST_AUTHOR, nota: body.texto });
      const data = items.find((each) => each.idProcedimentoItem === row.idProcedimentoItem);
      if (!data) return response(404).json(errorEnvelope('Procedimento não encontrado.'));
      return response(200).json({
        success: true,
        data,
        message: 'Contestação enviada. O procedimento aguarda a junta odontológica.',
      });
    }),
    dentistHttp.get('/v2/planoTratamento/{id}', async ({ params, response }) => {
      await delay(100);
      const found = !options.missing && Number(params.id) === plan.idPlanoTratamento;
      return response(200).json({ success: true, data: found ? withValores() : null });
    }),
    dentistHttp.get('/v2/planoTratamentoItens/plano/{id}', ({ response }) =>
      response(200).json({ success: true, data: items }),
    ),
    dentistHttp.get('/v2/beneficiario', ({ response }) =>
      response(200).json({ success: true, data: [PLAN_BENEFICIARY], errorMessage: null }),
    ),
    dentistHttp.get('/v2/dentImagemTipo', ({ response }) =>
      response(200).json({ success: true, data: IMAGE_TYPES, errorMessage: null }),
    ),
    // The guide as the server makes it (the bytes only begin like the real files).
    dentistHttp.get('/v2/planoTratamento/{id}/impressao', ({ response }) =>
      // The PDF's bytes: the helper types JSON and text bodies only.
      response.untyped(
        HttpResponse.arrayBuffer(new TextEncoder().encode(GUIDE_PDF).buffer, {
          headers: { 'content-type': 'application/pdf', 'numero-guia': 'PTO-1024-02' },
        }),
      ),
    ),
    dentistHttp.get('/v2/planoTratamento/{id}/tiss', () =>
      HttpResponse.text(GUIDE_XML, {
        headers: { 'content-type': 'application/xml; charset=ISO-8859-1', 'numero-guia': 'PTO-1024-02' },
      }),
    ),
    dentistHttp.get('/v2/planoTratamento/imagens/{idImagem}/arquivo', () =>
      HttpResponse.arrayBuffer(TINY_PNG.slice().buffer, { headers: { 'content-type': 'image/png' } }),
    ),
    dentistHttp.delete('/v2/planoTratamentoItens/{id}', async ({ params, response }) => {
      await delay(100);
      if (options.refuseRemoval) {
        return response(409).json(
          errorEnvelope(
            "Só é possível remover procedimentos com status 'Aguardando Aprovação'. Este está 'Autorizado'.",
          ),
        );
      }
      const removed = items.find((row) => row.idProcedimentoItem === Number(params.id));
      items = items.filter((row) => row !== removed);
      if (removed) {
        nextId += 1;
        history = [...history, removal(nextId, removed)];
      }
      return response(200).json({
        success: true,
        data: null,
        message: 'Procedimento removido do plano de tratamento.',
      });
    }),
    dentistHttp.post('/v2/planoTratamento/{id}/cancelamento', async ({ request, response }) => {
      const body = (await request.json()) as CancelamentoPlano;
      options.cancellations?.push(body);
      await delay(100);
      if (options.refuseCancel) return response(409).json(errorEnvelope(options.refuseCancel));
      plan = {
        ...plan,
        status: 4,
        statusTiss: PLAN_TISS[4],
        cancelamento: { dtCancelamento: '2026-11-27T14:00:00.000Z', motivo: body.motivo },
      };
      return response(200).json({
        success: true,
        data: withValores(),
        message: 'Plano de tratamento cancelado.',
      });
    }),
    dentistHttp.post('/v2/fechamento', async ({ request, response }) => {
      const body = (await request.json()) as FechamentoRequest;
      options.fechamentos?.push(body);
      await delay(100);
      const { idsProcedimentoItem } = body;
      const dataRealizacao = body.dataRealizacao ?? todayInBrasilia();
      const chosen = items.filter((row) => idsProcedimentoItem.includes(row.idProcedimentoItem));
      // Authorized on the day the operator answered (Brasília).
      const authorizedOn = chosen
        .map((row) => (row.prazo.respondidoEm ?? row.dtCriacao).slice(0, 10))
        .sort()
        .at(-1);
      const refused = authorizedOn ? refusedDate(dataRealizacao, authorizedOn) : null;
      if (refused) {
        return response(400).json({
          ...errorEnvelope(refused),
          'invalid-params': [{ name: 'dataRealizacao', reason: refused }],
        });
      }
      const realizacao = {
        dataRealizacao,
        registradaEm: new Date().toISOString(),
        ...OPEN_LOTE,
        analise: null,
      };
      items = items.map((row) =>
        idsProcedimentoItem.includes(row.idProcedimentoItem)
          ? { ...row, audiStatus: 'Realizado', statusTiss: ITEM_TISS.Realizado, realizacao }
          : row,
      );
      return response(200).json({
        success: true,
        data: {
          idFechamento: OPEN_LOTE.idLote,
          competencia: '2026-11',
          quantidadeItens: idsProcedimentoItem.length,
          itens: items.filter((row) => idsProcedimentoItem.includes(row.idProcedimentoItem)),
        },
        message: `${idsProcedimentoItem.length} procedimento(s) adicionado(s) ao fechamento de 11/2026.`,
      });
    }),
    // The rules, as the stories stand them in (glosasOf): predicted, and refused with 422 on creation.
    validationHandler(),
    dentistHttp.post('/v2/planoTratamentoItens', async ({ request, response }) => {
      const body = (await request.json()) as NovoPlanoTratamentoItem;
      const glosas = glosasOf(body);
      if (glosas.length > 0 && !justified(body)) return refusal(glosas);
      nextId += 1;
      const added = item(
        nextId,
        body.idDente ?? null,
        body.codTuss,
        body.descricao ?? 'Procedimento',
        body.faces ?? null,
        'Aguardando Aprovação',
      );
      items = [
        ...items,
        {
          ...added,
          arcada: body.arcada ?? null,
          hemiArcada: body.hemiArcada ?? null,
          sextante: body.sextante ?? null,
          regiao: body.regiao ?? null,
          glosasPrevistas: glosas,
          justificativa: body.justificativa?.trim() || null,
        },
      ];
      return response(201).json({
        success: true,
        data: { idProcedimentoItem: nextId },
        message: 'Procedimento adicionado com sucesso!',
      });
    }),
    ...initialOdontogramHandlers(options.initial ?? MARIA_INITIAL, options.initialSent, {
      failPut: options.failInitialPut,
      frozen: options.initialLater !== undefined,
      later: options.initialLater,
    }),
    dentistHttp.post('/v2/planoTratamento/imagens/upload', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'arquivo';
      const text = (field: string) => {
        const value = form.get(field);
        return typeof value === 'string' ? value : null;
      };
      const fields: UploadFields = {
        fileName: name,
        IdImagemTipo: text('IdImagemTipo'),
        IdProcedimentoItem: text('IdProcedimentoItem'),
      };
      options.uploads?.push(fields);
      await delay(200);
      if (name === options.failUploadOf) return response(500).json(errorEnvelope('falha'));
      const target = items.find((row) => String(row.idProcedimentoItem) === fields.IdProcedimentoItem);
      if (fields.IdProcedimentoItem !== null) {
        const final = target?.documentacaoFinal;
        if (target?.audiStatus !== 'Realizado' || !final) {
          return response(400).json(
            errorEnvelope('Este procedimento não pede documentação final ou ainda não foi realizado.'),
          );
        }
        if (String(final.idImagemTipo) !== fields.IdImagemTipo) {
          return response(400).json(
            errorEnvelope(`A documentação final deste procedimento é: ${final.tipo}.`),
          );
        }
      }
      nextId += 1;
      const idImagem = nextId;
      plan = { ...plan, imagens: [...plan.imagens, image(idImagem, name, Number(fields.IdImagemTipo))] };
      items = items.map((row) =>
        row === target && row.documentacaoFinal
          ? { ...row, documentacaoFinal: { ...row.documentacaoFinal, idImagem } }
          : row,
      );
      return response(201).json({ success: true, data: { idImagem } });
    }),
  ];
}
