import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../plataforma/banco/prepared';
import type { Database } from '../plataforma/banco/schema';
import { MSG_AUDITORIA } from './messages';
import { RetryLater } from './retry-later';
import type { OperacaoAcesso } from './schema';

/** One beneficiary shown to a dentist, or a search that found nobody (`numeroCarteira` searched or null). */
export interface BeneficiaryAccessEntry {
  dentistaId: number;
  operacao: OperacaoAcesso;
  numeroCarteira: string | null;
  planoId?: number | null;
  ip: string;
  /**
   * The beneficiary's id when the caller has already read it (the plan list's rows carry it); left out,
   * it is resolved from the card number in the insert.
   */
  beneficiarioId?: number | null;
}

/** Registry searches count towards the hourly quota; opening one's own plans does not. */
const LOOKUPS: OperacaoAcesso[] = ['busca_carteira', 'busca_cpf'];

/**
 * The beneficiary access trail (LGPD art. 11: health data): who saw which beneficiary, how, when and from
 * where, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Card numbers are sequential, so any
 * account could walk the registry: registry searches are limited per dentist and hour.
 */
export class BeneficiaryAccess {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lookupsPerHour: number,
  ) {}

  /**
   * Throws a 429 when the dentist has used the hour's lookups, with the seconds until the lookup that
   * filled the quota leaves the window (refused lookups are not recorded, so one more is then allowed).
   * Reads at most `lookupsPerHour` entries of acesso_beneficiario_consultas_idx (migration 011), whose
   * predicate the literal operations below match. An infinite quota (bench/server.ts) reads nothing.
   */
  async admitLookup(dentistaId: number): Promise<void> {
    if (!Number.isFinite(this.lookupsPerHour)) return;
    const filling = await this.db
      .selectFrom('acessoBeneficiario')
      .select(
        sql<number>`ceil(extract(epoch from criado_em + interval '1 hour' - now()))::int`.as('secondsLeft'),
      )
      .where('dentistaId', '=', dentistaId)
      .where(sql<boolean>`operacao in (${sql.join(LOOKUPS.map((operacao) => sql.lit(operacao)))})`)
      .where('criadoEm', '>', sql<Date>`now() - interval '1 hour'`)
      .orderBy('criadoEm', 'desc')
      .offset(this.lookupsPerHour - 1)
      .limit(1)
      .executeTakeFirst();
    if (filling) throw new RetryLater(MSG_AUDITORIA.limiteConsultas, Math.max(1, filling.secondsLeft));
  }

  /**
   * Records the entries in one statement; a beneficiary id the entry does not carry is resolved from the
   * card number in that statement. One SQL text whatever the number of entries (arrays unnested), prepared
   * once: every plan list page and plan read writes here.
   */
  async record(entries: readonly BeneficiaryAccessEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await insertEntries(this.db, {
      dentistaIds: entries.map((entry) => entry.dentistaId),
      operacoes: entries.map((entry) => entry.operacao),
      numerosCarteira: entries.map((entry) => entry.numeroCarteira),
      planoIds: entries.map((entry) => entry.planoId ?? null),
      ips: entries.map((entry) => entry.ip),
      beneficiarioIds: entries.map((entry) => entry.beneficiarioId ?? null),
      resolver: entries.map((entry) => entry.beneficiarioId === undefined && entry.numeroCarteira !== null),
    });
  }
}

/** The columns of the entries of one record() call, one array each, in the entries' order. */
interface EntryArrays extends Record<string, unknown> {
  dentistaIds: number[];
  operacoes: OperacaoAcesso[];
  numerosCarteira: (string | null)[];
  planoIds: (number | null)[];
  ips: string[];
  beneficiarioIds: (number | null)[];
  /** Whether the beneficiary id is to be looked up by the card number. */
  resolver: boolean[];
}

// The card is compared as bpchar, the column's type (char(17)): compared as text, the column would be cast and
// the unique index missed: a sequential scan of the registry, whose estimated cost also switched JIT on (about
// 200 ms a statement on the scale data).
const insertEntries = preparedQuery<Database, EntryArrays, never>((db, param) =>
  sql<never>`
      insert into acesso_beneficiario (dentista_id, operacao, numero_carteira, plano_id, ip, beneficiario_id)
      select e.dentista_id, e.operacao, e.numero_carteira, e.plano_id, e.ip,
             case when e.resolver
               then (select b.id from beneficiario b where b.numero_carteira = e.numero_carteira::bpchar)
               else e.beneficiario_id end
      from unnest(${param('dentistaIds')}::int[], ${param('operacoes')}::text[], ${param('numerosCarteira')}::text[],
                  ${param('planoIds')}::int[], ${param('ips')}::text[], ${param('beneficiarioIds')}::int[],
                  ${param('resolver')}::boolean[])
        with ordinality as e(dentista_id, operacao, numero_carteira, plano_id, ip, beneficiario_id, resolver, n)
      order by e.n`.compile(db),
);

/** A dentist's beneficiary access trail for the data export, newest first (at most `limit` entries). */
export async function beneficiaryAccessOf(db: Kysely<Database>, dentistaId: number, limit: number) {
  const rows = await db
    .selectFrom('acessoBeneficiario')
    .select(['criadoEm', 'operacao', 'numeroCarteira', 'planoId', 'ip'])
    .where('dentistaId', '=', dentistaId)
    .orderBy('criadoEm', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, criadoEm: row.criadoEm.toISOString() }));
}
