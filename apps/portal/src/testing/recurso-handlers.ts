import type { Glosa, RecursoGlosa, RecursoGlosaItem, RecursoGlosaRequest } from '@odonto/api';
import { dentistHttp, errorEnvelope } from '@odonto/contract/msw';
import { delay, HttpResponse } from 'msw';
import { DENTIST } from './fixtures';
import { IMAGE_TYPES } from './plan-existing-handlers';
import { glosasAnswer } from './records-handlers';
import {
  arquivoDoRecurso,
  diasDepois,
  HOJE,
  MOTIVO_EM_RECURSO,
  MOTIVO_RODADAS,
  naoRecorrida,
  PRAZO_RECURSO_DIAS,
  resposta,
  rodadaDeRecurso,
  semPrazo,
} from './recurso-data';

/** The batch of November whose glosas the appeal stories recur: sent on 10/11, analysed on 18/11/2026. */
const LOTE_12 = {
  idLote: 12,
  numeroLote: '000012',
  protocolo: '2026111000512',
  temDemonstrativo: false,
  submissionDate: '2026-11-10',
  responseDate: '2026-11-18',
} as const;
const MARIA = { patientName: 'Maria da Silva', patientId: '09000001000001001', idPlanoTratamento: 1024 };
const JOAO = { patientName: 'João Pereira', patientId: '09000001000002001', idPlanoTratamento: 1031 };
const PEDRO = { patientName: 'Pedro Santos', patientId: '09000001000003001', idPlanoTratamento: 1038 };

