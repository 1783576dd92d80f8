import type { Kysely } from 'kysely';
import type { DentistSchema } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import type { Caller } from '../plataforma/identidade';
import { MSG_PLANOS } from './messages';
import {
  congelarNosPlanosSemVersao,
  lerVersao,
  situacaoInicialDoPlano,
  ultimaVersaoId,
  type VersaoSituacaoInicial,
} from './situacao-inicial';
import { isTooth } from './teeth';

type NovoOdontograma = DentistSchema<'NovoOdontogramaInicial'>;

const today = () => new Date().toISOString().slice(0, 10);

const invalido = (field: string, reason: string) =>
  fieldError(400, field, reason, MSG_PLANOS.odontogramaInvalido);

/**
 * The initial odontogram (situação inicial) of a beneficiary, kept as versions (situacao-inicial.ts): each PUT
 * records a new version with the caller as author and changes no earlier one; each plan carries the version
 * frozen for it. Each dentist keeps a line of versions of their own, numbered 1..n
 * (docs/product-rules.md#initial-situation): one dentist reads, records and plans from their own versions
 * only. Only a dentist with a plan for the beneficiary reads or records it, and any other answers as a card
 * that does not exist (404), so cards cannot be probed.
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

  /** The latest version the caller recorded for the beneficiary (empty when none): another's is not theirs. */
  async get(caller: Caller, numeroCarteira: string): Promise<VersaoSituacaoInicial> {
    const beneficiarioId = await this.beneficiarioOf(this.db, caller, numeroCarteira);
    return lerVersao(this.db, await ultimaVersaoId(this.db, beneficiarioId, caller.id), numeroCarteira);
  }

  /** A plan's initial situation whoever asks (the audit console); the plan must exist. */
  async situacaoDoPlano(planoId: number) {
    const situacao = await situacaoInicialDoPlano(this.db, planoId);
    if (!situacao) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    return situacao;
  }

  /** The caller's plan's initial situation (situacaoInicialDoPlano); 404 when the plan is not the caller's. */
  async doPlano(caller: Caller, planoId: number) {
    const owned = await this.db
      .selectFrom('planoTratamento')
      .select('id')
      .where('id', '=', planoId)
      .where('dentistaId', '=', caller.id)
      .executeTakeFirst();
    const situacao = owned ? await situacaoInicialDoPlano(this.db, planoId) : null;
    if (!situacao) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    return situacao;
  }

  /**
   * Records a new version with the teeth and answers sent, the caller as author, numbered after the caller's
   * previous one; a tooth sent without a date keeps its date in the caller's previous version when its
   * condition did not change, and is dated today otherwise. The caller's plans for the beneficiary that have
   * items and no version yet take this one; no other dentist's plan does.
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
      // Two records at once for a beneficiary would take the same number: the beneficiary's row puts them one
      // after the other; NO KEY leaves plans being created for the beneficiary (their foreign key) free to go on.
      await trx
        .selectFrom('beneficiario')
        .select('id')
        .where('id', '=', beneficiarioId)
        .forNoKeyUpdate()
        .execute();
      const anterior = await trx
        .selectFrom('situacaoInicialVersao')
        .select(['id', 'numero'])
        .where('beneficiarioId', '=', beneficiarioId)
        .where('dentistaId', '=', caller.id)
        .orderBy('numero', 'desc')
        .limit(1)
        .executeTakeFirst();
      const before = anterior
        ? await trx
            .selectFrom('situacaoInicialDente')
            .select(['idDente', 'condicao', 'dataRegistro'])
            .where('versaoId', '=', anterior.id)
            .execute()
        : [];
      const previous = new Map(before.map((row) => [row.idDente, row]));
      const { id: versaoId } = await trx
        .insertInto('situacaoInicialVersao')
        .values({
          beneficiarioId,
          numero: (anterior?.numero ?? 0) + 1,
          dentistaId: caller.id,
          doencaPeriodontal: novo.doencaPeriodontal ?? null,
          alteracaoTecidoMole: novo.alteracaoTecidoMole ?? null,
          observacao:
            novo.observacao === undefined || novo.observacao === null ? null : novo.observacao.trim(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (novo.dentes.length > 0) {
        await trx
          .insertInto('situacaoInicialDente')
          .values(
            novo.dentes.map((dente) => {
              const kept = previous.get(dente.idDente);
              const unchanged = kept !== undefined && kept.condicao === dente.condicao;
              return {
                versaoId,
                idDente: dente.idDente,
                condicao: dente.condicao,
                dataRegistro: dente.dataRegistro ?? (unchanged ? kept.dataRegistro : hoje),
              };
            }),
          )
          .execute();
      }
      await congelarNosPlanosSemVersao(trx, beneficiarioId, versaoId, caller.id);
      return lerVersao(trx, versaoId, numeroCarteira);
    });
  }
}
