import type { ItemStatus, PlanoTratamentoStatus, StatusTiss } from '@odonto/api';

/** Story data: the TISS status the server gives each item status (openapi ItemStatus). */
export const ITEM_TISS: Record<ItemStatus, StatusTiss> = {
  'Aguardando Aprovação': { codigo: 2, descricao: 'Em análise' },
  Ativo: { codigo: 2, descricao: 'Em análise' },
  Auditoria: { codigo: 2, descricao: 'Em análise' },
  'Aguardando Aceite': { codigo: 2, descricao: 'Em análise' },
  'Em Junta': { codigo: 2, descricao: 'Em análise' },
  'Aguardando Justificativa': { codigo: 4, descricao: 'Aguardando justificativa técnica do solicitante' },
  'Aguardando Documentação': { codigo: 5, descricao: 'Aguardando documentação do prestador' },
  Autorizado: { codigo: 1, descricao: 'Autorizado' },
  Realizado: { codigo: 1, descricao: 'Autorizado' },
  Negado: { codigo: 3, descricao: 'Negado' },
};

/** Story data: the TISS status of each plan status (openapi PlanoTratamentoStatus); a draft has none. */
export const PLAN_TISS: Record<PlanoTratamentoStatus, StatusTiss | null> = {
  0: null,
  1: { codigo: 2, descricao: 'Em análise' },
  2: { codigo: 1, descricao: 'Autorizado' },
  3: { codigo: 1, descricao: 'Autorizado' },
  4: { codigo: 6, descricao: 'Solicitação cancelada' },
  5: { codigo: 7, descricao: 'Autorizado parcialmente' },
  6: { codigo: 3, descricao: 'Negado' },
};
