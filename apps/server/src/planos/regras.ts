import { JUSTIFICATIVA_MIN_LENGTH } from '@odonto/contract';
import { type Kysely, sql } from 'kysely';
import { ITEM_SITE_COLUMNS, type LocalDoItem } from '../ciclo-de-vida/local-do-item';
import type { DentistSchema } from '../contract';
import { textoDoCodigo } from '../mesa-de-autorizacao/codigos-por-decisao';
import { problemasDeElegibilidade } from '../mesa-de-autorizacao/elegibilidade';
import type { Database } from '../plataforma/banco/schema';
import { ApiError, fieldError } from '../plataforma/errors';
import {
  type CondicaoInicial,
  type ContextoValidacao,
  type ItemDoPlano,
  type ItemProcedimento,
  type ProblemaItem,
  validateItem,
} from '../regras-de-procedimento';
import { MSG_PLANOS } from './messages';
import { dentesParaRegras } from './situacao-inicial';
import { facesProblem, isTooth } from './teeth';

type NovoItem = DentistSchema<'NovoPlanoTratamentoItem'>;

/** Where an item is, as stored: tooth and faces, or one Tabela 42 region field (absent ones null). */
const text = (value: string | null | undefined) => {
  const trimmed = value?.trim().toUpperCase();
  return trimmed ? trimmed : null;
};

/** The item's site as sent, trimmed and upper-cased; blank fields are absent. */
export function localDoItem(novo: NovoItem): LocalDoItem {
  return {
    idDente: novo.idDente ?? null,
    faces: text(novo.faces),
    arcada: text(novo.arcada),
    hemiArcada: text(novo.hemiArcada),
    sextante: text(novo.sextante),
    regiao: text(novo.regiao),
  };
}

/**
 * What cannot be read at all (400, before the rules): a tooth that does not exist, a face the tooth does not
 * have, a face repeated. Whether the procedure wants a tooth or faces there is for the rules (422).
 */
export function localProblem(local: LocalDoItem): string | null {
  if (local.idDente === null) return null;
  if (local.faces === null) return isTooth(local.idDente) ? null : MSG_PLANOS.denteInexistente(local.idDente);
  return facesProblem(local.idDente, local.faces, MSG_PLANOS);
}

/** A 400 of item creation and validation; `campo` names the payload field at fault (`invalid-params`). */
export const itemInvalido = (reason: string, campo?: string) =>
  campo === undefined
    ? new ApiError(400, MSG_PLANOS.itemFaltaInformacoes, { errors: [reason] })
    : fieldError(400, campo, reason, MSG_PLANOS.itemFaltaInformacoes);

/** localProblem's field: the tooth when it does not exist, else the faces. */
export function localProblemField(local: LocalDoItem): 'idDente' | 'faces' | null {
  if (local.idDente === null) return null;
  return local.faces === null || !isTooth(local.idDente) ? 'idDente' : 'faces';
}

/** Why an item's site cannot be read, and the field at fault. */
export interface SiteProblem {
  reason: string;
  campo: 'idDente' | 'faces';
}

/** localProblem with its field, as item creation and validation answer it (`invalid-params`). */
export function siteProblem(local: LocalDoItem): SiteProblem | null {
  const reason = localProblem(local);
  const campo = localProblemField(local);
  return reason && campo ? { reason, campo } : null;
}

/**
 * What the rules need to know of a plan's beneficiary: the initial odontogram (the plan's, or the latest the
 * caller recorded), the birth date, the items of the plan, and what was performed in the caller's other plans
 * for that beneficiary (repetition intervals, extracted teeth). Other dentists' plans and initial situations
 * are not read: their treatments are not the caller's to see, not even through a glosa's wording.
 */
