import type { NovoPlanoTratamentoItem } from '@odonto/api';
import { alteracoesEntre, completudeDaSituacaoInicial, type DentistSchema } from '@odonto/contract';
import { dentistHttp } from '@odonto/contract/msw';
import type { ToothCondition } from '@odonto/odontogram';
import { delay, HttpResponse } from 'msw';
import type { GlosaPrevista } from '../pages/plan/procedure-picker/glosas';

/** Story data only: the glosas the real rules give the acceptance examples (issue 15). */
export const GLOSA_3056: GlosaPrevista = {
  codigo: '3056',
  descricao: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
  correcao:
    "'Restauração em resina fotopolimerizável 2 faces' é para 2 faces e foram escolhidas 3: ajuste as faces ou escolha o código do número de faces restauradas.",
  campo: 'faces',
  bloqueante: false,
};
export const GLOSA_3027: GlosaPrevista = {
  codigo: '3027',
  descricao: 'DESACORDO ENTRE O TIPO DE DENTE E O NÚMERO DE CANAIS SOLICITADOS',
  correcao:
    "O dente 16 costuma ser multirradicular, o que não combina com 'Tratamento endodôntico unirradicular': confira o dente ou escolha o procedimento que corresponde às raízes dele.",
  campo: 'idDente',
  bloqueante: false,
};

/** Story data only: an extraction inside the beneficiary's carência (issue #30), an eligibility glosa. */
export const GLOSA_1410: GlosaPrevista = {
  codigo: '1410',
  descricao: 'SERVIÇO SOLICITADO EM CARÊNCIA',
  correcao: 'Procedimento em carência até 12/03/2027 (Cirurgia: 90 dias desde a inclusão em 14/12/2026).',
  bloqueante: false,
};

const MOLARS = new Set([16, 17, 18, 26, 27, 28, 36, 37, 38, 46, 47, 48]);

/**
 * The stories' stand-in for the rules: three faces on the 2-face resin (3056), uni-rooted endodontics on a molar
 * (3027), an extraction of the 48 in carência (1410).
 */
export function glosasOf(item: NovoPlanoTratamentoItem): GlosaPrevista[] {
  const faces = typeof item.faces === 'string' && item.faces ? item.faces.split(',') : [];
  if (item.codTuss === '85100200' && faces.length !== 2) return [GLOSA_3056];
  if (item.codTuss === '82000875' && item.idDente === 48) return [GLOSA_1410];
  if (item.codTuss === '85200166' && typeof item.idDente === 'number' && MOLARS.has(item.idDente)) {
    return [GLOSA_3027];
  }
  return [];
}

/** What the handlers received, for the stories to check. */
export interface RulesTraffic {
  /** Bodies of the validation requests that reached the server (not cancelled before sending). */
  validations: NovoPlanoTratamentoItem[];
  /** Bodies of the item creations. */
  items: NovoPlanoTratamentoItem[];
}

export const newTraffic = (): RulesTraffic => ({ validations: [], items: [] });

export const JUSTIFICATION_MISSING =
  'Para enviar um procedimento com glosa prevista, escreva a justificativa técnica (ao menos 20 caracteres).';

/**
 * The 422 of an item creation refused by the rules: one sentence per glosa in `errors`, the same sentence
 * under the glosa's field in `invalid-params`, the glosas in `glosas`; for predicted glosas sent without a
 * justification, the justification is named too (as the server answers).
 */
export const refusal = (glosas: readonly GlosaPrevista[]) => {
  const sentence = (glosa: GlosaPrevista) => `Glosa ${glosa.codigo}: ${glosa.correcao}`;
  const unreadable = glosas.some((glosa) => glosa.bloqueante);
  const byField = glosas.flatMap((glosa) =>
    glosa.campo ? [{ name: glosa.campo, reason: sentence(glosa) }] : [],
  );
  return HttpResponse.json<DentistSchema<'ItemRecusadoEnvelope'>>(
    {
      success: false,
      data: null,
      message: unreadable
        ? 'O procedimento receberia glosa. Corrija o item antes de adicioná-lo.'
        : 'O procedimento receberia glosa. Corrija o item ou envie-o com uma justificativa técnica para a auditoria.',
      errors: unreadable ? glosas.map(sentence) : [...glosas.map(sentence), JUSTIFICATION_MISSING],
      'invalid-params': unreadable
        ? byField
        : [...byField, { name: 'justificativa', reason: JUSTIFICATION_MISSING }],
      glosas: [...glosas],
    },
    { status: 422 },
  );
};

/** Whether the body carries a justification the server takes (at least 20 characters once trimmed). */
export const justified = (item: NovoPlanoTratamentoItem) => (item.justificativa?.trim().length ?? 0) >= 20;

/** POST /v2/planoTratamentoItens/validacao answering glosasOf(body) after `wait` ms, bodies kept in `traffic`. */
export const validationHandler = (traffic: RulesTraffic = newTraffic(), wait = 100) =>
  dentistHttp.post('/v2/planoTratamentoItens/validacao', async ({ request, response }) => {
    const body = (await request.json()) as NovoPlanoTratamentoItem;
    traffic.validations.push(body);
    await delay(wait);
    return response(200).json({ success: true, data: glosasOf(body) });
  });

/**
 * The validation, and item creation refusing the same glosas with 422 (unless justified) or creating item
 * 3310.
 */
