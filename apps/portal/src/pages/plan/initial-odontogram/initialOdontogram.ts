import type { DentistApi, DentistPaths } from '@odonto/api';
import { dataOf } from '@odonto/api';
import { isToothCondition, type ToothCondition, type ToothConditions } from '@odonto/odontogram';
import { queryOptions } from '@tanstack/react-query';

type Path = DentistPaths['/v2/beneficiario/{numeroCarteira}/odontogramaInicial'];
/** The recorded initial odontogram of a beneficiary, one entry per tooth. */
export type InitialTeeth = Path['get']['responses'][200]['content']['application/json']['data']['dentes'];
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
      ).then((answer) => answer.data.dentes),
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
  ).then((answer) => answer.data.dentes);

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
): InitialOdontogramBody {
  const previous = conditionsOf(before);
  const dentes = Object.entries(conditions).flatMap(([tooth, condicao]) => {
    if (!condicao) return [];
    const idDente = Number(tooth);
    return previous[idDente] === condicao
      ? [{ idDente, condicao }]
      : [{ idDente, condicao, dataRegistro: date }];
  });
  return { dentes: dentes.sort((a, b) => a.idDente - b.idDente) };
}
