/** The fixed values of a new plan, from server configuration (docs/product-rules.md#d14). */
export interface PlanoDefaults {
  /** Operator code (OPERADORA_CODIGO). */
  codigoOperadora: string;
  /** Operator name (OPERADORA_NOME). */
  nomeOperadora: string;
  /** Service point code (PONTO_ATENDIMENTO_CODIGO). */
  codigoPontoAtendimento: string;
  /** Service point name (PONTO_ATENDIMENTO_NOME). */
  nomePontoAtendimento: string;
  /** CNES of the service point (CNES_CODIGO). */
  codigoCnes: string;
  /** Observation written on every new plan (PLANO_OBSERVACAO). */
  observacoes: string;
}

const text = (raw: string | undefined, fallback: string) =>
  raw === undefined || raw.trim() === '' ? fallback : raw.trim();

/** Reads the plan defaults from the environment; every entry has a default (README: Configuration). */
export function planoDefaultsFromEnv(env: NodeJS.ProcessEnv): PlanoDefaults {
  const codigoCnes = text(env.CNES_CODIGO, '0000000');
  if (!/^\d{7}$/.test(codigoCnes)) {
    throw new Error(`CNES_CODIGO inválido: "${codigoCnes}". Use os 7 dígitos do CNES.`);
  }
  return {
    codigoOperadora: text(env.OPERADORA_CODIGO, '900'),
    nomeOperadora: text(env.OPERADORA_NOME, 'Odonto Cooperativa'),
    codigoPontoAtendimento: text(env.PONTO_ATENDIMENTO_CODIGO, '1'),
    nomePontoAtendimento: text(env.PONTO_ATENDIMENTO_NOME, 'Consultório do dentista executante'),
    codigoCnes,
    observacoes: text(env.PLANO_OBSERVACAO, 'Plano de tratamento emitido pelo Portal do Dentista.'),
  };
}
