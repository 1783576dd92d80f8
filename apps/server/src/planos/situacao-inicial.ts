import { alteracoesEntre, completudeDaSituacaoInicial, type VersaoSituacaoInicial } from '@odonto/contract';
import type { Kysely } from 'kysely';
import type { DentistSchema } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import type { CondicaoSituacaoInicial } from './schema';

export {
  type AlteracoesSituacaoInicial,
  alteracoesEntre,
  type Completude,
  completudeDaSituacaoInicial,
  deciduoDe,
  POSICOES_PERMANENTES,
  type RespostaSituacaoInicial,
  type VersaoSituacaoInicial,
} from '@odonto/contract';

/**
 * The id of the latest version the dentist recorded for the beneficiary, or null when they recorded none.
 * Each dentist's versions are their own line (docs/product-rules.md#initial-situation): another dentist's
 * record never becomes what this dentist's plans show, and is not this dentist's to read.
 */
export async function ultimaVersaoId(
  db: Kysely<Database>,
  beneficiarioId: number,
  dentistaId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('situacaoInicialVersao')
    .select('id')
    .where('beneficiarioId', '=', beneficiarioId)
    .where('dentistaId', '=', dentistaId)
    .orderBy('numero', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A version with its author's name and its teeth; with no id, the empty answer of nothing recorded. */
export async function lerVersao(
  db: Kysely<Database>,
  versaoId: number | null,
  numeroCarteira: string,
): Promise<VersaoSituacaoInicial> {
  const row =
    versaoId === null
      ? undefined
      : await db
          .selectFrom('situacaoInicialVersao as v')
          .innerJoin('dentista as d', 'd.id', 'v.dentistaId')
          .select([
            'v.numero',
            'v.criadoEm',
            'd.nome',
            'v.doencaPeriodontal',
            'v.alteracaoTecidoMole',
            'v.observacao',
          ])
          .where('v.id', '=', versaoId)
          .executeTakeFirst();
  if (!row || versaoId === null) {
    return {
      numeroCarteira,
      versao: null,
      registradoPor: null,
      registradoEm: null,
      doencaPeriodontal: null,
      alteracaoTecidoMole: null,
      observacao: null,
      dentes: [],
    };
  }
  const dentes = await db
    .selectFrom('situacaoInicialDente')
    .select(['idDente', 'condicao', 'dataRegistro'])
    .where('versaoId', '=', versaoId)
    .orderBy('idDente')
    .execute();
  return {
    numeroCarteira,
    versao: row.numero,
    registradoPor: row.nome,
    registradoEm: row.criadoEm.toISOString(),
    doencaPeriodontal: row.doencaPeriodontal,
    alteracaoTecidoMole: row.alteracaoTecidoMole,
    observacao: row.observacao,
    dentes,
  };
}

/**
 * Freezes for the plan the latest version its own dentist recorded, when the plan carries none yet; called
 * when an item is added (createItem), inside its transaction. With nothing recorded by that dentist the plan
 * stays unfrozen: the first version they record while it has items is frozen for it
 * (congelarNosPlanosSemVersao, from the PUT).
 */
export async function congelarSituacaoInicial(trx: Kysely<Database>, planoId: number): Promise<void> {
  await trx
    .updateTable('planoTratamento as p')
    .set((eb) => ({
      situacaoInicialVersaoId: eb
        .selectFrom('situacaoInicialVersao as v')
        .select('v.id')
        .whereRef('v.beneficiarioId', '=', 'p.beneficiarioId')
        .whereRef('v.dentistaId', '=', 'p.dentistaId')
        .orderBy('v.numero', 'desc')
        .limit(1),
    }))
    .where('p.id', '=', planoId)
    .where('p.situacaoInicialVersaoId', 'is', null)
    .execute();
}

/** Whether a stored version is complete for a GTO (completudeDaSituacaoInicial). */
async function versaoCompleta(db: Kysely<Database>, versaoId: number): Promise<boolean> {
  const [versao, dentes] = await Promise.all([
    db
      .selectFrom('situacaoInicialVersao')
      .select(['doencaPeriodontal', 'alteracaoTecidoMole'])
      .where('id', '=', versaoId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('situacaoInicialDente')
      .select(['idDente', 'condicao', 'dataRegistro'])
      .where('versaoId', '=', versaoId)
      .execute(),
  ]);
  return completudeDaSituacaoInicial({ ...versao, dentes }).completa;
}

/**
 * Gives a version newly recorded by a dentist to that dentist's plans for the beneficiary that have items and
 * no version yet, and to those whose version is incomplete: an incomplete version can issue no GTO
 * (completudeDaSituacaoInicial), so it was never evidence of a guide, and keeping it would leave the plan
 * unable to issue one. A complete version, once frozen for a plan, stays; another dentist's plans are never
 * touched (issue #33: a throwaway plan let any dentist replace what another dentist's plan showed).
 */
export async function congelarNosPlanosSemVersao(
  trx: Kysely<Database>,
  beneficiarioId: number,
  versaoId: number,
  dentistaId: number,
): Promise<void> {
  const planos = await trx
    .selectFrom('planoTratamento as p')
    .select(['p.id', 'p.situacaoInicialVersaoId'])
    .where('p.beneficiarioId', '=', beneficiarioId)
    .where('p.dentistaId', '=', dentistaId)
    .where('p.situacaoInicialVersaoId', 'is distinct from', versaoId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('planoTratamentoItem as i').select('i.id').whereRef('i.planoTratamentoId', '=', 'p.id'),
      ),
    )
    .execute();
  const completas = new Map<number, boolean>();
  const substituir: number[] = [];
  for (const plano of planos) {
    const atual = plano.situacaoInicialVersaoId;
    if (atual !== null) {
      if (!completas.has(atual)) completas.set(atual, await versaoCompleta(trx, atual));
      if (completas.get(atual)) continue;
    }
    substituir.push(plano.id);
  }
  if (substituir.length === 0) return;
  await trx
    .updateTable('planoTratamento')
    .set({ situacaoInicialVersaoId: versaoId })
    .where('id', 'in', substituir)
    .execute();
}

/**
 * The teeth the procedure rules read for a plan of the dentist's (or, planoId null, a plan not created yet):
 * its frozen version's when it has one, else the latest the dentist recorded; teeth not evaluated (N) say
 * nothing and are left out.
 */
export async function dentesParaRegras(
  db: Kysely<Database>,
  beneficiarioId: number,
  planoId: number | null,
  dentistaId: number,
): Promise<{ idDente: number; condicao: Exclude<CondicaoSituacaoInicial, 'N'> }[]> {
  const congelada =
    planoId === null
      ? null
      : ((
          await db
            .selectFrom('planoTratamento')
            .select('situacaoInicialVersaoId')
            .where('id', '=', planoId)
            .executeTakeFirst()
        )?.situacaoInicialVersaoId ?? null);
  const versaoId = congelada ?? (await ultimaVersaoId(db, beneficiarioId, dentistaId));
  if (versaoId === null) return [];
  const rows = await db
    .selectFrom('situacaoInicialDente')
    .select(['idDente', 'condicao'])
    .where('versaoId', '=', versaoId)
    .execute();
  return rows.flatMap(({ idDente, condicao }) => (condicao === 'N' ? [] : [{ idDente, condicao }]));
}

export type SituacaoInicialDoPlano = DentistSchema<'SituacaoInicialDoPlano'>;

/**
 * The initial situation a plan's guide carries: the version frozen for the plan, or the latest its dentist
 * recorded when none is (`congelada` false); whether it is complete for a GTO (completudeDaSituacaoInicial)
 * and what changed since, when the plan's dentist recorded a later version (another dentist's versions are
 * not this plan's: docs/product-rules.md#initial-situation). Null when the plan does not exist. Checks no ownership: the
 * callers do (the GTO export, the dentist's plan, the audit console).
 */
export async function situacaoInicialDoPlano(
  db: Kysely<Database>,
  planoId: number,
): Promise<SituacaoInicialDoPlano | null> {
  const plano = await db
    .selectFrom('planoTratamento as p')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select(['p.id', 'p.beneficiarioId', 'p.dentistaId', 'p.situacaoInicialVersaoId', 'b.numeroCarteira'])
    .where('p.id', '=', planoId)
    .executeTakeFirst();
  if (!plano) return null;
  const ultimaId = await ultimaVersaoId(db, plano.beneficiarioId, plano.dentistaId);
  const versaoId = plano.situacaoInicialVersaoId ?? ultimaId;
  const versao = await lerVersao(db, versaoId, plano.numeroCarteira);
  const ultima = ultimaId === versaoId ? versao : await lerVersao(db, ultimaId, plano.numeroCarteira);
  return {
    idPlanoTratamento: plano.id,
    congelada: plano.situacaoInicialVersaoId !== null,
    versao,
    ...completudeDaSituacaoInicial(versao),
    versaoMaisRecente: ultima.versao,
    alteracoesDesde:
      ultima.versao !== null && ultima.versao !== versao.versao
        ? alteracoesEntre(versao, { ...ultima, versao: ultima.versao })
        : null,
  };
}
