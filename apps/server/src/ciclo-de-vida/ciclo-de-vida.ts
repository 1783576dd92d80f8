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
 * 'Aguardando Aceite' (an authorization with change the dentist has not answered) and 'Em Junta' (a contested
 * denial before the junta odontológica) are still in analysis: TISS has no code of their own (issue #30).
 */
export const ITEM_STATUS_TISS: Readonly<Record<ItemStatus, CodigoTiss>> = {
  'Aguardando Aprovação': 2,
  Ativo: 2,
  Auditoria: 2,
  'Aguardando Justificativa': 4,
  'Aguardando Documentação': 5,
  'Aguardando Aceite': 2,
  'Em Junta': 2,
  Autorizado: 1,
  Realizado: 1,
  Negado: 3,
};

/** The statuses of an item in the audit queue (waiting for the auditor's decision). */
export const EM_ANALISE: readonly ItemStatus[] = ['Aguardando Aprovação', 'Ativo', 'Auditoria'];
/** The statuses of the operator's queue: in analysis, and the contested denials before the junta. */
export const NA_FILA: readonly ItemStatus[] = [...EM_ANALISE, 'Em Junta'];
/** The statuses of an item waiting for its dentist's answer to a request. */
export const AGUARDANDO_DENTISTA: readonly ItemStatus[] = [
  'Aguardando Justificativa',
  'Aguardando Documentação',
];
/** Every status in which the dentist owes the operator something: a request's answer, a change's acceptance. */
export const ESPERANDO_DENTISTA: readonly ItemStatus[] = [...AGUARDANDO_DENTISTA, 'Aguardando Aceite'];
/** The statuses of an operator's final answer (the deadline is met by the first of them). */
export const RESPOSTA_FINAL: readonly ItemStatus[] = ['Autorizado', 'Negado', 'Aguardando Aceite'];

/** The decisions an auditor takes on an item in analysis. */
export type Decisao =
  | 'autorizar'
  | 'autorizarComAlteracao'
  | 'negar'
  | 'solicitarJustificativa'
  | 'solicitarDocumentos';

/** Everything that moves an item. */
export type Acao =
  | 'incluir'
  | 'autorizarAutomaticamente'
  | Decisao
  | 'responder'
  | 'aceitarAlteracao'
  | 'recusarAlteracao'
  | 'contestar'
  | 'realizar'
  | 'remover';

/** Who moves items: the people of each role, and the automatic authorization. */
export type PapelDoMovimento = Papel | 'Sistema';

/** Where an item goes: a status, or out of the plan. */
export type Destino = ItemStatus | 'Removido';

interface Transicao {
  /** Who may take the action. */
  papel: PapelDoMovimento;
  /** The statuses it starts from (null: the item does not exist yet). */
  de: readonly (ItemStatus | null)[];
  para: Destino;
}

/**
 * The item lifecycle, the one place that says which moves exist (openapi ItemStatus): the dentist includes
 * and removes items, answers requests, accepts or refuses an authorization with change, contests a denial
 * and reports authorized items as performed; the auditor decides the items in analysis and records the
 * junta's outcome (authorize, or deny with 3104); the automatic authorization authorizes a new item. Anything
 * not in this table is refused (409).
 */
export const TRANSICOES: Readonly<Record<Acao, Transicao>> = {
  incluir: { papel: 'Dentista', de: [null], para: 'Aguardando Aprovação' },
  autorizarAutomaticamente: { papel: 'Sistema', de: ['Aguardando Aprovação'], para: 'Autorizado' },
  autorizar: { papel: 'Auditor', de: NA_FILA, para: 'Autorizado' },
  autorizarComAlteracao: { papel: 'Auditor', de: EM_ANALISE, para: 'Aguardando Aceite' },
  negar: { papel: 'Auditor', de: NA_FILA, para: 'Negado' },
  solicitarJustificativa: { papel: 'Auditor', de: EM_ANALISE, para: 'Aguardando Justificativa' },
  solicitarDocumentos: { papel: 'Auditor', de: EM_ANALISE, para: 'Aguardando Documentação' },
  responder: { papel: 'Dentista', de: AGUARDANDO_DENTISTA, para: 'Auditoria' },
  aceitarAlteracao: { papel: 'Dentista', de: ['Aguardando Aceite'], para: 'Autorizado' },
  recusarAlteracao: { papel: 'Dentista', de: ['Aguardando Aceite'], para: 'Auditoria' },
  contestar: { papel: 'Dentista', de: ['Negado'], para: 'Em Junta' },
  realizar: { papel: 'Dentista', de: ['Autorizado'], para: 'Realizado' },
  remover: { papel: 'Dentista', de: ['Aguardando Aprovação', 'Ativo'], para: 'Removido' },
};

/** Where `acao` takes an item in status `de`, or null when the lifecycle does not allow it. */
export function destinoDe(acao: Acao, de: ItemStatus | null, papel: PapelDoMovimento): Destino | null {
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
