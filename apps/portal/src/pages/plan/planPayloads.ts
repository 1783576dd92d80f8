import type { Beneficiario, Dentista, NovoPlanoTratamento, NovoPlanoTratamentoItem } from '@odonto/api';
import { formatFaces } from '@odonto/odontogram';
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
    codigoDentistaExecutante: String(performer.id),
    nomeDentistaExecutante: performer.nome,
    croDentistaExecutante: performer.cro,
    ufCroDentistaExecutante: performer.uf,
    codigoDentistaSolicitante: solicitante.id === null ? null : String(solicitante.id),
    nomeDentistaSolicitante: solicitante.nome,
    croDentistaSolicitante: solicitante.cro,
    ufCroDentistaSolicitante: solicitante.uf,
    usuarioCriacao: usuario,
  };
}

/**
 * The new-item payload (docs/product-rules.md#entities), for a new plan and an existing one alike: only what the
 * server reads. Status, approval rules, quantity, value and the user come from the server and the session.
 */
export function newItemPayload(
  idPlanoTratamento: number,
  selection: ProcedureSelection,
): NovoPlanoTratamentoItem {
  return {
    idPlanoTratamento,
    idAudiProcedimento: selection.procedimento.idAuditoriaProcedimento,
    codTuss: selection.procedimento.tuss,
    idDente: selection.tooth,
    faces: formatFaces(selection),
  };
}
