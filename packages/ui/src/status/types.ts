// Literal unions of the statuses of portal-spec.md §4. @odonto/api had no generated domain types when the
// kit was written; when it does, these can become `import type` re-exports of the contract's enums.

/** Treatment plan status: 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado. */
export type PlanoStatus = 0 | 1 | 2 | 3 | 4;

/** Plan item status (audiStatus) with a known colour; any other string is shown in gray. */
export type ItemStatus = 'Ativo' | 'Aguardando Aprovação' | 'Auditoria' | 'Autorizado' | 'Realizado';

/** Glosa (claim denial) status. */
export type GlosaStatus = 'pending' | 'under_review' | 'approved' | 'rejected';

/** Financial record status. */
export type FinanceiroStatus = 'pending' | 'completed' | 'cancelled' | 'refunded';
