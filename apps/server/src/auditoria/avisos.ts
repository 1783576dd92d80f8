import type { Decisao } from '../ciclo-de-vida/ciclo-de-vida';
import { type LocalDoItem, regiaoDo } from '../ciclo-de-vida/local-do-item';
import type { itemRecord } from '../planos/records';

/** What the dentist is told of each decision. */
const TITULOS: Readonly<Record<Decisao, string>> = {
  autorizar: 'Procedimento autorizado',
  negar: 'Procedimento negado',
  solicitarJustificativa: 'Auditoria pede justificativa técnica',
  solicitarDocumentos: 'Auditoria pede documentos',
};

/** Where an item is, as a dentist reads it in a notification. */
function localDoItem(item: LocalDoItem) {
  if (item.idDente !== null) {
    return item.faces ? `dente ${item.idDente} (${item.faces})` : `dente ${item.idDente}`;
  }
  const regiao = regiaoDo(item);
  return regiao === null ? 'boca' : `região ${regiao}`;
}

/**
 * The notification of a decision, from the item as it stands after it: which plan, where, which procedure,
 * the new status with its TISS code, and the reason (a denial's glosa and note, a request's note).
 */
export function avisoDaDecisao(decisao: Decisao, item: ReturnType<typeof itemRecord>) {
  const base = `Plano ${item.idPlanoTratamento}, ${localDoItem(item)}: ${item.codTuss} - ${item.descricao}. Status: ${item.audiStatus} (TISS ${item.statusTiss.codigo}).`;
  const glosa = item.audiCodigoGlosa ? `Glosa ${item.audiCodigoGlosa}: ` : '';
  return {
    titulo: TITULOS[decisao],
    texto: item.audiMotivoStatus ? `${base} ${glosa}${item.audiMotivoStatus}` : base,
  };
}
