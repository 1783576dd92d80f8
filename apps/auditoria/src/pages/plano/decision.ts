import {
  type DecisaoAuditoria,
  type DentistSchema,
  invalidParamsOf,
  type PlanoTratamentoItem,
} from '@odonto/api';

export type Decisao = DecisaoAuditoria['decisao'];
export type AlteracaoAutorizada = DentistSchema<'AlteracaoAutorizada'>;
export type CodigosPorDecisao = DentistSchema<'CodigosPorDecisao'>;

/** The fields of the decision form that a message can be about. */
export type DecisionField =
  | 'decisao'
  | 'codigoGlosa'
  | 'fundamento'
  | 'nota'
  | 'alteracao'
  | 'codTuss'
  | 'idDente'
  | 'faces'
  | 'regiao';
export type DecisionErrors = Partial<Record<DecisionField, string>>;

const FIELDS: readonly DecisionField[] = [
  'decisao',
  'codigoGlosa',
  'fundamento',
  'nota',
  'alteracao',
  'codTuss',
  'idDente',
  'faces',
  'regiao',
];

/**
 * The messages a refused decision (400 invalid-params, 422) gives each field of the form, the first for
 * each: `alteracao/faces`, `alteracao.faces` or `/body/alteracao/faces` are the field 'faces'.
 */
export function decisionFieldErrors(error: unknown): DecisionErrors {
  const errors: DecisionErrors = {};
  for (const { name, reason } of invalidParamsOf(error)) {
    const parts = name.split(/[./]/).filter((part) => part !== '' && part !== 'body');
    const last = parts.at(-1) as DecisionField | undefined;
    const field =
      last && FIELDS.includes(last) ? last : parts.includes('alteracao') ? 'alteracao' : undefined;
    if (field) errors[field] ??= reason;
  }
  return errors;
}

/** The item is the operator's to decide: waiting in the queue (or in junta), on a plan not cancelled. */
export const awaitsDecision = (item: Pick<PlanoTratamentoItem, 'audiStatus'>): boolean =>
  ['Aguardando Aprovação', 'Ativo', 'Auditoria', 'Em Junta'].includes(item.audiStatus);

/** What the auditor types for the authorized procedure (filled with the request). */
export interface AlteracaoDraft {
  codTuss: string;
  idDente: string;
  faces: string;
  regiao: string;
}

type Requested = Pick<
  PlanoTratamentoItem,
  'codTuss' | 'idDente' | 'faces' | 'sextante' | 'hemiArcada' | 'arcada' | 'regiao'
>;

/** The request as the form shows it first: the auditor changes what is authorized differently. */
export const requestedDraft = (item: Requested): AlteracaoDraft => ({
  codTuss: item.codTuss,
  idDente: item.idDente === null ? '' : String(item.idDente),
  faces: item.faces ?? '',
  regiao: item.sextante ?? item.hemiArcada ?? item.arcada ?? item.regiao ?? '',
});

const FACES = /^[MDPLVIOR](,[MDPLVIOR])*$/;
const REGIAO = /^[A-Z0-9]{2,4}$/;
const normalFaces = (value: string) =>
  value
    .toUpperCase()
    .replace(/[\s;]+/g, ',')
    .replace(/,+/g, ',')
    .replace(/^,|,$/g, '');
const sameFaces = (a: string, b: string) =>
  normalFaces(a).split(',').sort().join(',') === normalFaces(b).split(',').sort().join(',');

/**
 * The change to send with 'Autorizar com alteração': only what differs from the request (what is not
 * sent stays as requested, and an emptied field is left as requested); or the messages of each field,
 * including 'alteracao' when nothing differs.
 */
export function alteracaoFrom(
  item: Requested,
  draft: AlteracaoDraft,
): { alteracao: AlteracaoAutorizada; errors: DecisionErrors } {
  const requested = requestedDraft(item);
  const errors: DecisionErrors = {};
  const alteracao: AlteracaoAutorizada = {};
  const codTuss = draft.codTuss.trim();
  if (codTuss && !/^\d{8}$/.test(codTuss)) errors.codTuss = 'O código TUSS tem 8 dígitos.';
  else if (codTuss && codTuss !== requested.codTuss) alteracao.codTuss = codTuss;

  const dente = draft.idDente.trim();
  const toothNumber = Number(dente);
  if (dente && (!/^\d{2}$/.test(dente) || toothNumber < 11 || toothNumber > 89)) {
    errors.idDente = 'Informe o dente na numeração FDI (de 11 a 89).';
  } else if (dente && dente !== requested.idDente) alteracao.idDente = toothNumber;

  const faces = normalFaces(draft.faces.trim());
  if (faces && (!FACES.test(faces) || faces.length > 9)) {
    errors.faces =
      'Use até 5 letras de faces separadas por vírgula (M, D, P, L, V, I, O ou R), por exemplo M,O.';
  } else if (faces && !sameFaces(faces, requested.faces)) alteracao.faces = faces;

  const regiao = draft.regiao.trim().toUpperCase();
  if (regiao && !REGIAO.test(regiao)) errors.regiao = 'Use o código da Tabela 42, por exemplo S1 ou AS.';
  else if (regiao && regiao !== requested.regiao) alteracao.regiao = regiao;

  if (Object.keys(errors).length === 0 && Object.keys(alteracao).length === 0) {
    errors.alteracao =
      'Altere ao menos um destes: código TUSS, dente, faces ou região. Sem mudança, escolha Autorizar.';
  }
  return { alteracao, errors };
}
