import type { Beneficiario, Dentista, NovoPlanoTratamento, NovoPlanoTratamentoItem } from '@odonto/api';
import { formatFaces } from '@odonto/odontogram';
import type { ProcedureSelection } from '../procedure-picker';
import type { Requester } from './requester';

/**
 * The new-plan payload (portal-spec.md §3). Operator, service point, CNES and observation are left out:
 * the server fills them from its configuration (decisions.md 14). Without a requester the performer is
 * the requester (portal-spec.md §4).
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

/** The new-item payload (portal-spec.md §3); status, approval rules, quantity and value come from the server. */
export function newItemPayload(
  idPlanoTratamento: number,
  selection: ProcedureSelection,
  usuario: string,
): NovoPlanoTratamentoItem {
  const { procedimento } = selection;
  return {
    idPlanoTratamento,
    idAudiProcedimento: procedimento.idAuditoriaProcedimento,
    ...(procedimento.especialidade ? { especialidade: procedimento.especialidade } : {}),
    codTuss: procedimento.tuss,
    descricao: procedimento.descricao,
    idDente: selection.tooth,
    faces: formatFaces(selection),
    procedimentoItemObs: '',
    usuarioAtualizacao: usuario,
  };
}
