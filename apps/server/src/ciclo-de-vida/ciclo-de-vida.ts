import { readCsvFile, seedFile } from '../plataforma/csv';
import type { Papel } from '../plataforma/identidade';
import type { ItemStatus, PlanoStatus } from './schema';

/** TISS `dm_statusSolicitacao` (1 to 7). */
export type CodigoTiss = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The official text of each TISS `dm_statusSolicitacao` code (seed/tiss-status-solicitacao.csv). */
const TISS_TEXTS: ReadonlyMap<number, string> = new Map(
  readCsvFile(seedFile('tiss-status-solicitacao.csv')).map((row) => [
    Number(row.codigo),
    row.descricao ?? '',
  ]),
);

/** A TISS status as the contract gives it (StatusTiss). */
export function statusTiss(codigo: CodigoTiss): { codigo: CodigoTiss; descricao: string } {
  return { codigo, descricao: TISS_TEXTS.get(codigo) ?? '' };
}

/**
 * Every item status with its TISS code. 'Aguardando Aprovação' and 'Auditoria' are both in analysis (TISS 2):
 * the first is a new item, the second one the dentist sent back with an answer. 'Ativo' is old data that
 * reads 'Aguardando Aprovação'. 'Realizado' is an authorized item reported as performed (still TISS 1).
 */
export const ITEM_STATUS_TISS: Readonly<Record<ItemStatus, CodigoTiss>> = {
  'Aguardando Aprovação': 2,
  Ativo: 2,
  Auditoria: 2,
  'Aguardando Justificativa': 4,
  'Aguardando Documentação': 5,
  Autorizado: 1,
  Realizado: 1,
  Negado: 3,
};

/** The statuses of an item in the audit queue (waiting for the auditor's decision). */
export const EM_ANALISE: readonly ItemStatus[] = ['Aguardando Aprovação', 'Ativo', 'Auditoria'];
/** The statuses of an item waiting for its dentist's answer. */
export const AGUARDANDO_DENTISTA: readonly ItemStatus[] = [
  'Aguardando Justificativa',
  'Aguardando Documentação',
];

/** The decisions an auditor takes on an item in analysis. */
export type Decisao = 'autorizar' | 'negar' | 'solicitarJustificativa' | 'solicitarDocumentos';

/** Everything that moves an item. */
export type Acao = 'incluir' | Decisao | 'responder' | 'realizar' | 'remover';

/** Where an item goes: a status, or out of the plan. */
export type Destino = ItemStatus | 'Removido';

interface Transicao {
  /** Who may take the action. */
  papel: Papel;
  /** The statuses it starts from (null: the item does not exist yet). */
  de: readonly (ItemStatus | null)[];
  para: Destino;
}

/**
 * The item lifecycle, the one place that says which moves exist (openapi ItemStatus): the dentist includes
 * and removes items, answers requests and reports authorized ones as performed; the auditor decides the
 * items in analysis. Anything not in this table is refused (409).
 */
export const TRANSICOES: Readonly<Record<Acao, Transicao>> = {
  incluir: { papel: 'Dentista', de: [null], para: 'Aguardando Aprovação' },
  autorizar: { papel: 'Auditor', de: EM_ANALISE, para: 'Autorizado' },
  negar: { papel: 'Auditor', de: EM_ANALISE, para: 'Negado' },
  solicitarJustificativa: { papel: 'Auditor', de: EM_ANALISE, para: 'Aguardando Justificativa' },
  solicitarDocumentos: { papel: 'Auditor', de: EM_ANALISE, para: 'Aguardando Documentação' },
  responder: { papel: 'Dentista', de: AGUARDANDO_DENTISTA, para: 'Auditoria' },
  realizar: { papel: 'Dentista', de: ['Autorizado'], para: 'Realizado' },
  remover: { papel: 'Dentista', de: ['Aguardando Aprovação', 'Ativo'], para: 'Removido' },
};

/** Where `acao` takes an item in status `de`, or null when the lifecycle does not allow it. */
export function destinoDe(acao: Acao, de: ItemStatus | null, papel: Papel): Destino | null {
  const transicao = TRANSICOES[acao];
  if (transicao.papel !== papel || !transicao.de.includes(de)) return null;
  return transicao.para;
}

/** The plan status the items do not derive: set on cancellation, kept whatever the items (TISS 6). */
export const PLANO_CANCELADO = 4;

/** A plan's own status and its TISS status (null for a draft). */
export interface StatusDoPlano {
  status: PlanoStatus;
  statusTiss: CodigoTiss | null;
}

/**
 * The plan's status from its items' (docs/product-rules.md#audit): a draft without items; pending (TISS 2)
 * while any item waits for the auditor or the dentist; otherwise denied (6, TISS 3) when every item was
 * denied, concluded (3) when every authorized item was performed, authorized in part (5, TISS 7) when some
 * were denied, else authorized (2, TISS 1). A concluded plan with denied items is TISS 7 too. A cancelled
 * plan (4, TISS 6) stays cancelled whatever its items.
 */
export function statusDoPlano(itens: readonly ItemStatus[], atual: PlanoStatus): StatusDoPlano {
  if (atual === PLANO_CANCELADO) return { status: PLANO_CANCELADO, statusTiss: 6 };
  if (itens.length === 0) return { status: 0, statusTiss: null };
  if (itens.some((item) => ITEM_STATUS_TISS[item] !== 1 && ITEM_STATUS_TISS[item] !== 3)) {
    return { status: 1, statusTiss: 2 };
  }
  const negados = itens.filter((item) => item === 'Negado').length;
  if (negados === itens.length) return { status: 6, statusTiss: 3 };
  const statusTissDecidido: CodigoTiss = negados > 0 ? 7 : 1;
  if (!itens.includes('Autorizado')) return { status: 3, statusTiss: statusTissDecidido };
  return { status: negados > 0 ? 5 : 2, statusTiss: statusTissDecidido };
}
