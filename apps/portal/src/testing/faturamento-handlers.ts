import type {
  AnaliseDaConta,
  Demonstrativo,
  GuiaDoLote,
  Lote,
  LoteResumo,
  PlanoTratamentoItem,
} from '@odonto/api';
import { dentistHttp, errorEnvelope } from '@odonto/contract/msw';
import { delay, HttpResponse } from 'msw';
import { analiseOutroMaterial, analisePaga, analiseSemRadiografiaFinal } from './analises';
import { ENDO_REALIZADO, PLAN_BENEFICIARY, PLAN_ITEMS } from './plan-existing-handlers';
import { prazoFor } from './prazo';
import { ITEM_TISS } from './tiss';
import { valoresDoItem, valoresDoProcedimento } from './valores';

const performedOn = (
  dataRealizacao: string,
  lote: Pick<Lote, 'idLote' | 'numeroLote'>,
  analise: AnaliseDaConta | null = null,
): NonNullable<PlanoTratamentoItem['realizacao']> => ({
  dataRealizacao,
  registradaEm: `${dataRealizacao}T21:30:00.000Z`,
  idLote: lote.idLote,
  numeroLote: lote.numeroLote,
  analise,
});

const LOTE_12 = { idLote: 12, numeroLote: '000012' } as const;
const LOTE_11 = { idLote: 11, numeroLote: '000011' } as const;
const LOTE_10 = { idLote: 10, numeroLote: '000010' } as const;

const PERFORMED_RESTORATION = PLAN_ITEMS.find((item) => item.idProcedimentoItem === 3304);
if (!PERFORMED_RESTORATION) throw new Error('PLAN_ITEMS mudou');

/** A performed item of another plan (João Pereira's), for the guides of the stories' batches. */
const performed = (
  idProcedimentoItem: number,
  idPlanoTratamento: number,
  site: Pick<PlanoTratamentoItem, 'idDente' | 'codTuss' | 'descricao' | 'especialidade' | 'faces'> &
    Partial<Pick<PlanoTratamentoItem, 'arcada'>>,
  realizacao: NonNullable<PlanoTratamentoItem['realizacao']>,
  valores = valoresDoProcedimento(site.codTuss),
): PlanoTratamentoItem => ({
  idProcedimentoItem,
  idPlanoTratamento,
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  ...site,
  audiStatus: 'Realizado',
  statusTiss: ITEM_TISS.Realizado,
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-10-02T12:05:00.000Z',
  glosasPrevistas: [],
  justificativa: null,
  prazo: prazoFor('Realizado'),
  autorizacaoAutomatica: null,
  fundamento: null,
  alteracao: null,
  valores,
  realizacao,
  documentacaoFinal: null,
});

const MARIA = { nome: PLAN_BENEFICIARY.nome, ba3MatAnt: PLAN_BENEFICIARY.numeroCarteira } as const;
const JOAO = { nome: 'João Pereira', ba3MatAnt: '09000001000002001' } as const;
const PEDRO = { nome: 'Pedro Santos', ba3MatAnt: '09000001000003001' } as const;

const cents = (value: number) => Math.round(value * 100) / 100;
/** What the operator glosed and released of the analysed items (0 before any analysis). */
const analysed = (itens: PlanoTratamentoItem[], pick: (analise: AnaliseDaConta) => number) =>
  cents(
    itens.reduce((total, item) => total + (item.realizacao?.analise ? pick(item.realizacao.analise) : 0), 0),
  );

/** A guide of a batch: its items and their sums. */
function guia(
  numeroGuiaPrestador: string,
  idPlanoTratamento: number,
  beneficiary: { nome: string; ba3MatAnt: string },
  itens: PlanoTratamentoItem[],
): GuiaDoLote {
  const sum = (pick: (item: PlanoTratamentoItem) => number) =>
    Math.round(itens.reduce((total, item) => total + pick(item), 0) * 100) / 100;
  return {
    numeroGuiaPrestador,
    idPlanoTratamento,
    ...beneficiary,
    valorInformado: sum((item) => item.valores.valor),
    coparticipacao: sum((item) => item.valores.coparticipacao),
    valorGlosado: analysed(itens, (analise) => analise.valorGlosado),
    valorLiberado: analysed(itens, (analise) => analise.valorLiberado),
    itens,
  };
}