export function procedureRulesHandlers(traffic: RulesTraffic = newTraffic()) {
  return [
    validationHandler(traffic),
    dentistHttp.post('/v2/planoTratamentoItens', async ({ request, response }) => {
      const body = (await request.json()) as NovoPlanoTratamentoItem;
      traffic.items.push(body);
      const glosas = glosasOf(body);
      if (glosas.length > 0 && !justified(body)) return refusal(glosas);
      return response(201).json({
        success: true,
        data: { idProcedimentoItem: 3310 },
        message: 'Procedimento adicionado com sucesso!',
      });
    }),
  ];
}

/** One tooth of a beneficiary's initial odontogram, as the server answers it. */
export interface InitialTooth {
  idDente: number;
  condicao: ToothCondition;
  dataRegistro: string;
}

/** Story data only: Maria's initial odontogram (18 absent, 16 decayed, 36 restored). */
export const MARIA_INITIAL: InitialTooth[] = [
  { idDente: 18, condicao: 'A', dataRegistro: '2026-11-02' },
  { idDente: 16, condicao: 'C', dataRegistro: '2026-11-02' },
  { idDente: 36, condicao: 'R', dataRegistro: '2026-11-02' },
];

type Versao = DentistSchema<'OdontogramaInicial'>;

/** Story data only: version 1 of Maria's initial situation, recorded by Dra. Ana Souza. */
export const MARIA_VERSION: Omit<Versao, 'dentes' | 'numeroCarteira'> = {
  versao: 1,
  registradoPor: 'Dra. Ana Souza',
  registradoEm: '2026-11-02T13:00:00.000Z',
  doencaPeriodontal: false,
  alteracaoTecidoMole: false,
  observacao: null,
};

/** What the server answers for a plan whose frozen version is `plano` and latest `ultima`. */
function situacaoDoPlano(idPlanoTratamento: number, plano: Versao, ultima: Versao, congelada: boolean) {
  return {
    idPlanoTratamento,
    congelada,
    versao: plano,
    ...completudeDaSituacaoInicial(plano),
    versaoMaisRecente: ultima.versao,
    alteracoesDesde:
      ultima.versao !== null && ultima.versao !== plano.versao
        ? alteracoesEntre(plano, { ...ultima, versao: ultima.versao })
        : null,
  };
}

/**
 * GET/PUT /v2/beneficiario/{numeroCarteira}/odontogramaInicial over in-memory versions (each PUT a new one by
 * Dra. Ana Souza), PUTs kept in `sent`; and GET /v2/planoTratamento/{id}/situacaoInicial, the plan carrying the
 * first version when `frozen` (else the latest). `start` empty: nothing recorded.
 */
export function initialOdontogramHandlers(
  start: readonly InitialTooth[] = MARIA_INITIAL,
  sent: unknown[] = [],
  options: { failPut?: boolean; frozen?: boolean; later?: Omit<Versao, 'numeroCarteira'>[] } = {},
) {
  const numeroCarteira = '09000001000001001';
  const versions: Versao[] =
    start.length > 0 ? [{ numeroCarteira, ...MARIA_VERSION, dentes: [...start] }] : [];
  for (const later of options.later ?? []) versions.push({ numeroCarteira, ...later });
  const empty: Versao = {
    numeroCarteira,
    versao: null,
    registradoPor: null,
    registradoEm: null,
    doencaPeriodontal: null,
    alteracaoTecidoMole: null,
    observacao: null,
    dentes: [],
  };
  const latest = () => versions.at(-1) ?? empty;
  return [
    dentistHttp.get('/v2/beneficiario/{numeroCarteira}/odontogramaInicial', ({ params, response }) =>
      response(200).json({ success: true, data: { ...latest(), numeroCarteira: params.numeroCarteira } }),
    ),
    dentistHttp.get('/v2/planoTratamento/{id}/situacaoInicial', ({ params, response }) => {
      const frozen = options.frozen && versions[0] ? versions[0] : latest();
      return response(200).json({
        success: true,
        data: situacaoDoPlano(Number(params.id), frozen, latest(), Boolean(options.frozen && versions[0])),
      });
    }),
    dentistHttp.put(
      '/v2/beneficiario/{numeroCarteira}/odontogramaInicial',
      async ({ request, params, response }) => {
        const body = (await request.json()) as {
          dentes: (Omit<InitialTooth, 'dataRegistro' | 'condicao'> & {
            condicao: InitialTooth['condicao'] | 'N';
            dataRegistro?: string;
          })[];
          doencaPeriodontal?: boolean | null;
          alteracaoTecidoMole?: boolean | null;
          observacao?: string | null;
        };
        sent.push(body);
        await delay(100);
        if (options.failPut) {
          return response(500).json({
            success: false,
            data: null,
            message: 'Não foi possível registrar a situação inicial.',
            errors: ['Não foi possível registrar a situação inicial.'],
          });
        }
        const version: Versao = {
          numeroCarteira: params.numeroCarteira,
          versao: (latest().versao ?? 0) + 1,
          registradoPor: 'Dra. Ana Souza',
          registradoEm: '2026-11-23T15:00:00.000Z',
          doencaPeriodontal: body.doencaPeriodontal ?? null,
          alteracaoTecidoMole: body.alteracaoTecidoMole ?? null,
          observacao: body.observacao ?? null,
          dentes: body.dentes.map((tooth) => ({
            ...tooth,
            dataRegistro: tooth.dataRegistro ?? '2026-11-23',
          })),
        };
        versions.push(version);
        return response(200).json({ success: true, data: version, message: 'Situação inicial registrada.' });
      },
    ),
  ];
}
