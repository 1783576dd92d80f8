import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { ITEM_STATUS_TISS, statusTiss } from './ciclo-de-vida';
import type { ItemStatus } from './schema';

const isItemStatus = (value: string): value is ItemStatus => value in ITEM_STATUS_TISS;

/** The history of a plan's items, oldest first (ItemHistorico), with each author and the answers' files. */
export async function historicoDoPlano(db: Kysely<Database>, planoId: number) {
  const rows = await db
    .selectFrom('planoItemHistorico as h')
    .innerJoin('dentista as a', 'a.id', 'h.autorId')
    .select([
      'h.id',
      'h.planoTratamentoItemId',
      'h.criadoEm',
      'h.autorPapel',
      'a.nome',
      'a.cro',
      'a.uf',
      'h.de',
      'h.para',
      'h.codigoGlosa',
      'h.motivo',
      'h.nota',
      'h.fundamento',
      'h.automatico',
      'h.idsImagem',
      'h.codTuss',
      'h.descricao',
      'h.idDente',
      'h.faces',
      'h.regiao',
    ])
    .where('h.planoTratamentoId', '=', planoId)
    .orderBy('h.id')
    .execute();
  const ids = [...new Set(rows.flatMap((row) => row.idsImagem))];
  const arquivos = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('planoImagem')
            .select(['id', 'nomeArquivoOriginal'])
            .where('id', 'in', ids)
            .execute()
        ).map((row) => [row.id, row.nomeArquivoOriginal]),
  );
  return rows.map((row) => ({
    idHistorico: row.id,
    idProcedimentoItem: row.planoTratamentoItemId,
    procedimento:
      row.codTuss === null || row.descricao === null
        ? null
        : {
            codTuss: row.codTuss,
            descricao: row.descricao,
            idDente: row.idDente,
            faces: row.faces,
            regiao: row.regiao,
          },
    dtEvento: row.criadoEm.toISOString(),
    // An automatic move is the desk's, whoever's request it answered.
    autor: row.automatico
      ? { nome: 'Autorização automática', cro: '', uf: '', papel: 'Sistema' as const }
      : { nome: row.nome, cro: row.cro, uf: row.uf, papel: row.autorPapel },
    de: row.de !== null && isItemStatus(row.de) ? row.de : null,
    para: row.para,
    statusTiss: isItemStatus(row.para) ? statusTiss(ITEM_STATUS_TISS[row.para]) : null,
    codigoGlosa: row.codigoGlosa,
    motivo: row.motivo,
    nota: row.nota,
    fundamento: row.fundamento,
    automatico: row.automatico,
    arquivos: row.idsImagem.flatMap((idImagem) => {
      const nome = arquivos.get(idImagem);
      return nome === undefined ? [] : [{ idImagem, nomeArquivoOriginal: nome }];
    }),
  }));
}
