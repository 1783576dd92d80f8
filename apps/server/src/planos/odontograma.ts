import type { Kysely } from 'kysely';
import type { DentistSchema } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_PLANOS } from './messages';
import { isTooth } from './teeth';

type NovoOdontograma = DentistSchema<'NovoOdontogramaInicial'>;

const today = () => new Date().toISOString().slice(0, 10);

const invalido = (field: string, reason: string) =>
  fieldError(400, field, reason, MSG_PLANOS.odontogramaInvalido);

/**
 * The initial odontogram (situação inicial) of a beneficiary: one condition per tooth with the date it was
 * recorded. It belongs to the beneficiary, not to a plan; only a dentist with a plan for the beneficiary
 * reads or records it, and any other answers as a card that does not exist (404), so cards cannot be probed.
 */
export class OdontogramasIniciais {
  constructor(private readonly db: Kysely<Database>) {}

  /** The beneficiary's id when the caller has a plan for them; 404 otherwise. */
  private async beneficiarioOf(db: Kysely<Database>, caller: Caller, numeroCarteira: string) {
    const row = await db
      .selectFrom('beneficiario as b')
      .select('b.id')
      .where('b.numeroCarteira', '=', numeroCarteira)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('planoTratamento as p')
            .select('p.id')
            .whereRef('p.beneficiarioId', '=', 'b.id')
            .where('p.dentistaId', '=', caller.id),
        ),
      )
      .executeTakeFirst();
    if (!row) throw new ApiError(404, MSG_PLANOS.beneficiarioNaoEncontrado);
    return row.id;
  }

  /** The beneficiary's initial odontogram, whoever asks (the callers check who may see it). */
  async read(
    db: Kysely<Database>,
    beneficiarioId: number,
    numeroCarteira: string,
  ): Promise<DentistSchema<'OdontogramaInicial'>> {
    const rows = await db
      .selectFrom('odontogramaInicial')
      .select(['idDente', 'condicao', 'dataRegistro'])
      .where('beneficiarioId', '=', beneficiarioId)
      .orderBy('idDente')
      .execute();
    return { numeroCarteira, dentes: rows };
  }

  async get(caller: Caller, numeroCarteira: string) {
    return this.read(this.db, await this.beneficiarioOf(this.db, caller, numeroCarteira), numeroCarteira);
  }

  /**
   * Replaces the beneficiary's initial odontogram with the teeth sent; a tooth sent without a date keeps its
   * previous date when its condition did not change, and is dated today otherwise.
   */
  async put(caller: Caller, numeroCarteira: string, novo: NovoOdontograma) {
    const seen = new Set<number>();
    const hoje = today();
    for (const [index, dente] of novo.dentes.entries()) {
      const at = `dentes/${index}`;
      if (!isTooth(dente.idDente))
        throw invalido(`${at}/idDente`, MSG_PLANOS.denteInexistente(dente.idDente));
      if (seen.has(dente.idDente)) {
        throw invalido(`${at}/idDente`, MSG_PLANOS.odontogramaDenteRepetido(dente.idDente));
      }
      if (dente.dataRegistro !== undefined && dente.dataRegistro > hoje) {
        throw invalido(`${at}/dataRegistro`, MSG_PLANOS.odontogramaDataFutura(dente.idDente));
      }
      seen.add(dente.idDente);
    }
    return this.db.transaction().execute(async (trx) => {
      const beneficiarioId = await this.beneficiarioOf(trx, caller, numeroCarteira);
      // Replacing is delete-then-insert: two replacements at once for a beneficiary with no tooth recorded
      // locked no row below, and the later insert broke the primary key (a 500, found by the hostile
      // requests on PostgreSQL). The beneficiary's row puts them one after the other; NO KEY leaves plans
      // being created for the beneficiary (their foreign key) free to go on.
      await trx
        .selectFrom('beneficiario')
        .select('id')
        .where('id', '=', beneficiarioId)
        .forNoKeyUpdate()
        .execute();
      const before = await trx
        .selectFrom('odontogramaInicial')
        .select(['idDente', 'condicao', 'dataRegistro'])
        .where('beneficiarioId', '=', beneficiarioId)
        .forUpdate()
        .execute();
      const previous = new Map(before.map((row) => [row.idDente, row]));
      await trx.deleteFrom('odontogramaInicial').where('beneficiarioId', '=', beneficiarioId).execute();
      if (novo.dentes.length > 0) {
        await trx
          .insertInto('odontogramaInicial')
          .values(
            novo.dentes.map((dente) => {
              const kept = previous.get(dente.idDente);
              const unchanged = kept !== undefined && kept.condicao === dente.condicao;
              return {
                beneficiarioId,
                idDente: dente.idDente,
                condicao: dente.condicao,
                dataRegistro: dente.dataRegistro ?? (unchanged ? kept.dataRegistro : hoje),
                dentistaId: caller.id,
              };
            }),
          )
          .execute();
      }
      return this.read(trx, beneficiarioId, numeroCarteira);
    });
  }
}
