import { diaBrasileiro, diaEmSaoPaulo, diasCorridosEntre, shiftDia } from '../ciclo-de-vida/prazos/dias';
import type { PrazosDeRecurso } from './recursos-config';
import type { DecisaoDoRecurso } from './schema';

/** Where a glosa's appeal stands (contract GlosaStatus). */
export type SituacaoDaGlosa = 'nao_recorrida' | 'em_recurso' | 'aceita' | 'aceita_parcialmente' | 'mantida';

/** One round of a glosa's appeal as the rules need it. */
export interface RodadaDaGlosa {
  numero: string;
  recursadoCentavos: number;
  prazoResposta: string;
  resposta: { decisao: DecisaoDoRecurso; acatadoCentavos: number; respondidoEm: Date } | null;
}

const SITUACAO_DA_RESPOSTA: Record<DecisaoDoRecurso, SituacaoDaGlosa> = {
  aceitar: 'aceita',
  aceitarParte: 'aceita_parcialmente',
  manter: 'mantida',
};

/** The appeal's state follows the last round: none, waiting, or its answer. */
export function situacaoDe(rodadas: readonly RodadaDaGlosa[]): SituacaoDaGlosa {
  const ultima = rodadas.at(-1);
  if (!ultima) return 'nao_recorrida';
  if (!ultima.resposta) return 'em_recurso';
  return SITUACAO_DA_RESPOSTA[ultima.resposta.decisao];
}

/** What the operator accepted over every round, in centavos. */
export const recuperadoDe = (rodadas: readonly RodadaDaGlosa[]) =>
  rodadas.reduce((total, rodada) => total + (rodada.resposta?.acatadoCentavos ?? 0), 0);

/**
 * Whether a glosa may be appealed now (PrazoDeRecurso), and the amount a new round appeals: what is still
 * glosado after the rounds before. The deadline counts from the account analysis for the first round and from
 * the last answer for the next ones; a round waiting for its answer, a glosa accepted whole and a glosa past
 * the contract's rounds cannot be appealed. `motivo` says why, in the dentist's words.
 */
export function prazoDeRecurso(
  glosa: { analisadoEm: Date; glosadoCentavos: number },
  rodadas: readonly RodadaDaGlosa[],
  prazos: PrazosDeRecurso,
  now: Date,
) {
  const ultima = rodadas.at(-1);
  const restanteCentavos = glosa.glosadoCentavos - recuperadoDe(rodadas);
  const base = {
    proximaRodada: rodadas.length + 1,
    rodadasMaximas: prazos.rodadas,
    restanteCentavos,
  };
  const fechado = (motivo: string) => ({
    ...base,
    permitido: false,
    prazo: null,
    diasRestantes: null,
    motivo,
  });
  if (ultima && !ultima.resposta) {
    return fechado(
      `Em recurso (${ultima.numero}): a operadora responde até ${diaBrasileiro(ultima.prazoResposta)}.`,
    );
  }
  if (restanteCentavos <= 0) return fechado('A operadora aceitou o recurso por inteiro.');
  if (rodadas.length >= prazos.rodadas) {
    return fechado(`As ${prazos.rodadas} rodadas de recurso do contrato já foram usadas.`);
  }
  const desde = ultima?.resposta ? ultima.resposta.respondidoEm : glosa.analisadoEm;
  const prazo = shiftDia(diaEmSaoPaulo(desde), prazos.prazoRecursoDias);
  const diasRestantes = diasCorridosEntre(diaEmSaoPaulo(now), prazo);
  if (diasRestantes < 0) {
    return {
      ...base,
      permitido: false,
      prazo,
      diasRestantes,
      motivo: `O prazo de recurso terminou em ${diaBrasileiro(prazo)}.`,
    };
  }
  return { ...base, permitido: true, prazo, diasRestantes, motivo: null };
}