type Sums =
  | 'quantidadeGuias'
  | 'quantidadeItens'
  | 'valorInformado'
  | 'coparticipacao'
  | 'quantidadeAnalisados'
  | 'valorGlosado'
  | 'valorLiberado'
  | 'prazoPagamento'
  | 'demonstrativo';

/** The contract's payment deadline: 30 days after the batch was sent. */
const PRAZO_PAGAMENTO_DIAS = 30;

/**
 * A batch with its sums and counts, from its guides; its payment deadline from the day it was sent; once paid
 * (`pagamento`), its payment statement.
 */
function lote(
  base: Omit<Lote, Sums>,
  pagamento?: Pick<Demonstrativo, 'numeroDemonstrativo' | 'emitidoEm' | 'dataPagamento' | 'formaPagamento'>,
): Lote {
  const sum = (pick: (guide: GuiaDoLote) => number) =>
    cents(base.guias.reduce((total, guide) => total + pick(guide), 0));
  const itens = base.guias.flatMap((guide) => guide.itens);
  const enviado = base.passos.find((passo) => passo.status === 'Enviado')?.em;
  const valorInformado = sum((guide) => guide.valorInformado);
  const coparticipacao = sum((guide) => guide.coparticipacao);
  const valorGlosado = sum((guide) => guide.valorGlosado);
  const valorLiberado = sum((guide) => guide.valorLiberado);
  return {
    ...base,
    quantidadeGuias: base.guias.length,
    quantidadeItens: itens.length,
    valorInformado,
    coparticipacao,
    quantidadeAnalisados: itens.filter((item) => item.realizacao?.analise).length,
    valorGlosado,
    valorLiberado,
    prazoPagamento: enviado
      ? new Date(Date.parse(enviado) + PRAZO_PAGAMENTO_DIAS * 86_400_000).toISOString().slice(0, 10)
      : null,
    demonstrativo: pagamento
      ? {
          ...pagamento,
          valorInformado,
          valorGlosado,
          valorLiberado,
          coparticipacao,
          valorCreditos: 0,
          valorRecebido: valorLiberado,
          hash: 'b3d9e7a1c4f2065d8e1a7c3b9f0d4e62',
        }
      : null,
  };
}

/** The endodontic treatment's missing final documentation, as the server words it. */
export const PENDENCIA_ENDO =
  'Tratamento endodôntico unirradicular - dente 21: falta a documentação final (Radiografia periapical).';

/**
 * Story data: the open batch of November: Maria's restoration and endodontic treatment (its final X-ray still
 * missing) and João's prophylaxis.
 */
export const LOTE_ABERTO: Lote = lote({
  ...LOTE_12,
  competencia: '2026-11',
  status: 'Aberto',
  protocolo: null,
  passos: [{ status: 'Aberto', em: '2026-11-01T03:00:00.000Z' }],
  hash: null,
  guias: [
    guia('PTO-1024-03', 1024, { nome: PLAN_BENEFICIARY.nome, ba3MatAnt: PLAN_BENEFICIARY.numeroCarteira }, [
      PERFORMED_RESTORATION,
      ENDO_REALIZADO,
    ]),
    guia('PTO-1031-02', 1031, JOAO, [
      performed(
        3410,
        1031,
        {
          idDente: null,
          codTuss: '84000198',
          descricao: 'Profilaxia: polimento coronário',
          especialidade: 'Prevenção',
          faces: null,
        },
        performedOn('2026-11-18', LOTE_12),
      ),
    ]),
  ],
  pendencias: [
    {
      idProcedimentoItem: ENDO_REALIZADO.idProcedimentoItem,
      idPlanoTratamento: 1024,
      mensagem: PENDENCIA_ENDO,
    },
  ],
});

