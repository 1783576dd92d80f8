/**
 * The contract's routine for glosa appeals (Lei 13.003/2014, RN 503/2022: the contract sets it; README:
 * Configuration): how long the dentist has to appeal, how long the operator has to answer, how many rounds.
 */
export interface PrazosDeRecurso {
  /** Calendar days to appeal, from the account analysis of the item or from the answer to the last round. */
  prazoRecursoDias: number;
  /** Calendar days the operator has to answer an appeal, from its sending. */
  prazoRespostaDias: number;
  /** How many times one glosa may be appealed (a kept glosa may be appealed again until then). */
  rodadas: number;
}

export const PRAZOS_DE_RECURSO_PADRAO: PrazosDeRecurso = {
  prazoRecursoDias: 30,
  prazoRespostaDias: 30,
  rodadas: 2,
};

function inteiro(env: NodeJS.ProcessEnv, nome: string, padrao: number, max: number): number {
  const raw = env[nome]?.trim();
  if (raw === undefined || raw === '') return padrao;
  const valor = Number(raw);
  if (!Number.isInteger(valor) || valor < 1 || valor > max) {
    throw new Error(`${nome} inválido: "${raw}". Use um número inteiro de 1 a ${max}.`);
  }
  return valor;
}

/** RECURSO_GLOSA_PRAZO_DIAS, RECURSO_GLOSA_PRAZO_RESPOSTA_DIAS and RECURSO_GLOSA_RODADAS, each with a default. */
export function prazosDeRecursoFromEnv(env: NodeJS.ProcessEnv): PrazosDeRecurso {
  return {
    prazoRecursoDias: inteiro(
      env,
      'RECURSO_GLOSA_PRAZO_DIAS',
      PRAZOS_DE_RECURSO_PADRAO.prazoRecursoDias,
      365,
    ),
    prazoRespostaDias: inteiro(
      env,
      'RECURSO_GLOSA_PRAZO_RESPOSTA_DIAS',
      PRAZOS_DE_RECURSO_PADRAO.prazoRespostaDias,
      365,
    ),
    rodadas: inteiro(env, 'RECURSO_GLOSA_RODADAS', PRAZOS_DE_RECURSO_PADRAO.rodadas, 9),
  };
}
