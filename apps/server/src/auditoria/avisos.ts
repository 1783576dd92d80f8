import type { Acao } from '../ciclo-de-vida/ciclo-de-vida';
import { localDoItem } from '../ciclo-de-vida/local-do-item';
import type { itemRecord } from '../planos/records';

/** The moves the dentist is told of, with the title of each. */
type AcaoAvisada = Exclude<Acao, 'incluir' | 'realizar' | 'remover' | 'responder'>;

/** What the dentist is told of each move made by the operator (or in the dentist's name, by the desk). */
const TITULOS: Readonly<Record<AcaoAvisada, string>> = {
  autorizarAutomaticamente: 'Procedimento autorizado automaticamente',
  autorizar: 'Procedimento autorizado',
  autorizarComAlteracao: 'Procedimento autorizado com alteração: responda',
  negar: 'Procedimento negado',
  solicitarJustificativa: 'Auditoria pede justificativa técnica',
  solicitarDocumentos: 'Auditoria pede documentos',
  aceitarAlteracao: 'Alteração aceita: procedimento autorizado',
  recusarAlteracao: 'Alteração recusada: procedimento de volta à auditoria',
  contestar: 'Negativa contestada: procedimento em junta odontológica',
};

/** The junta's outcome reads as such, not as a first decision. */
const TITULOS_DA_JUNTA = {
  autorizar: 'Junta odontológica: procedimento autorizado',
  negar: 'Junta odontológica: negativa mantida',
} as const;

/**
 * The notification of a move, from the item as it stands after it: which plan, where, which procedure, the
 * new status with its TISS code, and the reason (a denial's glosa, ground and note, a request's note).
 * `daJunta` marks the junta's outcome on a contested item.
 */
export function avisoDoMovimento(
  acao: AcaoAvisada,
  item: ReturnType<typeof itemRecord>,
  { daJunta = false } = {},
) {
  const base = `Plano ${item.idPlanoTratamento}, ${localDoItem(item)}: ${item.codTuss} - ${item.descricao}. Status: ${item.audiStatus} (TISS ${item.statusTiss.codigo}).`;
  const glosa = item.audiCodigoGlosa ? `Glosa ${item.audiCodigoGlosa}: ` : '';
  const fundamento = item.fundamento ? ` Fundamento: ${item.fundamento}` : '';
  const titulo =
    daJunta && (acao === 'autorizar' || acao === 'negar') ? TITULOS_DA_JUNTA[acao] : TITULOS[acao];
  return {
    titulo,
    texto: item.audiMotivoStatus ? `${base} ${glosa}${item.audiMotivoStatus}${fundamento}` : base,
  };
}
