import type { StatusKind, StatusValues } from '../status';

/** The plan statuses, 0 to 6 (openapi PlanoTratamentoStatus). */
const isPlanoStatus = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;

/*
 * The glossary's anchors (#status-item-aguardando-aprovacao, #tiss-2, #glosa-1430, #regiao-AS, #face-O): the
 * page gives each entry its id from these, and every badge and code links to it with the same function.
 */

/** Lower case, no accents, words joined by '-' ('Aguardando Aprovação' is 'aguardando-aprovacao'). */
export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A product status's entry, by kind and value as the API gives them: 'status-plano-2',
 * 'status-item-aguardando-aprovacao'. An item without status is 'Aguardando Aprovação', as its badge says.
 */
export function statusAnchor<K extends StatusKind>(kind: K, value: StatusValues[K]): string {
  // An unknown plan status shows 'Pendente' (statusDisplay), and so leads to Pendente's entry.
  if (kind === 'plano') return `status-plano-${isPlanoStatus(value) ? value : 1}`;
  const blank = typeof value !== 'string' || value.trim() === '';
  const text = kind === 'item' && blank ? 'Aguardando Aprovação' : String(value ?? '');
  return `status-${kind}-${slugOf(text)}`;
}

/** A TISS status's entry ('tiss-2'). */
export const tissAnchor = (codigo: number) => `tiss-${codigo}`;
/** A Tabela 38 code's entry ('glosa-1430'). */
export const glosaAnchor = (codigo: string) => `glosa-${codigo.trim()}`;
/** A Tabela 42 region's entry ('regiao-AS'). */
export const regiaoAnchor = (codigo: string) => `regiao-${codigo.trim().toUpperCase()}`;
/** A face's entry ('face-O'). */
export const faceAnchor = (codigo: string) => `face-${codigo.trim().toUpperCase()}`;
