import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Holidays from 'date-holidays';
import { readCsvFile, seedFile } from '../../plataforma/csv';
import { type Dia, diaEmSaoPaulo, fimDoDia, parseDia, shiftDia } from './dias';
import { ehUrgencia } from './urgencia';

export { type Dia, diaEmSaoPaulo, FUSO } from './dias';

/*
 * Response deadlines of the authorization desk, counted in business days on São Paulo's calendar: a day
 * is a business day from Monday to Friday unless it is a public holiday of Brazil or of the dentist's
 * state (UF), as the date-holidays package lists them. Only holidays of type 'public' count: Carnaval and
 * Corpus Christi are 'bank'/'optional' nationally (pontos facultativos, not holidays by law), observances
 * (Dia das Mães) are not days off. City holidays are not counted: the desk works for the whole state.
 */

/** The 26 states and the Federal District, as date-holidays names them (ISO 3166-2:BR without 'BR-'). */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

export function ehUf(value: string): value is Uf {
  return (UFS as readonly string[]).includes(value);
}

/*
 * Two instances per UF: date-holidays 3.37.0 lets a state's rule for a date hide the national rule of
 * the same date. SP, RJ, AM, MT and others had a state Consciência Negra (20/11) that ended when Lei
 * 14.759/2023 made it national, so `new Holidays('BR', 'SP')` has no 20/11 from 2024 on while
 * `new Holidays('BR')` has it. A day is a holiday when either instance says it is.
 */
const national = new Holidays('BR');
const stateInstances = new Map<Uf, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<Dia>>();

function stateHolidays(uf: Uf): Holidays {
  let instance = stateInstances.get(uf);
  if (!instance) {
    instance = new Holidays('BR', uf);
    stateInstances.set(uf, instance);
  }
  return instance;
}

/** The public holidays (national and of the UF) of a year, as days. */
export function feriadosDoAno(ano: number, uf: Uf): ReadonlySet<Dia> {
  const key = `${uf}:${ano}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    days = new Set(
      [...national.getHolidays(ano), ...stateHolidays(uf).getHolidays(ano)]
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(key, days);
  }
  return days;
}

/** Monday to Friday and not a public holiday of Brazil or of the UF. */
export function ehDiaUtil(dia: Dia, uf: Uf): boolean {
  const [year, month, day] = parseDia(dia);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !feriadosDoAno(year, uf).has(dia);
}

/** The first business day strictly after `dia`. */
export function proximoDiaUtil(dia: Dia, uf: Uf): Dia {
  let next = shiftDia(dia, 1);
  while (!ehDiaUtil(next, uf)) next = shiftDia(next, 1);
  return next;
}

/**
 * The deadline of a request made at `inicio` with `dias` business days: the end (23:59:59.999 in São
 * Paulo) of the `dias`-th business day after the request's day. The request's own day never counts, so a
 * request on a Friday afternoon or on a holiday starts counting on the next business day. With 0 days
 * (urgency) the deadline is `inicio` itself: the answer is owed at once.
 */
export function somarDiasUteis(inicio: Date, dias: number, uf: Uf): Date {
  if (!Number.isInteger(dias) || dias < 0)
    throw new Error(`business days must be a whole number >= 0: ${dias}`);
  if (dias === 0) return new Date(inicio.getTime());
  let day = diaEmSaoPaulo(inicio);
  for (let count = 0; count < dias; count++) day = proximoDiaUtil(day, uf);
  return fimDoDia(day);
}

/**
 * Business days from `a`'s day to `b`'s day (São Paulo): those after `a`'s day up to and including `b`'s.
 * Negative when `b` is before `a`: the days a deadline is overdue. `diasUteisEntre(agora, prazo)` is the
 * days left; `diasUteisEntre(pedido, pausa)` the days used before the clock stopped.
 */
export function diasUteisEntre(a: Date, b: Date, uf: Uf): number {
  const from = diaEmSaoPaulo(a);
  const to = diaEmSaoPaulo(b);
  if (from === to) return 0;
  const [first, last, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let day = shiftDia(first, 1); day <= last; day = shiftDia(day, 1)) {
    if (ehDiaUtil(day, uf)) count++;
  }
  return sign * count;
}

/** How the desk's lists colour a deadline, from the business days left. */
export type FaixaDoPrazo = 'atrasado' | 'vence-hoje' | 'ate-2-dias' | 'no-prazo';

export function faixaDoPrazo(diasRestantes: number): FaixaDoPrazo {
  if (diasRestantes < 0) return 'atrasado';
  if (diasRestantes === 0) return 'vence-hoje';
  if (diasRestantes <= 2) return 'ate-2-dias';
  return 'no-prazo';
}

export const RESPONSE_DEADLINES_CSV = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  'prazos-resposta.csv',
);

/** The default group of prazos-resposta.csv: any TUSS specialty without its own row. */
const DEFAULT_GROUP = 'padrao';

function readDeadlines(): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  for (const row of readCsvFile(RESPONSE_DEADLINES_CSV)) {
    const days = Number(row.dias_uteis);
    if (!Number.isInteger(days) || days < 0) {
      throw new Error(`prazos-resposta.csv: '${row.grupo}' has no whole number of business days`);
    }
    table.set(row.grupo ?? '', days);
  }
  if (!table.has(DEFAULT_GROUP))
    throw new Error(`prazos-resposta.csv: the row '${DEFAULT_GROUP}' is missing`);
  return table;
}

const deadlineByGroup = readDeadlines();

/** TUSS code -> its specialty (tuss-odontologia.csv), the group of the deadline and carência tables. */
export const especialidadeDoTuss: ReadonlyMap<string, string> = new Map(
  readCsvFile(seedFile('tuss-odontologia.csv')).map((row) => [row.codigo ?? '', row.especialidade ?? '']),
);

/** The response deadline of a procedure: urgency at once, otherwise its specialty's business days. */
export function prazoDoProcedimento(tuss: string): { diasUteis: number; urgente: boolean } {
  if (ehUrgencia(tuss)) return { diasUteis: 0, urgente: true };
  const group = especialidadeDoTuss.get(tuss) ?? DEFAULT_GROUP;
  return {
    diasUteis: deadlineByGroup.get(group) ?? deadlineByGroup.get(DEFAULT_GROUP) ?? 7,
    urgente: false,
  };
}
