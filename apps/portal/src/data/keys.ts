import type { DentistPaths } from '@odonto/api';
import { CURRENT_USER_KEY } from '@odonto/web-shell';

type QueryOf<Path extends keyof DentistPaths> = DentistPaths[Path] extends {
  get: { parameters: { query?: infer Query } };
}
  ? NonNullable<Query>
  : never;

/** The query of GET /v2/glosas (search, insurer, status tab, page). */
export type GlosasQuery = QueryOf<'/v2/glosas'>;
/** The query of GET /v2/financeiro (search, payment method, status tab, page). */
export type FinanceiroQuery = QueryOf<'/v2/financeiro'>;
/** The query of GET /v2/planoTratamento/dentista/{cro} (filters and page). */
export type PlanListServerQuery = QueryOf<'/v2/planoTratamento/dentista/{cro}'>;

/**
 * Every cache key of the portal, by what it holds. A key's leading part names a family, so a change
 * invalidates all it touches at once: `plans` is every list and every plan, `planLists` every list.
 */
export const queryKeys = {
  /** Shared with the shell (web-shell's currentUserQuery). */
  currentUser: CURRENT_USER_KEY,
  dashboard: ['dashboard'],
  operadora: ['operadora'],
  glosas: (query: GlosasQuery) => ['glosas', query] as const,
  financeiro: (query: FinanceiroQuery) => ['financeiro', query] as const,
  plans: ['plans'],
  planLists: ['plans', 'list'],
  planList: (cro: string, query: PlanListServerQuery) => ['plans', 'list', cro, query] as const,
  plan: (id: number) => ['plans', 'detail', id] as const,
  /** Under the plan's key: invalidating `plan(id)` reloads its history too. */
  planHistory: (id: number) => ['plans', 'detail', id, 'historico'] as const,
  /** Every billing batch: the list and each batch. */
  lotes: ['lotes'],
  loteList: ['lotes', 'list'],
  lote: (id: number) => ['lotes', 'detail', id] as const,
  notificacoes: ['notificacoes'],
  procedimentos: ['procedimentos', 'resumo'],
  imageTypes: ['imagemTipos'],
  dentistas: (numeroCRO: string) => ['dentistas', numeroCRO] as const,
  beneficiarios: (carteirinhaOuCpf: string) => ['beneficiarios', carteirinhaOuCpf] as const,
} as const;