/**
 * Story data: October's batch, sent on 05/11/2026 and being analysed by the operator: João's one-face
 * restoration paid, his two-face restoration not analysed yet.
 */
export const LOTE_EM_ANALISE: Lote = lote({
  ...LOTE_11,
  competencia: '2026-10',
  status: 'Em análise',
  protocolo: '2026110500417',
  passos: [
    { status: 'Aberto', em: '2026-10-01T03:00:00.000Z' },
    { status: 'Enviado', em: '2026-11-05T13:20:00.000Z' },
    { status: 'Em análise', em: '2026-11-06T12:00:00.000Z' },
  ],
  hash: '9f2b6c1de04a7735b1c8e2f0a6d94c17',
  guias: [
    guia('PTO-1031-01', 1031, JOAO, [
      performed(
        3401,
        1031,
        {
          idDente: 46,
          codTuss: '85100200',
          descricao: 'Restauração em resina fotopolimerizável 2 faces',
          especialidade: 'Dentística',
          faces: 'O,D',
        },
        performedOn('2026-10-20', LOTE_11),
      ),
      performed(
        3402,
        1031,
        {
          idDente: 45,
          codTuss: '85100196',
          descricao: 'Restauração em resina fotopolimerizável 1 face',
          especialidade: 'Dentística',
          faces: 'O',
        },
        performedOn('2026-10-20', LOTE_11, analisePaga(140, '2026-11-06T12:00:00.000Z')),
      ),
    ]),
  ],
  pendencias: [],
});

/** The glosed items of September's batch: Maria da Silva's endodontic treatment and restoration. */
const ENDO_GLOSADA = performed(
  3310,
  1024,
  {
    idDente: 21,
    codTuss: '85200166',
    descricao: 'Tratamento endodôntico unirradicular',
    especialidade: 'Endodontia',
    faces: null,
  },
  performedOn('2026-09-10', LOTE_10, analiseSemRadiografiaFinal(620, '2026-10-20T12:00:00.000Z')),
  valoresDoItem(620),
);
const RESINA_GLOSADA = performed(
  3311,
  1024,
  {
    idDente: 36,
    codTuss: '85100200',
    descricao: 'Restauração em resina fotopolimerizável 2 faces',
    especialidade: 'Dentística',
    faces: 'M,O',
  },
  performedOn('2026-09-10', LOTE_10, analiseOutroMaterial(210, 63, '2026-10-20T12:05:00.000Z')),
  valoresDoItem(210),
);

/** September's batch, analysed: Pedro's extraction paid, Maria's endodontic treatment and restoration glosed. */
const SEPTEMBER: Pick<
  Lote,
  'idLote' | 'numeroLote' | 'competencia' | 'protocolo' | 'hash' | 'guias' | 'pendencias'
> = {
  ...LOTE_10,
  competencia: '2026-09',
  protocolo: '2026100300188',
  hash: '47aa0e93c5d2b81f6e0c3d9a2b7f5e11',
  guias: [
    guia('PTO-1038-01', 1038, PEDRO, [
      performed(
        3350,
        1038,
        {
          idDente: 36,
          codTuss: '82000875',
          descricao: 'Exodontia simples de permanente',
          especialidade: 'Cirurgia',
          faces: null,
        },
        performedOn('2026-09-15', LOTE_10, analisePaga(120, '2026-10-04T12:00:00.000Z')),
      ),
    ]),
    guia('PTO-1024-02', 1024, MARIA, [ENDO_GLOSADA, RESINA_GLOSADA]),
  ],
  pendencias: [],
};

const SEPTEMBER_STEPS: Lote['passos'] = [
  { status: 'Aberto', em: '2026-09-01T03:00:00.000Z' },
  { status: 'Enviado', em: '2026-10-03T14:00:00.000Z' },
  { status: 'Em análise', em: '2026-10-04T12:00:00.000Z' },
  { status: 'Analisado', em: '2026-10-20T12:05:00.000Z' },
];

