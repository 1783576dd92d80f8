import type { DentistApi, DentistPaths } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { isToothCondition, type ToothCondition, type ToothConditions } from '@odonto/odontogram';
import { queryOptions } from '@tanstack/react-query';

type Path = DentistPaths['/v2/beneficiario/{numeroCarteira}/odontogramaInicial'];
/** The latest version of a beneficiary's initial situation: number, author, date, answers and teeth. */
export type InitialVersion = Path['get']['responses'][200]['content']['application/json']['data'];
/** The recorded initial odontogram of a beneficiary, one entry per tooth. */
export type InitialTeeth = InitialVersion['dentes'];
/** The initial situation a plan carries (GET /v2/planoTratamento/{id}/situacaoInicial). */
export type PlanSituation =
  DentistPaths['/v2/planoTratamento/{id}/situacaoInicial']['get']['responses'][200]['content']['application/json']['data'];

/** The 32 permanent positions (18..11, 21..28, 38..31, 41..48). */
export const PERMANENT_POSITIONS = [1, 2, 3, 4].flatMap((q) =>
  [1, 2, 3, 4, 5, 6, 7, 8].map((p) => q * 10 + p),
);

/** The positions with no record of their permanent tooth nor (positions 1-5) of its deciduous predecessor. */
export const unrecordedPositions = (recorded: Iterable<number>): number[] => {
  const set = new Set(recorded);
  return PERMANENT_POSITIONS.filter((tooth) => !set.has(tooth) && !(tooth % 10 <= 5 && set.has(tooth + 40)));
};

/** The plan's initial situation: its frozen version and what changed since. */
export const planSituationQuery = (dentistApi: DentistApi, id: number) =>
  queryOptions({
    queryKey: ['situacaoInicialDoPlano', id],
    queryFn: ({ signal }) =>
      dataOf(
        dentistApi.GET('/v2/planoTratamento/{id}/situacaoInicial', { params: { path: { id } }, signal }),
      ).then((answer) => answer.data),
  });
/** The PUT's body: the whole initial odontogram. */
export type InitialOdontogramBody = Path['put']['requestBody']['content']['application/json'];

/** The initial odontogram of the beneficiary with this card (GET .../odontogramaInicial). */
export const initialOdontogramQuery = (dentistApi: DentistApi, numeroCarteira: string) =>
  queryOptions({
    queryKey: ['odontogramaInicial', numeroCarteira],
    queryFn: ({ signal }) =>
      dataOf(
        dentistApi.GET('/v2/beneficiario/{numeroCarteira}/odontogramaInicial', {
          params: { path: { numeroCarteira } },
          signal,
        }),
      ).then((answer) => answer.data),
  });

/** Records the whole initial odontogram (PUT .../odontogramaInicial); resolves to what was recorded. */
export const saveInitialOdontogram = (
  dentistApi: DentistApi,
  numeroCarteira: string,
  body: InitialOdontogramBody,
) =>
  dataOf(
    dentistApi.PUT('/v2/beneficiario/{numeroCarteira}/odontogramaInicial', {
      params: { path: { numeroCarteira } },
      body,
    }),
  ).then((answer) => answer.data);

/** The chart's conditions of the recorded teeth. */
export function conditionsOf(teeth: InitialTeeth): ToothConditions {
  const conditions: Partial<Record<number, ToothCondition>> = {};
  for (const { idDente, condicao } of teeth) if (isToothCondition(condicao)) conditions[idDente] = condicao;
  return conditions;
}

/** The last date anything was recorded ('2026-11-02'), or null when nothing was. */
export const lastRecorded = (teeth: InitialTeeth): string | null =>
  teeth.reduce<string | null>(
    (last, tooth) => (last && last > tooth.dataRegistro ? last : tooth.dataRegistro),
    null,
  );

/**
 * The PUT body for the chart's conditions: every tooth with a condition; a tooth whose condition changed or
 * is new carries `date`, an unchanged one none, so the server keeps its earlier date.
 */
export function initialOdontogramBody(
  before: InitialTeeth,
  conditions: ToothConditions,
  date: string,
  notEvaluated: readonly number[] = [],
): InitialOdontogramBody {
  const previous = conditionsOf(before);
  const dentes = Object.entries(conditions).flatMap(([tooth, condicao]) => {
    if (!condicao) return [];
    const idDente = Number(tooth);
    return previous[idDente] === condicao
      ? [{ idDente, condicao }]
      : [{ idDente, condicao, dataRegistro: date }];
  });
  const previousN = new Set(before.filter((tooth) => tooth.condicao === 'N').map((tooth) => tooth.idDente));
  const n = notEvaluated
    .filter((idDente) => !conditions[idDente])
    .map((idDente) =>
      previousN.has(idDente)
        ? { idDente, condicao: 'N' as const }
        : { idDente, condicao: 'N' as const, dataRegistro: date },
    );
  return { dentes: [...dentes, ...n].sort((a, b) => a.idDente - b.idDente) };
}
