import type { PlanoTratamentoResumo, PlanoTratamentoStatus } from '@odonto/api';
import { dentistHttp } from '@odonto/contract/msw';
import { delay } from 'msw';
import { DENTIST } from './fixtures';
import { errorEnvelope } from './handlers';
import { PLAN_TISS } from './tiss';

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN_VALIDITY_DAYS = 60;

const BENEFICIARIES = [
  { nome: 'Maria da Silva', ba3MatAnt: '09000001000001001' },
  { nome: 'João Pereira', ba3MatAnt: '09000001000002001' },
  { nome: 'Ana Beatriz Costa', ba3MatAnt: '09000001000003002' },
] as const;

/** A plan issued `daysAgo` days before now, so the days-remaining badge reads 60 - daysAgo. */
export function planSummary(
  id: number,
  status: PlanoTratamentoStatus,
  daysAgo: number,
  beneficiary: { nome: string; ba3MatAnt: string } = BENEFICIARIES[id % BENEFICIARIES.length] ??
    BENEFICIARIES[0],
): PlanoTratamentoResumo {
  const created = new Date(Date.now() - daysAgo * DAY_MS);
  return {
    idPlanoTratamento: id,
    dtCriacao: created.toISOString(),
    dtValidade: new Date(created.getTime() + PLAN_VALIDITY_DAYS * DAY_MS).toISOString(),
    status,
    statusTiss: PLAN_TISS[status],
    ba3MatAnt: beneficiary.ba3MatAnt,
    nome: beneficiary.nome,
    nomeSocial: null,
    plano: 'Odonto Essencial',
    empresa: null,
    dentistaExecutanteCro: DENTIST.cro,
    dentistaExecutanteCroUf: 'SP',
    dentistaExecutanteNome: DENTIST.nome,
  };
}

/** Story data only: one plan in each status, most recent first, like the demo dentist's. */
export const PLAN_LIST: PlanoTratamentoResumo[] = [
  planSummary(6, 0, 1, BENEFICIARIES[0]),
  planSummary(5, 1, 6, BENEFICIARIES[1]),
  planSummary(4, 2, 20, BENEFICIARIES[2]),
  planSummary(3, 4, 40, BENEFICIARIES[0]),
  planSummary(2, 1, 50, BENEFICIARIES[2]),
  planSummary(1, 3, 75, BENEFICIARIES[1]),
];

/** 45 plans: three pages of the list. */
export const MANY_PLANS: PlanoTratamentoResumo[] = Array.from({ length: 45 }, (_, index) =>
  planSummary(45 - index, ((45 - index) % 5) as PlanoTratamentoStatus, index % 70),
);

const PLAN_LIST_URL = '/v2/planoTratamento/dentista/{cro}';

const day = (iso: string) => iso.slice(0, 10);

/** Answers like the server: filters combined, then the page asked for (openapi/dentist.yaml). */
export function planListOk(plans: PlanoTratamentoResumo[] = PLAN_LIST) {
  return dentistHttp.get(PLAN_LIST_URL, ({ request, params, response }) => {
    if (params.cro !== DENTIST.cro) {
      return response(403).json(errorEnvelope('Acesso negado.'));
    }
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    const beneficiario = query.get('beneficiario')?.toLocaleLowerCase('pt-BR');
    const dataInicio = query.get('dataInicio');
    const dataFim = query.get('dataFim');
    const matching = plans.filter(
      (plan) =>
        (status === null || String(plan.status) === status) &&
        (!beneficiario ||
          plan.nome.toLocaleLowerCase('pt-BR').includes(beneficiario) ||
          plan.ba3MatAnt.includes(beneficiario)) &&
        (dataInicio === null || day(plan.dtCriacao) >= dataInicio) &&
        (dataFim === null || day(plan.dtCriacao) <= dataFim),
    );
    // The server's sortings (lista-de-planos.ts): a column, then the newest first, then the id.
    const ordenarPor = query.get('ordenarPor');
    const sign = query.get('ordem') === 'asc' ? 1 : -1;
    if (ordenarPor !== null) {
      matching.sort((a, b) => {
        if (ordenarPor === 'status') {
          return (
            sign * (a.status - b.status) ||
            b.dtCriacao.localeCompare(a.dtCriacao) ||
            b.idPlanoTratamento - a.idPlanoTratamento
          );
        }
        const [x, y] = ordenarPor === 'validade' ? [a.dtValidade, b.dtValidade] : [a.dtCriacao, b.dtCriacao];
        return sign * (x.localeCompare(y) || a.idPlanoTratamento - b.idPlanoTratamento);
      });
    }
    const pagina = Number(query.get('pagina') ?? '1');
    const tamanhoPagina = Number(query.get('tamanhoPagina') ?? String(matching.length));
    const start = (pagina - 1) * tamanhoPagina;
    return response(200).json({
      success: true,
      data: matching.slice(start, start + tamanhoPagina),
      paginacao: {
        pagina,
        tamanhoPagina,
        total: matching.length,
        totalPaginas: Math.ceil(matching.length / tamanhoPagina),
      },
    });
  });
}

/** The list never answers (loading state). */
export const planListPending = dentistHttp.get(PLAN_LIST_URL, async ({ response }) => {
  await delay('infinite');
  return response(200).json({
    success: true,
    data: [],
    paginacao: { pagina: 1, tamanhoPagina: 0, total: 0, totalPaginas: 0 },
  });
});

/** The list fails with a server error. */
export const planListFails = dentistHttp.get(PLAN_LIST_URL, ({ response }) =>
  response(500).json(errorEnvelope('falha')),
);
