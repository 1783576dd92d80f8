import type { Kysely } from 'kysely';
import { type Decisao, ITEM_STATUS_TISS, statusTiss } from '../ciclo-de-vida/ciclo-de-vida';
import type { ItemStatus } from '../ciclo-de-vida/schema';
import type { Movimento } from '../ciclo-de-vida/transicoes';
import { itemQuery, itemRecord } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';
import { avisoDoMovimento, pacienteDoPlano } from './avisos';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The decision each auditor move of the demo stands for. */
const DECISAO_PARA: Partial<Record<string, Decisao>> = {
  Autorizado: 'autorizar',
  Negado: 'negar',
  'Aguardando Aceite': 'autorizarComAlteracao',
  'Aguardando Justificativa': 'solicitarJustificativa',
  'Aguardando Documentação': 'solicitarDocumentos',
};

/**
 * The notification the dentist got for each of the auditor's demo decisions on the item, as the item reads
 * now; those older than a week are read.
 */
export async function notificarDemo(
  trx: Kysely<Database>,
  dentistaId: number,
  planoId: number,
  itemId: number,
  movimentos: readonly Omit<Movimento, 'planoId' | 'itemId'>[],
  now: Date,
) {
  const item = itemRecord(await itemQuery(trx).where('i.id', '=', itemId).executeTakeFirstOrThrow());
  const paciente = await pacienteDoPlano(trx, planoId);
  for (const movimento of movimentos) {
    const decisao = DECISAO_PARA[movimento.para];
    if (movimento.autor.papel !== 'Auditor' || !decisao || !movimento.em) continue;
    // The item as it stood right after that decision, as the live notification read it then.
    const para = movimento.para as ItemStatus;
    const aviso = avisoDoMovimento(
      decisao,
      {
        ...item,
        audiStatus: para,
        statusTiss: statusTiss(ITEM_STATUS_TISS[para]),
        audiMotivoStatus: para === 'Negado' ? item.audiMotivoStatus : (movimento.nota ?? null),
      },
      paciente,
    );
    const lida = now.getTime() - movimento.em.getTime() > 7 * DAY_MS;
    await trx
      .insertInto('notificacao')
      .values({
        dentistaId,
        planoTratamentoId: planoId,
        planoTratamentoItemId: itemId,
        ...aviso,
        criadoEm: movimento.em,
        lidaEm: lida ? movimento.em : null,
      })
      .execute();
  }
}
