import type { PlanoTratamentoItem } from '@odonto/api';
import { PLAN_ITEMS } from './plan-existing-handlers';
import { PRAZO_ATRASADO, PRAZO_NO_PRAZO, PRAZO_PAUSADO, PRAZO_RESPONDIDO } from './prazo';
import { ITEM_TISS } from './tiss';

type Item = PlanoTratamentoItem;

const from = (index: number, audiStatus: Item['audiStatus'], changes: Partial<Item> = {}): Item => {
  const item = PLAN_ITEMS[index];
  if (!item) throw new Error('PLAN_ITEMS mudou');
  return { ...structuredClone(item), audiStatus, statusTiss: ITEM_TISS[audiStatus], ...changes };
};

/** Tabela 38's code 3069, official text: why an extraction of a tooth that can be kept is denied. */
export const GLOSA_3069 = 'RADIOGRAFIA INDICA A NECESSIDADE DE TRATAMENTO ENDODONTICO';
/** The contractual ground of the story's denial. */
export const FUNDAMENTO_3069 =
  'Cláusula 7.3 do contrato: exodontia coberta quando o dente não é restaurável (Rol da ANS, RN 465/2021).';
/** Tabela 38's code 3056, the reason of the story's authorization with change. */
export const GLOSA_3056 = 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS';

/** The story's authorization with change: three faces requested on 24, two authorized. */
export const ALTERACAO_24: NonNullable<Item['alteracao']> = {
  pedido: {
    codTuss: '85100218',
    descricao: 'Restauração em resina fotopolimerizável 3 faces',
    idDente: 24,
    faces: 'M,O,D',
    regiao: null,
  },
  autorizado: {
    codTuss: '85100200',
    descricao: 'Restauração em resina fotopolimerizável 2 faces',
    idDente: 24,
    faces: 'M,O',
    regiao: null,
  },
  codigoGlosa: '3056',
  motivo: GLOSA_3056,
  nota: 'A radiografia interproximal mostra cárie nas faces mesial e oclusal apenas.',
  situacao: 'proposta',
  propostaEm: '2026-11-20T13:30:00.000Z',
  respondidaEm: null,
};

/** The urgency consultation authorized on creation, never in the queue. */
const URGENCIA: Item = {
  ...from(1, 'Autorizado'),
  idProcedimentoItem: 3305,
  idDente: null,
  codTuss: '81000049',
  descricao: 'Consulta odontológica de urgência',
  faces: null,
  especialidade: 'Urgência',
  autorizacaoAutomatica: 'urgencia',
  prazo: {
    ...PRAZO_RESPONDIDO,
    urgente: true,
    diasUteis: 0,
    respondidoEm: '2026-11-02T12:05:00.000Z',
  },
};

/**
 * Plan 1024 at the operator's desk: 16 overdue by 2 business days, 11 in the queue with 5 business days left,
 * the extraction of 36 denied with 3069 and its contractual ground (answered late), 24 authorized with change
 * (3 faces requested, 2 authorized) waiting for the dentist, and an urgency consultation authorized
 * automatically.
 */
export const DESK_ITEMS: Item[] = [
  from(0, 'Aguardando Aprovação', { prazo: PRAZO_ATRASADO }),
  from(1, 'Auditoria', { prazo: PRAZO_NO_PRAZO }),
  from(2, 'Negado', {
    audiCodigoGlosa: '3069',
    audiMotivoStatus: GLOSA_3069,
    fundamento: FUNDAMENTO_3069,
    prazo: { ...PRAZO_RESPONDIDO, respondidoEm: '2026-11-16T17:45:00.000Z', respondidoNoPrazo: false },
  }),
  from(3, 'Aguardando Aceite', {
    ...ALTERACAO_24.pedido,
    audiCodigoGlosa: '3056',
    audiMotivoStatus: `${GLOSA_3056} ${ALTERACAO_24.nota}`,
    alteracao: ALTERACAO_24,
    prazo: PRAZO_PAUSADO,
  }),
  URGENCIA,
];
