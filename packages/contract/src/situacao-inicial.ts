import type { DentistSchema } from './operations';

/**
 * The situação inicial's rules both sides apply (issue #29): which positions a version records, whether it is
 * complete for a GTO, and what changed from one version to another. The server answers with them; the
 * portal's stories stand in for the server with the same functions.
 */

/** A version of a beneficiary's initial situation as the API shows it (versao null: nothing recorded). */
export type VersaoSituacaoInicial = DentistSchema<'OdontogramaInicial'>;
export type AlteracoesSituacaoInicial = DentistSchema<'AlteracoesSituacaoInicial'>;
export type RespostaSituacaoInicial = DentistSchema<'RespostaSituacaoInicial'>;

/** The permanent teeth of the 32 positions (quadrants 1-4, positions 1-8). */
export const POSICOES_PERMANENTES: readonly number[] = [1, 2, 3, 4].flatMap((q) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((p) => q * 10 + p),
);

/** The deciduous predecessor of a permanent tooth (16 has none; 15 has 55), or null. */
export const deciduoDe = (dente: number): number | null =>
  dente % 10 <= 5 ? (Math.floor(dente / 10) + 4) * 10 + (dente % 10) : null;

export interface Completude {
  completa: boolean;
  /** Positions without any record, named by their permanent tooth. */
  posicoesSemRegistro: number[];
  /** Required answers not given (the observation is optional). */
  respostasFaltando: RespostaSituacaoInicial[];
}

/**
 * Whether a version is complete for a GTO: every one of the 32 positions has a record (any condition, A
 * ausente or N não avaliado included) of its permanent tooth or, at positions 1 to 5, of its deciduous
 * predecessor; and the periodontal and soft-tissue questions are answered. The observation is optional.
 */
export function completudeDaSituacaoInicial(
  versao: Pick<VersaoSituacaoInicial, 'dentes' | 'doencaPeriodontal' | 'alteracaoTecidoMole'>,
): Completude {
  const registrados = new Set(versao.dentes.map((dente) => dente.idDente));
  const posicoesSemRegistro = POSICOES_PERMANENTES.filter((dente) => {
    const deciduo = deciduoDe(dente);
    return !registrados.has(dente) && (deciduo === null || !registrados.has(deciduo));
  });
  const respostasFaltando: RespostaSituacaoInicial[] = [];
  if (versao.doencaPeriodontal === null) respostasFaltando.push('doencaPeriodontal');
  if (versao.alteracaoTecidoMole === null) respostasFaltando.push('alteracaoTecidoMole');
  return {
    completa: posicoesSemRegistro.length === 0 && respostasFaltando.length === 0,
    posicoesSemRegistro,
    respostasFaltando,
  };
}

/** What changed from one version (the plan's) to another (the latest): teeth added, changed, removed, answers. */
export function alteracoesEntre(
  antes: VersaoSituacaoInicial,
  depois: VersaoSituacaoInicial & { versao: number },
): AlteracoesSituacaoInicial {
  const anteriores = new Map(antes.dentes.map((dente) => [dente.idDente, dente]));
  const novos = new Map(depois.dentes.map((dente) => [dente.idDente, dente]));
  const respostas: RespostaSituacaoInicial[] = ['doencaPeriodontal', 'alteracaoTecidoMole', 'observacao'];
  return {
    versao: depois.versao,
    dentesIncluidos: depois.dentes.filter((dente) => !anteriores.has(dente.idDente)),
    dentesAlterados: depois.dentes.flatMap((dente) => {
      const anterior = anteriores.get(dente.idDente);
      return anterior && anterior.condicao !== dente.condicao
        ? [{ idDente: dente.idDente, antes: anterior.condicao, depois: dente.condicao }]
        : [];
    }),
    dentesRemovidos: antes.dentes.filter((dente) => !novos.has(dente.idDente)),
    respostasAlteradas: respostas.filter((resposta) => antes[resposta] !== depois[resposta]),
  };
}
