import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Dia, diaBrasileiro, diaEmSaoPaulo, shiftDia } from '../ciclo-de-vida/prazos/dias';
import { especialidadeDoTuss } from '../ciclo-de-vida/prazos/prazos';
import { ehUrgencia } from '../ciclo-de-vida/prazos/urgencia';
import { readCsvFile } from '../plataforma/csv';

export { ehUrgencia } from '../ciclo-de-vida/prazos/urgencia';

/*
 * Whether the beneficiary may have a procedure now: the card's validity, the carência of the procedure's
 * group since the inclusion in the plan (Lei 9.656/98 art. 12 V: at most 24 hours for urgency and 180
 * days otherwise) and the coverage of the product (the ANS Rol, RN 465/2021, is owed by every dental
 * plan; a product may cover more). Three tables beside this file hold the rules: rol-ans.csv,
 * cobertura-produtos.csv and carencias.csv.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROL_CSV = path.resolve(here, 'rol-ans.csv');
export const COVERAGE_CSV = path.resolve(here, 'cobertura-produtos.csv');
export const WAITING_PERIODS_CSV = path.resolve(here, 'carencias.csv');

/** The TUSS codes of the ANS Rol, dental segment (rol-ans.csv, `rol` = s). */
export const codigosDoRol: ReadonlySet<string> = new Set(
  readCsvFile(ROL_CSV)
    .filter((row) => row.rol === 's')
    .map((row) => row.codigo ?? ''),
);

const descricaoDoTuss: ReadonlyMap<string, string> = new Map(
  readCsvFile(ROL_CSV).map((row) => [row.codigo ?? '', row.descricao ?? '']),
);

interface Cobertura {
  rol: boolean;
  grupos: ReadonlySet<string>;
  codigos: ReadonlySet<string>;
  exceto: ReadonlySet<string>;
}

function readCoverage(): ReadonlyMap<string, Cobertura> {
  const byProduct = new Map<
    string,
    { rol: boolean; grupos: Set<string>; codigos: Set<string>; exceto: Set<string> }
  >();
  for (const row of readCsvFile(COVERAGE_CSV)) {
    const produto = row.produto ?? '';
    const entry = byProduct.get(produto) ?? {
      rol: false,
      grupos: new Set(),
      codigos: new Set(),
      exceto: new Set(),
    };
    byProduct.set(produto, entry);
    const valor = row.valor ?? '';
    if (row.tipo === 'rol') entry.rol = true;
    else if (row.tipo === 'grupo') entry.grupos.add(valor);
    else if (row.tipo === 'codigo') entry.codigos.add(valor);
    else if (row.tipo === 'exceto') entry.exceto.add(valor);
    else throw new Error(`cobertura-produtos.csv: '${produto}' has an unknown tipo '${row.tipo}'`);
  }
  return byProduct;
}

const coverageByProduct = readCoverage();

/** The products of cobertura-produtos.csv. */
export const PRODUTOS: readonly string[] = [...coverageByProduct.keys()];

function readWaitingPeriods(): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  for (const row of readCsvFile(WAITING_PERIODS_CSV)) {
    const days = Number(row.dias);
    // Lei 9.656/98 art. 12 V: no carência beyond 180 days.
    if (!Number.isInteger(days) || days < 0 || days > 180) {
      throw new Error(`carencias.csv: '${row.grupo}' must wait a whole number of days from 0 to 180`);
    }
    table.set(row.grupo ?? '', days);
  }
  return table;
}

const waitingPeriodByGroup = readWaitingPeriods();

/** The days of carência of a procedure: 1 (24 hours) for urgency, otherwise its group's. */
export function diasDeCarencia(tuss: string): { grupo: string; dias: number } {
  if (ehUrgencia(tuss)) return { grupo: 'Urgência', dias: 1 };
  const grupo = especialidadeDoTuss.get(tuss) ?? 'padrao';
  return { grupo, dias: waitingPeriodByGroup.get(grupo) ?? waitingPeriodByGroup.get('padrao') ?? 180 };
}

/** Whether a product covers a TUSS code: a Rol code always (RN 465/2021), others by the product's rows. */
export function produtoCobre(produto: string, tuss: string): boolean {
  if (codigosDoRol.has(tuss)) return true;
  const coverage = coverageByProduct.get(produto);
  if (!coverage || coverage.exceto.has(tuss)) return false;
  return coverage.codigos.has(tuss) || coverage.grupos.has(especialidadeDoTuss.get(tuss) ?? '');
}

/** A card is valid through its validity day: it has expired when that day is before `em`'s (São Paulo). */
export function cartaoVencido(validade: Dia, em: Date): boolean {
  return validade < diaEmSaoPaulo(em);
}

export type CodigoDeElegibilidade = '1410' | '1420' | '3109' | '1017';

export interface ProblemaDeElegibilidade {
  codigo: CodigoDeElegibilidade;
  /** For the dentist, pt-BR. */
  mensagem: string;
  /** The last day of carência (1410). */
  carenciaAte?: Dia;
}

export interface PedidoDeElegibilidade {
  produto: string;
  dataInclusao: Dia;
  validadeCarteira: Dia;
  tuss: string;
  em: Date;
}

/**
 * Why the beneficiary may not have `tuss` at `em`, in this order: expired card (1017), carência (1410),
 * coverage (3109, or 1420 for a product the operator does not know). An empty list: eligible.
 *
 * 1420 vs 3109: a Rol code is owed by every dental plan, so it is never refused for coverage. A code
 * outside the Rol is refused with 3109 (its text names the Rol) when the product is known and does not
 * cover it; when the product has no row in cobertura-produtos.csv nothing says what it covers beyond the
 * Rol, and 1420 ('fora da cobertura') says so without claiming what the contract holds.
 */
export function problemasDeElegibilidade(pedido: PedidoDeElegibilidade): ProblemaDeElegibilidade[] {
  const { produto, dataInclusao, validadeCarteira, tuss, em } = pedido;
  const problems: ProblemaDeElegibilidade[] = [];
  const today = diaEmSaoPaulo(em);
  const descricao = descricaoDoTuss.get(tuss) ?? `O procedimento ${tuss}`;

  if (cartaoVencido(validadeCarteira, em)) {
    problems.push({
      codigo: '1017',
      mensagem: `A carteira do beneficiário venceu em ${diaBrasileiro(validadeCarteira)}.`,
    });
  }

  const { grupo, dias } = diasDeCarencia(tuss);
  // The inclusion day is the first of carência: 180 days from 14/09/2026 run through 12/03/2027.
  const carenciaAte = shiftDia(dataInclusao, dias - 1);
  if (dias > 0 && today <= carenciaAte) {
    const prazo = dias === 1 ? '24 horas' : `${dias} dias`;
    problems.push({
      codigo: '1410',
      mensagem: `Procedimento em carência até ${diaBrasileiro(carenciaAte)} (${grupo}: ${prazo} desde a inclusão em ${diaBrasileiro(dataInclusao)}).`,
      carenciaAte,
    });
  }

  if (!produtoCobre(produto, tuss)) {
    problems.push(
      coverageByProduct.has(produto)
        ? {
            codigo: '3109',
            mensagem: `${descricao} não consta do Rol de Procedimentos da ANS e o produto ${produto} não o cobre.`,
          }
        : {
            codigo: '1420',
            mensagem: `${descricao} não consta do Rol de Procedimentos da ANS e a cobertura do produto '${produto}' não é conhecida.`,
          },
    );
  }
  return problems;
}
