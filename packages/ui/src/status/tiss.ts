import type { StatusTiss } from '@odonto/contract';

/**
 * A status as TISS names it (`dm_statusSolicitacao`), e.g. 'TISS 7 · Autorizado parcialmente'; '' when there
 * is none (a draft plan has no TISS status).
 */
export function tissLabel(status: StatusTiss | null | undefined): string {
  if (!status) return '';
  const descricao = status.descricao.trim();
  return descricao ? `TISS ${status.codigo} · ${descricao}` : `TISS ${status.codigo}`;
}