/** Story data: September's batch, every item analysed, waiting for the payment. */
export const LOTE_ANALISADO: Lote = lote({
  ...SEPTEMBER,
  status: 'Analisado',
  passos: SEPTEMBER_STEPS,
});

/** Story data: September's batch, paid by PIX on 30/10/2026, with its payment statement. */
export const LOTE_PAGO: Lote = lote(
  {
    ...SEPTEMBER,
    status: 'Pago',
    passos: [...SEPTEMBER_STEPS, { status: 'Pago', em: '2026-10-30T12:00:00.000Z' }],
  },
  {
    numeroDemonstrativo: 'DP0000000010',
    emitidoEm: '2026-10-30T12:00:00.000Z',
    dataPagamento: '2026-10-30',
    formaPagamento: 'pix',
  },
);

/** The batch's summary, as the list gives it. */
export const resumoDe = ({
  hash: _hash,
  guias: _guias,
  pendencias: _pendencias,
  ...resumo
}: Lote): LoteResumo => resumo;

/** The protocol the operator's receipt gives the open batch when the stories send it. */
export const PROTOCOLO_ENVIO = '2026112200031';

/** The start of the TISS message of a sent batch. */
export const loteXml = (numeroLote: string) =>
  `<?xml version="1.0" encoding="ISO-8859-1"?><ans:mensagemTISS xmlns:ans="http://www.ans.gov.br/padroes/tiss/schemas"><ans:numeroLote>${numeroLote}</ans:numeroLote></ans:mensagemTISS>`;

export interface FaturamentoOptions {
  /** The batches (newest first); the three of the stories by default. */
  lotes?: Lote[];
  /** The send answers 422 with these errors (the server's reasons for each pending item). */
  refuseSend?: string[];
  /** The send answers with this message. */
  sendMessage?: string;
  /** Counts the sends. */
  sends?: number[];
  /** The statement downloads answer 409 even for a paid batch (its statement not issued yet on the server). */
  refuseDemonstrativo?: boolean;
  /** Records each statement download asked: 'pdf 10', 'xml 10'. */
  demonstrativos?: string[];
}

/** The server's words for a statement asked before the payment (openapi DemonstrativoNaoEmitido). */
export const DEMONSTRATIVO_NAO_EMITIDO = 'O demonstrativo deste lote ainda não foi emitido.';

/** The start of a paid batch's statement, in TISS XML and in PDF. */
export const demonstrativoXml = (numeroLote: string) =>
  `<?xml version="1.0" encoding="ISO-8859-1"?><ans:mensagemTISS xmlns:ans="http://www.ans.gov.br/padroes/tiss/schemas"><ans:demonstrativoPagamentoOdonto><ans:numeroLote>${numeroLote}</ans:numeroLote></ans:demonstrativoPagamentoOdonto></ans:mensagemTISS>`;
export const demonstrativoPdf = (numeroLote: string) =>
  `%PDF-1.4\n% Demonstrativo de pagamento do lote ${numeroLote}\n`;

/**
 * The statement downloads of the paid batches (GET /v2/lotes/{id}/demonstrativo/tiss and /pdf): 409 before the
 * payment (or always, with `refuse`); `paid` says whether a batch has its statement.
 */