export async function contextoDoPlano(
  db: Kysely<Database>,
  planoId: number,
  dentistaId: number,
  /** An item already stored that is being checked: left out of the others. */
  itemId?: number,
): Promise<ContextoDoItem> {
  const { beneficiarioId } = await db
    .selectFrom('planoTratamento')
    .select('beneficiarioId')
    .where('id', '=', planoId)
    .executeTakeFirstOrThrow();
  return contextoDoBeneficiario(db, beneficiarioId, planoId, dentistaId, itemId);
}

/**
 * The same for a beneficiary's plan, or (planoId null) for the first item of a plan not created yet: then the
 * others are only what was performed in the caller's plans for that beneficiary.
 */
export async function contextoDoBeneficiario(
  db: Kysely<Database>,
  beneficiarioId: number,
  planoId: number | null,
  dentistaId: number,
  itemId?: number,
): Promise<ContextoDoItem> {
  const [{ dataNascimento, ...elegibilidade }, dentes, itens] = await Promise.all([
    db
      .selectFrom('beneficiario')
      .select(['dataNascimento', 'nomeProduto as produto', 'dataInclusao', 'validadeCarteira'])
      .where('id', '=', beneficiarioId)
      .executeTakeFirstOrThrow(),
    dentesParaRegras(db, beneficiarioId, planoId, dentistaId),
    db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .select([
        'pr.tuss',
        ...ITEM_SITE_COLUMNS,
        'i.status',
        'i.criadoEm',
        sql<
          string | null
        >`(select max(a.data_realizacao) from ato a where a.plano_tratamento_item_id = i.id)`.as(
          'realizadoEm',
        ),
      ])
      .where('p.beneficiarioId', '=', beneficiarioId)
      .where('p.dentistaId', '=', dentistaId)
      .where((eb) =>
        planoId === null
          ? eb('i.status', '=', 'Realizado')
          : eb.or([eb('p.id', '=', planoId), eb('i.status', '=', 'Realizado')]),
      )
      .$if(itemId !== undefined, (query) => query.where('i.id', '!=', itemId as number))
      .execute(),
  ]);
  const outrosItens: ItemDoPlano[] = itens.map((item) => ({
    codTuss: item.tuss,
    idDente: item.idDente,
    faces: item.faces,
    arcada: item.arcada,
    hemiArcada: item.hemiArcada,
    sextante: item.sextante,
    regiao: item.regiao,
    audiStatus: item.status,
    data: item.realizadoEm ?? item.criadoEm.toISOString().slice(0, 10),
  }));
  return {
    situacaoInicial: new Map(dentes.map((dente) => [dente.idDente, dente.condicao as CondicaoInicial])),
    outrosItens,
    dataNascimento,
    elegibilidade,
  };
}

/** What eligibility reads of the beneficiary (issue #30): product, inclusion date and card validity. */
export interface DadosDeElegibilidade {
  produto: string;
  dataInclusao: string;
  validadeCarteira: string;
}

/**
 * What an item is checked against: the procedure rules' context and the beneficiary's eligibility (left out
 * when the caller may not read it: contextoSemFatos).
 */
export type ContextoDoItem = ContextoValidacao & { elegibilidade?: DadosDeElegibilidade };

/**
 * The context of a card whose beneficiary has no plan of the caller's: nothing stored about them (no
 * initial odontogram, no birth date, no items, no eligibility), so the rules judge only what the request
 * carries. Whoever names a card has not been shown that beneficiary's health data, and the validation must
 * not be the way to read it (issue #33: 'O dente 18 consta como ausente' to any dentist for any card).
 */
export function contextoSemFatos(): ContextoDoItem {
  return { situacaoInicial: new Map(), outrosItens: [], dataNascimento: null };
}

/** Whether the dentist has a plan, in any status, for the beneficiary: the plan made them the dentist's patient. */
export async function temPlanoPara(
  db: Kysely<Database>,
  dentistaId: number,
  beneficiarioId: number,
): Promise<boolean> {
  const plano = await db
    .selectFrom('planoTratamento')
    .select('id')
    .where('dentistaId', '=', dentistaId)
    .where('beneficiarioId', '=', beneficiarioId)
    .limit(1)
    .executeTakeFirst();
  return plano !== undefined;
}