const ENDO_11 = {
  procedureCode: '85200166',
  procedureName: 'Tratamento endodôntico unirradicular',
  local: 'Dente 11',
  originalAmount: 620,
  glosedAmount: 620,
  tipo: 'total',
  codigoGlosa: '3067',
  descricaoGlosa: 'RADIOGRAFIA FINAL NÃO ENVIADA',
  observacao: 'A periapical enviada é a de diagnóstico, sem a obturação.',
} as const;
const RESINA_37 = {
  procedureCode: '85100200',
  procedureName: 'Restauração em resina fotopolimerizável 2 faces',
  local: 'Dente 37 · D, O',
  originalAmount: 180,
  glosedAmount: 45,
  tipo: 'parcial',
  codigoGlosa: '3030',
  descricaoGlosa: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
  observacao:
    'A radiografia final mostra restauração em amálgama; liberado o valor da restauração em amálgama.',
} as const;
const RESINA_45 = {
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

const glosa12 = (
  id: number,
  patient: typeof MARIA,
  guia: string,
  item: Pick<
    Glosa,
    | 'procedureCode'
    | 'procedureName'
    | 'local'
    | 'originalAmount'
    | 'glosedAmount'
    | 'tipo'
    | 'codigoGlosa'
    | 'descricaoGlosa'
    | 'observacao'
  >,
): Glosa => ({
  id,
  idProcedimentoItem: 4000 + id,
  ...patient,
  numeroGuiaPrestador: guia,
  ...LOTE_12,
  ...item,
  dataRealizacao: '2026-10-20',
  reason: `${item.codigoGlosa} – ${item.descricaoGlosa}. ${item.observacao}`,
  status: 'nao_recorrida',
  ...naoRecorrida(LOTE_12.responseDate),
});

/** Maria da Silva's endodontic treatment of tooth 11, glosed in full: the final X-ray was not sent (3067). */
export const GLOSA_ENDO_11 = glosa12(801, MARIA, 'PTO-1024-01', ENDO_11);
/** Maria da Silva's restoration of tooth 37, in the same guide, glosed in part (R$ 45,00, 3030). */
export const GLOSA_RESINA_37 = glosa12(802, MARIA, 'PTO-1024-01', RESINA_37);
/** João Pereira's restoration, in another guide of the same batch. */
export const GLOSA_RESINA_45 = glosa12(803, JOAO, 'PTO-1031-01', RESINA_45);
/** A glosa of the batch already on appeal: not offered again. */
const GLOSA_EM_RECURSO: Glosa = {
  ...glosa12(804, JOAO, 'PTO-1031-01', { ...ENDO_11, local: 'Dente 21' }),
  status: 'em_recurso',
  recurso: semPrazo(2, MOTIVO_EM_RECURSO),
  recursos: [
    rodadaDeRecurso(1, 30, '2026-11-22', {
      justificativa: 'Segue a periapical final.',
      valorRecursado: 620,
    }),
  ],
};
/** A glosa of another batch (October's): never in an appeal of this one. */
const GLOSA_OUTRO_LOTE: Glosa = {
  ...glosa12(805, PEDRO, 'PTO-1038-01', RESINA_45),
  idLote: 11,
  numeroLote: '000011',
  protocolo: '2026110500407',
};

/**
 * Maria da Silva's restoration of tooth 36, of August's paid batch: glosed in part, appealed twice and kept both
 * times; no round left.
 */
export const GLOSA_MANTIDA: Glosa = {
  ...glosa12(806, MARIA, 'PTO-1024-02', { ...RESINA_37, local: 'Dente 36 · M, O', glosedAmount: 63 }),
  idLote: 9,
  numeroLote: '000009',
  protocolo: '2026090500333',
  temDemonstrativo: true,
  submissionDate: '2026-09-05',
  responseDate: '2026-09-14',
  status: 'mantida',
  recurso: semPrazo(3, MOTIVO_RODADAS),
  recursos: [
    rodadaDeRecurso(1, 12, '2026-09-20', {
      justificativa: 'A restauração é em resina composta; segue a fotografia intraoral.',
      valorRecursado: 63,
      arquivos: [arquivoDoRecurso(88, 'foto-intraoral-36.png')],
      resposta: resposta('manter', 0, '2026-10-02', 'A fotografia não permite distinguir o material.'),
    }),
    rodadaDeRecurso(2, 18, '2026-10-15', {
      justificativa: 'Segue a radiografia interproximal, em que a resina aparece radiolúcida.',
      valorRecursado: 63,
      arquivos: [arquivoDoRecurso(95, 'interproximal-36.png'), arquivoDoRecurso(96, 'laudo-radiologico.pdf')],
      resposta: resposta(
        'manter',
        0,
        '2026-11-05',
        'A radiografia mostra material radiopaco, compatível com amálgama.',
      ),
    }),
  ],
};

/** The glosas of the appeal stories, newest analysis first. */
export const RECURSO_GLOSAS: Glosa[] = [
  GLOSA_ENDO_11,
  GLOSA_RESINA_37,
  GLOSA_RESINA_45,
  GLOSA_EM_RECURSO,
  GLOSA_OUTRO_LOTE,
  GLOSA_MANTIDA,
];

/** An upload as the stories' server received it. */
export interface RecursoUpload {
  idPlanoTratamento: string | null;
  fileName: string;
  IdImagemTipo: string | null;
  IdProcedimentoItem: string | null;
}

export interface RecursoHandlerOptions {
  /** Collects each upload, in order. */
  uploads?: RecursoUpload[];
  /** Collects each appeal's body, in order. */
  recursos?: RecursoGlosaRequest[];
  /** Collects each TISS download asked: 'recurso 18', 'resposta 18'. */
  downloads?: string[];
  /** Answers the appeal with this failure instead. */
  refuse?: {
    status: 400 | 409;
    message: string;
    errors: string[];
    params?: Array<{ name: string; reason: string }>;
  };
}

/** The number and protocol of the stories' next appeal. */
export const NOVO_RECURSO = { id: 31, numero: 'RG000031', protocolo: '261128000031' } as const;
/** The server's words when the appeal is registered. */
export const RECURSO_ENVIADO = `Recurso ${NOVO_RECURSO.numero} enviado. Protocolo ${NOVO_RECURSO.protocolo}.`;

/** The TISS message of an appeal, as the stories' server serves it (the bytes only begin like the real one). */
export const recursoXml = (numero: string) =>
  `<?xml version="1.0" encoding="ISO-8859-1"?><ans:mensagemTISS><ans:recursoGlosa>${numero}</ans:recursoGlosa></ans:mensagemTISS>`;
/** The operator's answer to an appeal, as the stories' server serves it. */
export const respostaXml = (numero: string) =>
  `<?xml version="1.0" encoding="ISO-8859-1"?><ans:mensagemTISS><ans:respostaRecursoGlosa>${numero}</ans:respostaRecursoGlosa></ans:mensagemTISS>`;

const xml = (name: string, body: string) =>
  HttpResponse.text(body, {
    headers: {
      'content-type': 'application/xml; charset=ISO-8859-1',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });

/**
 * A stand-in for the server's glosas and appeals over an in-memory copy of `rows`: uploads to a plan, an appeal
 * that puts its glosas 'Em recurso' (or the refusal asked), the image types and the TISS messages of each round.
 */
export function recursoHandlers(rows: Glosa[] = RECURSO_GLOSAS, options: RecursoHandlerOptions = {}) {
  let glosas = structuredClone(rows);
  let nextImagem = 9100;
  const rodadas = () => glosas.flatMap((glosa) => glosa.recursos);
  return [
    dentistHttp.get('/v2/glosas', async ({ request, response }) => {
      await delay(50);
      return response(200).json(glosasAnswer(glosas, request));
    }),
    dentistHttp.get('/v2/dentImagemTipo', ({ response }) =>
      response(200).json({ success: true, data: IMAGE_TYPES, errorMessage: null }),
    ),
    dentistHttp.post('/v2/planoTratamento/imagens/upload', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file');
      const text = (field: string) => {
        const value = form.get(field);
        return typeof value === 'string' ? value : null;
      };
      options.uploads?.push({
        idPlanoTratamento: new URL(request.url).searchParams.get('idPlanoTratamento'),
        fileName: file instanceof File ? file.name : 'arquivo',
        IdImagemTipo: text('IdImagemTipo'),
        IdProcedimentoItem: text('IdProcedimentoItem'),
      });
      await delay(100);
      nextImagem += 1;
      return response(201).json({ success: true, data: { idImagem: nextImagem } });
    }),
    dentistHttp.post('/v2/glosas/recursos', async ({ request, response }) => {
      const body = await request.json();
      options.recursos?.push(body);
      await delay(100);
      const { refuse } = options;
      if (refuse) {
        return response(refuse.status).json({
          ...errorEnvelope(refuse.message, refuse.errors),
          ...(refuse.params ? { 'invalid-params': refuse.params } : {}),
        });
      }
      const enviadas = body.itens.map((item) => {
        const glosa = glosas.find((each) => each.id === item.idGlosa);
        if (!glosa) throw new Error(`Glosa ${item.idGlosa} não está nas histórias.`);
        return { glosa, item };
      });
      const first = enviadas[0]?.glosa as Glosa;
      const enviadoEm = `${HOJE}T14:10:00.000Z`;
      const prazoResposta = diasDepois(HOJE, PRAZO_RECURSO_DIAS);
      const rodadaDe = (glosa: Glosa) => glosa.recursos.length + 1;
      const itens: RecursoGlosaItem[] = enviadas.map(({ glosa, item }, index) => ({
        id: 500 + index,
        idGlosa: glosa.id,
        idProcedimentoItem: glosa.idProcedimentoItem,
        idPlanoTratamento: glosa.idPlanoTratamento,
        numeroGuiaPrestador: glosa.numeroGuiaPrestador,
        patientName: glosa.patientName,
        patientId: glosa.patientId,
        procedureCode: glosa.procedureCode,
        procedureName: glosa.procedureName,
        local: glosa.local,
        dataRealizacao: glosa.dataRealizacao,
        originalAmount: glosa.originalAmount,
        glosedAmount: glosa.glosedAmount,
        codigoGlosa: glosa.codigoGlosa,
        descricaoGlosa: glosa.descricaoGlosa,
        observacao: glosa.observacao,
        rodada: rodadaDe(glosa),
        justificativa: item.justificativa,
        valorRecursado: glosa.glosedAmount,
        arquivos: (item.idsImagem ?? []).map((id) => arquivoDoRecurso(id, `arquivo-${id}.png`)),
        anteriores: glosa.recursos,
        resposta: null,
      }));
      const recurso: RecursoGlosa = {
        id: NOVO_RECURSO.id,
        numero: NOVO_RECURSO.numero,
        protocolo: NOVO_RECURSO.protocolo,
        idLote: first.idLote,
        numeroLote: first.numeroLote,
        protocoloLote: first.protocolo,
        dentista: { id: 7, nome: DENTIST.nome, cro: DENTIST.cro, uf: 'SP' },
        enviadoEm,
        prazoResposta,
        diasParaResponder: PRAZO_RECURSO_DIAS + 1,
        valorRecursado: itens.reduce((total, item) => total + item.valorRecursado, 0),
        valorAcatado: null,
        respondidoEm: null,
        hash: '5e0c1d2b3a4f5e6d7c8b9a0f1e2d3c4b',
        hashResposta: null,
        itens,
      };
      glosas = glosas.map((glosa) => {
        const item = itens.find((each) => each.idGlosa === glosa.id);
        if (!item) return glosa;
        return {
          ...glosa,
          status: 'em_recurso',
          recurso: semPrazo(item.rodada + 1, MOTIVO_EM_RECURSO),
          recursos: [
            ...glosa.recursos,
            rodadaDeRecurso(item.rodada, NOVO_RECURSO.id, HOJE, {
              numeroRecurso: NOVO_RECURSO.numero,
              protocolo: NOVO_RECURSO.protocolo,
              justificativa: item.justificativa,
              valorRecursado: item.valorRecursado,
              arquivos: item.arquivos,
            }),
          ],
        };
      });
      return response(201).json({ success: true, data: recurso, message: RECURSO_ENVIADO });
    }),
    dentistHttp.get('/v2/glosas/recursos/{id}/tiss', async ({ params, response }) => {
      options.downloads?.push(`recurso ${params.id}`);
      await delay(50);
      const rodada = rodadas().find((each) => String(each.idRecurso) === params.id);
      if (!rodada) return response(404).json(errorEnvelope('Recurso de glosa não encontrado.'));
      return xml(`RECURSO-${rodada.numeroRecurso}.xml`, recursoXml(rodada.numeroRecurso));
    }),
    dentistHttp.get('/v2/glosas/recursos/{id}/resposta/tiss', async ({ params, response }) => {
      options.downloads?.push(`resposta ${params.id}`);
      await delay(50);
      const rodada = rodadas().find((each) => String(each.idRecurso) === params.id);
      if (!rodada) return response(404).json(errorEnvelope('Recurso de glosa não encontrado.'));
      if (!rodada.resposta) {
        return response(409).json(errorEnvelope('A operadora ainda não respondeu a este recurso.'));
      }
      return xml(`RESPOSTA-${rodada.numeroRecurso}.xml`, respostaXml(rodada.numeroRecurso));
    }),
  ];
}
