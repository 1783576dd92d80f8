import type { Kysely } from 'kysely';
import { NA_FILA, PLANO_CANCELADO } from '../ciclo-de-vida/ciclo-de-vida';
import { ITEM_SITE_COLUMNS, type LocalDoItem, regiaoDo } from '../ciclo-de-vida/local-do-item';
import type { Database } from '../plataforma/banco/schema';

/** The faces of an item as a set: 'O,M' and 'M,O' are the same request. */
const facesDe = (faces: string | null) =>
  (faces ?? '')
    .split(',')
    .map((face) => face.trim())
    .filter(Boolean)
    .sort()
    .join(',');

/** Whether two items are on the same place: the same tooth and faces, or the same region. */
export function mesmoLocal(a: LocalDoItem, b: LocalDoItem): boolean {
  return a.idDente === b.idDente && facesDe(a.faces) === facesDe(b.faces) && regiaoDo(a) === regiaoDo(b);
}

/**
 * The items of plan `planoId` waiting for the operator's decision whose procedure (the same TUSS code) on
 * the same place waits for it in another plan of the same beneficiary too: requested twice, it would be authorized
 * twice (issue #34). A cancelled plan's items wait for nothing. The auditor sees every plan.
 */
export async function pendentesIguais(db: Kysely<Database>, planoId: number, beneficiarioId: number) {
  const rows = await db
    .selectFrom('planoTratamentoItem as i')
    .innerJoin('planoTratamentoItem as o', 'o.procedimentoId', 'i.procedimentoId')
    .innerJoin('planoTratamento as po', 'po.id', 'o.planoTratamentoId')
    .select([
      'i.id',
      ...ITEM_SITE_COLUMNS,
      'o.id as igualId',
      'o.planoTratamentoId as igualPlanoId',
      'o.idDente as igualIdDente',
      'o.faces as igualFaces',
      'o.arcada as igualArcada',
      'o.hemiArcada as igualHemiArcada',
      'o.sextante as igualSextante',
      'o.regiao as igualRegiao',
    ])
    .where('i.planoTratamentoId', '=', planoId)
    // A decided item is no longer a request that could be authorized twice.
    .where('i.status', 'in', [...NA_FILA])
    .where('po.beneficiarioId', '=', beneficiarioId)
    .where('po.id', '<>', planoId)
    .where('po.status', '<>', PLANO_CANCELADO)
    .where('o.status', 'in', [...NA_FILA])
    .orderBy('i.id')
    .orderBy('o.planoTratamentoId')
    .execute();
  return rows
    .filter((row) =>
      mesmoLocal(row, {
        idDente: row.igualIdDente,
        faces: row.igualFaces,
        arcada: row.igualArcada,
        hemiArcada: row.igualHemiArcada,
        sextante: row.igualSextante,
        regiao: row.igualRegiao,
      }),
    )
    .map((row) => ({
      idProcedimentoItem: row.id,
      idPlanoTratamento: row.igualPlanoId,
      idProcedimentoItemIgual: row.igualId,
    }));
}