/**
 * The glosas the item would receive (GlosaPrevista of the contract): the procedure rules', then the
 * beneficiary's eligibility at `agora` (expired card 1017, carência 1410, coverage 3109/1420), which predict
 * and never block: the operator decides (docs/product-rules.md#authorization-desk).
 */
export function glosasPrevistas(
  codTuss: string,
  local: LocalDoItem,
  contexto: ContextoDoItem,
  agora = new Date(),
): DentistSchema<'GlosaPrevista'>[] {
  const item: ItemProcedimento = { codTuss, ...local };
  const regras = validateItem(item, contexto).map(
    ({ code, text: descricao, fix, campo, bloqueante }: ProblemaItem) => ({
      codigo: code,
      descricao,
      correcao: fix,
      ...(campo === undefined ? {} : { campo }),
      bloqueante,
    }),
  );
  const elegibilidade =
    contexto.elegibilidade === undefined
      ? []
      : problemasDeElegibilidade({ ...contexto.elegibilidade, tuss: codTuss, em: agora }).map((problema) => ({
          codigo: problema.codigo,
          descricao: textoDoCodigo(problema.codigo) ?? problema.mensagem,
          correcao: problema.mensagem,
          bloqueante: false,
        }));
  return [...regras, ...elegibilidade];
}

/** The shortest technical justification the server takes (issue #29): JustificativaTecnica's `x-min-length`. */
export const JUSTIFICATIVA_MIN = JUSTIFICATIVA_MIN_LENGTH;

/**
 * The justification sent with an item, trimmed; null when absent or blank. One given but shorter than
 * JUSTIFICATIVA_MIN is a 400 on its field, whether or not the rules predict a glosa.
 */
export function justificativaDo(novo: { justificativa?: string | undefined }): string | null {
  const texto = novo.justificativa?.trim() ?? '';
  if (texto === '') return null;
  if (texto.length < JUSTIFICATIVA_MIN) throw itemInvalido(MSG_PLANOS.justificativaCurta, 'justificativa');
  return texto;
}

/**
 * Whether an item may be created with its predicted glosas: refused (422) when one of them says the item
 * cannot be read, or when there are glosas and no justification; otherwise the glosas go with the item.
 */
export function conferirGlosas(glosas: DentistSchema<'GlosaPrevista'>[], justificativa: string | null): void {
  const bloqueantes = glosas.filter((glosa) => glosa.bloqueante);
  if (bloqueantes.length > 0) throw itemRecusado(bloqueantes);
  if (glosas.length > 0 && justificativa === null) throw itemRecusado(glosas, { semJustificativa: true });
}

/**
 * The 422 of item creation: one sentence per glosa in `errors`, the glosas themselves in `glosas`, and the
 * same sentence under the item field of each glosa that is about one (`invalid-params`). Refused only for
 * the want of a justification, `justificativa` is named too.
 */
export function itemRecusado(
  glosas: DentistSchema<'GlosaPrevista'>[],
  { semJustificativa = false } = {},
): ApiError {
  const porGlosa = glosas.map((glosa) => MSG_PLANOS.glosaPrevista(glosa.codigo, glosa.correcao));
  const invalidParams = glosas.flatMap((glosa, index) =>
    glosa.campo === undefined ? [] : [{ name: glosa.campo, reason: porGlosa[index] ?? glosa.correcao }],
  );
  if (!semJustificativa) {
    return new ApiError(422, MSG_PLANOS.itemComGlosa, {
      errors: porGlosa,
      fields: { glosas },
      invalidParams,
    });
  }
  const falta = MSG_PLANOS.justificativaObrigatoria;
  return new ApiError(422, MSG_PLANOS.itemSemJustificativa, {
    errors: [...porGlosa, falta],
    fields: { glosas },
    invalidParams: [...invalidParams, { name: 'justificativa', reason: falta }],
  });
}