export function demonstrativoHandlers(
  paid: (id: string) => { numeroLote: string } | 'not found' | 'not paid',
  options: Pick<FaturamentoOptions, 'refuseDemonstrativo' | 'demonstrativos'> = {},
) {
  /** The batch of the statement asked, or the refusal's status and words. */
  const statement = (
    format: 'pdf' | 'xml',
    id: string,
  ): { ok: true; numeroLote: string } | { ok: false; status: 404 | 409; message: string } => {
    options.demonstrativos?.push(`${format} ${id}`);
    const found = paid(id);
    if (found === 'not found')
      return { ok: false, status: 404, message: 'Lote de faturamento não encontrado.' };
    if (found === 'not paid' || options.refuseDemonstrativo) {
      return { ok: false, status: 409, message: DEMONSTRATIVO_NAO_EMITIDO };
    }
    return { ok: true, numeroLote: found.numeroLote };
  };
  const file = (type: string, name: string, body: string) =>
    HttpResponse.text(body, {
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
    });
  return [
    dentistHttp.get('/v2/lotes/{id}/demonstrativo/tiss', async ({ params, response }) => {
      await delay(100);
      const found = statement('xml', params.id);
      if (!found.ok) return response(found.status).json(errorEnvelope(found.message));
      return file(
        'application/xml; charset=ISO-8859-1',
        `DEMONSTRATIVO-${found.numeroLote}.xml`,
        demonstrativoXml(found.numeroLote),
      );
    }),
    dentistHttp.get('/v2/lotes/{id}/demonstrativo/pdf', async ({ params, response }) => {
      await delay(100);
      const found = statement('pdf', params.id);
      if (!found.ok) return response(found.status).json(errorEnvelope(found.message));
      return file(
        'application/pdf',
        `DEMONSTRATIVO-${found.numeroLote}.pdf`,
        demonstrativoPdf(found.numeroLote),
      );
    }),
  ];
}

/** MSW handlers over an in-memory copy of the dentist's batches: sending one shows on the list and on reload. */
export function faturamentoHandlers(options: FaturamentoOptions = {}) {
  let lotes: Lote[] = structuredClone(options.lotes ?? [LOTE_ABERTO, LOTE_EM_ANALISE, LOTE_PAGO]);
  const find = (id: string) => lotes.find((each) => String(each.idLote) === id);

  return [
    dentistHttp.get('/v2/lotes', async ({ response }) => {
      await delay(100);
      return response(200).json({ success: true, data: lotes.map(resumoDe) });
    }),
    dentistHttp.get('/v2/lotes/{id}', async ({ params, response }) => {
      await delay(100);
      const found = find(params.id);
      if (!found) return response(404).json(errorEnvelope('Lote de faturamento não encontrado.'));
      return response(200).json({ success: true, data: found });
    }),
    dentistHttp.post('/v2/lotes/{id}/envio', async ({ params, response }) => {
      options.sends?.push(Number(params.id));
      await delay(300);
      const found = find(params.id);
      if (!found) return response(404).json(errorEnvelope('Lote de faturamento não encontrado.'));
      if (found.status !== 'Aberto') {
        return response(409).json(errorEnvelope('Este lote já foi enviado à operadora e não pode mudar.'));
      }
      if (options.refuseSend) {
        const count = options.refuseSend.length;
        return response(422).json(
          errorEnvelope(
            `O lote ainda não pode ser enviado: falta a documentação final de ${count} procedimento${count === 1 ? '' : 's'}.`,
            options.refuseSend,
          ),
        );
      }
      const sent: Lote = {
        ...found,
        status: 'Enviado',
        protocolo: PROTOCOLO_ENVIO,
        passos: [...found.passos, { status: 'Enviado', em: new Date().toISOString() }],
        hash: 'c0ffee5e7d1a4b2c9e8f70615243a9b8',
        pendencias: [],
      };
      lotes = lotes.map((each) => (each === found ? sent : each));
      return response(200).json({
        success: true,
        data: sent,
        ...(options.sendMessage ? { message: options.sendMessage } : {}),
      });
    }),
    dentistHttp.get('/v2/lotes/{id}/tiss', async ({ params, response }) => {
      await delay(100);
      const found = find(params.id);
      if (!found) return response(404).json(errorEnvelope('Lote de faturamento não encontrado.'));
      if (found.status === 'Aberto') {
        return response(409).json(errorEnvelope('O lote ainda não foi enviado: não há mensagem TISS.'));
      }
      return HttpResponse.text(loteXml(found.numeroLote), {
        headers: {
          'content-type': 'application/xml; charset=ISO-8859-1',
          'content-disposition': `attachment; filename="LOTE-${found.numeroLote}.xml"`,
        },
      });
    }),
    ...demonstrativoHandlers((id) => {
      const found = find(id);
      if (!found) return 'not found';
      return found.demonstrativo ? found : 'not paid';
    }, options),
  ];
}
