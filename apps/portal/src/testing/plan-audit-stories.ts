import { historyProcedureOf, type ItemHistorico, type PlanoTratamentoItem } from '@odonto/api';
import { AUDITOR, PLAN_ITEMS } from './plan-existing-handlers';
import { ITEM_TISS } from './tiss';

type Base = PlanoTratamentoItem;

const withStatus = (
  item: Base | undefined,
  audiStatus: Base['audiStatus'],
  changes: Partial<Base> = {},
): Base => {
  if (!item) throw new Error('PLAN_ITEMS mudou');
  return { ...item, audiStatus, statusTiss: ITEM_TISS[audiStatus], ...changes };
};

/** Tabela 38's code 3069, official text: why an extraction of a tooth that can be kept is denied. */
export const GLOSA_3069 = 'RADIOGRAFIA INDICA A NECESSIDADE DE TRATAMENTO ENDODONTICO';
const NOTE_3069 = 'O 36 tem coroa restaurável: indicado o tratamento endodôntico, não a exodontia.';

/**
 * Plan 1024 after the audit: 16 authorized, 11 asked for documents, the extraction of 36 denied with 3069
 * (the radiograph shows a tooth to treat, not to extract), 24's three faces asked for a justification.
 */
export const AUDITED_ITEMS: PlanoTratamentoItem[] = [
  withStatus(PLAN_ITEMS[0], 'Autorizado'),
  withStatus(PLAN_ITEMS[1], 'Aguardando Documentação', {
    audiMotivoStatus: 'Enviar radiografia periapical do dente 11.',
  }),
  withStatus(PLAN_ITEMS[2], 'Negado', {
    audiCodigoGlosa: '3069',
    audiMotivoStatus: `${GLOSA_3069}. Nota do auditor: ${NOTE_3069}`,
  }),
  withStatus(PLAN_ITEMS[3], 'Aguardando Justificativa', {
    audiMotivoStatus: 'Justificar a restauração de 3 faces.',
  }),
];

const DENTIST_AUTHOR = { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', papel: 'Dentista' } as const;
const itemOf = (idProcedimentoItem: number) => {
  const item = PLAN_ITEMS.find((each) => each.idProcedimentoItem === idProcedimentoItem);
  if (!item) throw new Error(`PLAN_ITEMS não tem o item ${idProcedimentoItem}`);
  return item;
};
const change = (
  entry: Partial<ItemHistorico> & Pick<ItemHistorico, 'idHistorico' | 'idProcedimentoItem'>,
): ItemHistorico => ({
  procedimento: historyProcedureOf(itemOf(entry.idProcedimentoItem)),
  dtEvento: '2026-11-02T12:05:00.000Z',
  autor: DENTIST_AUTHOR,
  de: null,
  para: 'Aguardando Aprovação',
  statusTiss: ITEM_TISS['Aguardando Aprovação'],
  codigoGlosa: null,
  motivo: null,
  nota: null,
  fundamento: null,
  automatico: false,
  arquivos: [],
  ...entry,
});

/** The history of those decisions, oldest first. */
export const AUDITED_HISTORY: ItemHistorico[] = [
  change({ idHistorico: 1, idProcedimentoItem: 3302 }),
  change({ idHistorico: 2, idProcedimentoItem: 3303 }),
  change({
    idHistorico: 3,
    idProcedimentoItem: 3303,
    dtEvento: '2026-11-10T17:45:00.000Z',
    autor: AUDITOR,
    de: 'Aguardando Aprovação',
    para: 'Negado',
    statusTiss: ITEM_TISS.Negado,
    codigoGlosa: '3069',
    motivo: GLOSA_3069,
    nota: NOTE_3069,
  }),
  change({
    idHistorico: 4,
    idProcedimentoItem: 3302,
    dtEvento: '2026-11-11T14:30:00.000Z',
    autor: AUDITOR,
    de: 'Aguardando Aprovação',
    para: 'Aguardando Documentação',
    statusTiss: ITEM_TISS['Aguardando Documentação'],
    nota: 'Enviar radiografia periapical do dente 11.',
  }),
];
