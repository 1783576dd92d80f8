import type { Beneficiario, Dentista, NovoPlanoTratamento, NovoPlanoTratamentoItem } from '@odonto/api';
import { findRegion, formatFaces, type RegionKind } from '@odonto/odontogram';
import type { Requester } from './new/requester';
import type { ProcedureSelection } from './procedure-picker';

/**
 * The new-plan payload (docs/product-rules.md#entities). Operator, service point, CNES and observation are left out:
 * the server fills them from its configuration (docs/product-rules.md#d14). Without a requester the performer is
 * the requester (docs/product-rules.md#requester-flow).
 */
export function newPlanPayload(
  beneficiario: Beneficiario,
  performer: Dentista,
  requester: Requester | null,
  usuario: string,
): NovoPlanoTratamento {
  const solicitante: Requester = requester ?? performer;
  return {
    nome: beneficiario.nome,
    nomePlano: beneficiario.nomeProduto,
    nomeEmpresa: beneficiario.nomePessoaJuridicaContratantePlanoColetivo,
    nomeOperadoraOrigem: beneficiario.nomeFantasiaOperadora,
    matriculaBeneficiario: beneficiario.numeroCarteira,
    codigoDentistaExecutante: performer.id,
    nomeDentistaExecutante: performer.nome,
    croDentistaExecutante: performer.cro,
    ufCroDentistaExecutante: performer.uf,
    codigoDentistaSolicitante: solicitante.id,
    nomeDentistaSolicitante: solicitante.nome,
    croDentistaSolicitante: solicitante.cro,
    ufCroDentistaSolicitante: solicitante.uf,
    usuarioCriacao: usuario,
  };
}

// The payload field of each kind of region (TISS Tabela 42 codes).
const REGION_FIELD: Record<RegionKind, 'arcada' | 'hemiArcada' | 'sextante'> = {
  arch: 'arcada',
  hemiArch: 'hemiArcada',
  sextant: 'sextante',
};

/**
 * The new-item payload (docs/product-rules.md#entities), for a new plan and an existing one alike: only what the
 * server reads. The place is what the procedure asks for (its `regras.sitio`): nothing for the whole mouth, the
 * region's code in `arcada`, `hemiArcada` or `sextante`, or `idDente` with `faces` (crown faces, or R for the
 * root) when there are any. Status, approval rules, quantity, value and the user come from the server and the
 * session. The validation (POST /v2/planoTratamentoItens/validacao) takes the same body.
 */
export function newItemPayload(
  idPlanoTratamento: number,
  selection: ProcedureSelection,
): NovoPlanoTratamentoItem {
  const { justificativa } = selection;
  return { idPlanoTratamento, ...itemOf(selection), ...(justificativa ? { justificativa } : {}) };
}

/**
 * The body that asks for the glosas of a new plan's first item (POST /v2/planoTratamentoItens/validacao):
 * the beneficiary's card stands for the plan that does not exist yet.
 */
export function firstItemValidationPayload(
  matriculaBeneficiario: string,
  selection: ProcedureSelection,
): NovoPlanoTratamentoItem {
  return { matriculaBeneficiario, ...itemOf(selection) };
}

/** The procedure and its site (tooth and faces, or one Tabela 42 region field). */
function itemOf(selection: ProcedureSelection): NovoPlanoTratamentoItem {
  const payload: NovoPlanoTratamentoItem = {
    idAudiProcedimento: selection.procedimento.idAuditoriaProcedimento,
    codTuss: selection.procedimento.tuss,
  };
  const region = selection.region ? findRegion(selection.region) : undefined;
  if (region) payload[REGION_FIELD[region.kind]] = region.code;
  if (selection.tooth !== null) {
    payload.idDente = selection.tooth;
    const faces = formatFaces(selection);
    if (faces) payload.faces = faces;
  }
  return payload;
}
