import { isValidCNPJ } from '@brazilian-utils/brazilian-utils';

/** The fixed values of a new plan, from server configuration (docs/product-rules.md#d14). */
export interface PlanoDefaults {
  /** Operator code (OPERADORA_CODIGO). */
  codigoOperadora: string;
  /** The operator's 6-digit registration with the ANS (OPERADORA_REGISTRO_ANS): the TISS guide's registroANS. */
  registroANS: string;
  /** Operator name (OPERADORA_NOME). */
  nomeOperadora: string;
  /** The operator's CNPJ, 14 digits (OPERADORA_CNPJ): the payment statement's `cnpjOper`. */
  cnpjOperadora: string;
  /** Service point code (PONTO_ATENDIMENTO_CODIGO). */
  codigoPontoAtendimento: string;
  /** Service point name (PONTO_ATENDIMENTO_NOME). */
  nomePontoAtendimento: string;
  /** CNES of the service point (CNES_CODIGO); '9999999' is the TISS convention for a provider without one. */
  codigoCnes: string;
  /** Observation written on every new plan (PLANO_OBSERVACAO). */
  observacoes: string;
}

/** The TISS convention for a provider without a CNES (docs/product-rules.md#gto-export). */
export const CNES_SEM_CADASTRO = '9999999';

/** The demo's ANS registration: a real deployment sets its operator's (README.md#configuration). */
export const REGISTRO_ANS_DEMONSTRACAO = '123456';
/** The demo operator's CNPJ (valid check digits, no real company's): a real deployment sets its own. */
export const CNPJ_OPERADORA_DEMONSTRACAO = '11222333000181';

const text = (raw: string | undefined, fallback: string) =>
  raw === undefined || raw.trim() === '' ? fallback : raw.trim();

/** An operator identity production must set: a guide or a statement with the demo's would name another operator. */
function requiredInProduction(env: NodeJS.ProcessEnv, name: string, what: string, whatEn: string) {
  if (text(env[name], '') === '') {
    throw new Error(
      `${name} é obrigatório em produção: ${what}. / ${name} is required in production: ${whatEn}.`,
    );
  }
}

/**
 * Reads the plan defaults from the environment; every entry has a default (README: Configuration), except
 * the operator's ANS registration and CNPJ in production.
 */
export function planoDefaultsFromEnv(env: NodeJS.ProcessEnv, production: boolean): PlanoDefaults {
  const codigoCnes = text(env.CNES_CODIGO, CNES_SEM_CADASTRO);
  if (!/^\d{7}$/.test(codigoCnes)) {
    throw new Error(`CNES_CODIGO inválido: "${codigoCnes}". Use os 7 dígitos do CNES.`);
  }
  if (production) {
    requiredInProduction(
      env,
      'OPERADORA_REGISTRO_ANS',
      'os 6 dígitos do registro da operadora na ANS',
      "the operator's 6-digit ANS registration",
    );
    requiredInProduction(
      env,
      'OPERADORA_CNPJ',
      'os 14 dígitos do CNPJ da operadora',
      "the operator's 14-digit CNPJ",
    );
  }
  const registroANS = text(env.OPERADORA_REGISTRO_ANS, REGISTRO_ANS_DEMONSTRACAO);
  if (!/^\d{6}$/.test(registroANS)) {
    throw new Error(
      `OPERADORA_REGISTRO_ANS inválido: "${registroANS}". Use os 6 dígitos do registro da operadora na ANS.`,
    );
  }
  const cnpjOperadora = text(env.OPERADORA_CNPJ, CNPJ_OPERADORA_DEMONSTRACAO).replace(/[./-]/g, '');
  if (!/^\d{14}$/.test(cnpjOperadora) || !isValidCNPJ(cnpjOperadora)) {
    throw new Error(`OPERADORA_CNPJ inválido: "${env.OPERADORA_CNPJ}". Use um CNPJ válido (14 dígitos).`);
  }
  // The demo's identity in production would put another operator's number on every guide and statement.
  if (
    production &&
    (registroANS === REGISTRO_ANS_DEMONSTRACAO || cnpjOperadora === CNPJ_OPERADORA_DEMONSTRACAO)
  ) {
    throw new Error(
      'OPERADORA_REGISTRO_ANS e OPERADORA_CNPJ de demonstração não valem em produção: use os da operadora. / ' +
        "The demo's OPERADORA_REGISTRO_ANS and OPERADORA_CNPJ are refused in production: set the operator's.",
    );
  }
  return {
    codigoOperadora: text(env.OPERADORA_CODIGO, '900'),
    registroANS,
    cnpjOperadora,
    nomeOperadora: text(env.OPERADORA_NOME, 'Odonto Cooperativa'),
    codigoPontoAtendimento: text(env.PONTO_ATENDIMENTO_CODIGO, '1'),
    nomePontoAtendimento: text(env.PONTO_ATENDIMENTO_NOME, 'Consultório do dentista executante'),
    codigoCnes,
    observacoes: text(env.PLANO_OBSERVACAO, 'Plano de tratamento emitido pelo Portal do Dentista.'),
  };
}
