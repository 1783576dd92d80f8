import type { PlanoTratamentoItem, ValoresDoItem, ValoresDoPlano } from '@odonto/api';

/** Story data: the operator's price of each procedure the stories use, for the beneficiary's product (BRL). */
export const PRICES: Readonly<Record<string, number>> = {
  '85100196': 140,
  '85100200': 180,
  '85100218': 220,
  '82000875': 120,
  '85200042': 450,
  '84000198': 90,
};

/** Story data: the co-participation of the beneficiary's product (Odonto Essencial), in percent. */
export const COPARTICIPACAO = 20;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A procedure's values as the server gives them: R$ 180,00 at 20% is R$ 36,00 for the patient, R$ 144,00 for the operator. */
export function valoresDoItem(valor: number, percentual = COPARTICIPACAO): ValoresDoItem {
  const coparticipacao = cents((valor * percentual) / 100);
  return { valor, coparticipacao, valorOperadora: cents(valor - coparticipacao) };
}

/** The values of a procedure by its TUSS code (R$ 100,00 for one the table above does not list). */
export const valoresDoProcedimento = (codTuss: string, percentual = COPARTICIPACAO): ValoresDoItem =>
  valoresDoItem(PRICES[codTuss] ?? 100, percentual);

/** The plan's sums as the server makes them: every item the operator did not deny. */
export function valoresDoPlano(
  items: ReadonlyArray<Pick<PlanoTratamentoItem, 'audiStatus' | 'valores'>>,
  percentualCoparticipacao = COPARTICIPACAO,
): ValoresDoPlano {
  const counted = items.filter((item) => item.audiStatus !== 'Negado');
  const sum = (pick: (valores: ValoresDoItem) => number) =>
    cents(counted.reduce((total, item) => total + pick(item.valores), 0));
  return {
    valor: sum((valores) => valores.valor),
    coparticipacao: sum((valores) => valores.coparticipacao),
    valorOperadora: sum((valores) => valores.valorOperadora),
    percentualCoparticipacao,
  };
}
