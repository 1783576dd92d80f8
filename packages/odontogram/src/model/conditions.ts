/** A TISS initial situation of a tooth (dm_condicaoClinica): Ausente, Extração Indicada, Hígido, Cariado, Restaurado. */
export type ToothCondition = 'A' | 'E' | 'H' | 'C' | 'R';

/** Each tooth's initial situation, by FDI number; teeth left out have none recorded. */
export type ToothConditions = Readonly<Partial<Record<number, ToothCondition>>>;

/** The five codes in TISS order. */
export const CONDITIONS: readonly ToothCondition[] = ['A', 'E', 'H', 'C', 'R'];

/** Official TISS description of each initial situation. */
export const CONDITION_NAMES: Readonly<Record<ToothCondition, string>> = {
  A: 'Ausente',
  E: 'Extração Indicada',
  H: 'Hígido',
  C: 'Cariado',
  R: 'Restaurado',
};

export function isToothCondition(value: unknown): value is ToothCondition {
  return typeof value === 'string' && (CONDITIONS as readonly string[]).includes(value);
}
