import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvFile, seedFile } from '../plataforma/csv';
import { glosaTexts } from '../regras-de-procedimento/reference';

/*
 * Which Tabela 38 codes the auditor may give with each decision of the authorization desk. The table
 * (codigos-por-decisao.csv, one row per dental code and per eligibility code) classifies every code by
 * the phase its text belongs to, so that a billing text ('radiografia final não enviada') or a waiting
 * text ('documentação em análise') can never be the reason an authorization was refused.
 */

/** The decisions of the desk that carry a Tabela 38 code. */
export type DecisaoComCodigo =
  | 'negar'
  | 'solicitarDocumentos'
  | 'solicitarJustificativa'
  | 'autorizarComAlteracao'
  | 'negarEmJunta';

/** The phase of the guide a code's text speaks of. */
export type FaseDoCodigo =
  | 'autorizacao'
  | 'pendencia'
  | 'faturamento'
  | 'cancelamento'
  | 'elegibilidade'
  | 'junta';

export interface CodigoDeDecisao {
  codigo: string;
  descricao: string;
}

export interface ClassificacaoDoCodigo {
  codigo: string;
  fase: FaseDoCodigo;
  decisoes: ReadonlySet<DecisaoComCodigo>;
}

export const DECISION_CODES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'codigos-por-decisao.csv',
);

/** The CSV column that marks each decision. */
const COLUMN: Record<DecisaoComCodigo, string> = {
  negar: 'negar',
  solicitarDocumentos: 'solicitar_documentos',
  solicitarJustificativa: 'solicitar_justificativa',
  autorizarComAlteracao: 'alterar',
  negarEmJunta: 'junta',
};

const FASES: readonly FaseDoCodigo[] = [
  'autorizacao',
  'pendencia',
  'faturamento',
  'cancelamento',
  'elegibilidade',
  'junta',
];

/** The eligibility texts of the full Tabela 38 (seed/tiss-glosas-elegibilidade.csv), outside the dental list. */
const eligibilityTexts: ReadonlyMap<string, string> = new Map(
  readCsvFile(seedFile('tiss-glosas-elegibilidade.csv')).map((row) => [
    row.codigo ?? '',
    row.descricao ?? '',
  ]),
);

/** The codes of eligibility: carência, expired card, coverage, outside the Rol. */
export const CODIGOS_DE_ELEGIBILIDADE: readonly string[] = [...eligibilityTexts.keys()].sort();

/** The official text of a dental or eligibility code of Tabela 38. */
export function textoDoCodigo(codigo: string): string | undefined {
  return glosaTexts.get(codigo) ?? eligibilityTexts.get(codigo);
}

function isFase(value: string): value is FaseDoCodigo {
  return (FASES as readonly string[]).includes(value);
}

/** Reads and checks the table: a wrong phase or a code without an official text stops the server at start. */
function readClassification(): ReadonlyMap<string, ClassificacaoDoCodigo> {
  const table = new Map<string, ClassificacaoDoCodigo>();
  for (const row of readCsvFile(DECISION_CODES_CSV)) {
    const codigo = row.codigo ?? '';
    const fase = row.fase ?? '';
    if (!isFase(fase)) throw new Error(`codigos-por-decisao.csv: ${codigo} has an unknown phase '${fase}'`);
    if (textoDoCodigo(codigo) === undefined) {
      throw new Error(`codigos-por-decisao.csv: ${codigo} is not a dental or eligibility code of Tabela 38`);
    }
    if (table.has(codigo)) throw new Error(`codigos-por-decisao.csv: ${codigo} is listed twice`);
    const decisoes = new Set(
      (Object.keys(COLUMN) as DecisaoComCodigo[]).filter((decisao) => row[COLUMN[decisao]] === 's'),
    );
    table.set(codigo, { codigo, fase, decisoes });
  }
  return table;
}

/** Every classified code, keyed by its code. */
export const classificacaoDosCodigos = readClassification();

const byDecision = new Map<DecisaoComCodigo, readonly CodigoDeDecisao[]>(
  (Object.keys(COLUMN) as DecisaoComCodigo[]).map((decisao) => [
    decisao,
    [...classificacaoDosCodigos.values()]
      .filter((entry) => entry.decisoes.has(decisao))
      .map((entry) => ({ codigo: entry.codigo, descricao: textoDoCodigo(entry.codigo) ?? '' }))
      .sort((a, b) => Number(a.codigo) - Number(b.codigo)),
  ]),
);

/** The codes the auditor may choose for a decision, in code order, with their official texts. */
export function codigosDaDecisao(decisao: DecisaoComCodigo): readonly CodigoDeDecisao[] {
  return byDecision.get(decisao) ?? [];
}

/** Whether `codigo` may justify `decisao` (the handler's check of what the auditor sent). */
export function codigoAptoPara(decisao: DecisaoComCodigo, codigo: string): boolean {
  return classificacaoDosCodigos.get(codigo)?.decisoes.has(decisao) ?? false;
}

/** The codes of one phase of the guide, in code order, with their official texts. */
export function codigosDaFase(fase: FaseDoCodigo): readonly CodigoDeDecisao[] {
  return [...classificacaoDosCodigos.values()]
    .filter((entry) => entry.fase === fase)
    .map((entry) => ({ codigo: entry.codigo, descricao: textoDoCodigo(entry.codigo) ?? '' }))
    .sort((a, b) => Number(a.codigo) - Number(b.codigo));
}

/**
 * The codes the account analysis may glosa a billed item with: those of the billing phase (a performed
 * service's evidence, its execution, its charge), never an authorization or waiting text.
 */
export const CODIGOS_DA_CONTA = codigosDaFase('faturamento');

/** Whether `codigo` may glosa a billed item (the account analysis' check of what the auditor sent). */
export function codigoAptoParaConta(codigo: string): boolean {
  return classificacaoDosCodigos.get(codigo)?.fase === 'faturamento';
}
