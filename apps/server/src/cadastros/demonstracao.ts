import type { Kysely } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import { cpfFromBase } from './cpf';
import type { NewBeneficiario } from './schema';
import { readTussRows } from './tuss';

/** The image types a dental audit asks for. */
export const IMAGE_TYPES = [
  'Radiografia periapical',
  'Radiografia panorâmica',
  'Radiografia interproximal',
  'Fotografia intraoral',
  'Laudo',
  'Outros',
];

/** Value of use per specialty, in centavos (the demo's price table). */
const VALOR_POR_ESPECIALIDADE: Record<string, number> = {
  Diagnóstico: 8_000,
  Prevenção: 6_000,
  Dentística: 15_000,
  Endodontia: 45_000,
  Periodontia: 20_000,
  Cirurgia: 25_000,
  Prótese: 80_000,
  'Prótese sobre implante': 150_000,
  Ortodontia: 30_000,
  Odontopediatria: 10_000,
  'Pacientes especiais': 20_000,
};

interface Family {
  /** `dataNascimento`: yyyy-mm-dd, for the procedures' age rules (glosa 3003). */
  titular: { nome: string; cpf: string; nomeSocial?: string; dataNascimento: string };
  dependentes: { nome: string; cpfBase: string; dataNascimento: string }[];
  produto: string;
  empresa: string | null;
  /**
   * Days before the seed the family joined the plan (default: years ago, every carência served): a recent
   * inclusion shows the carências (issue #30).
   */
  incluidaHaDias?: number;
  /** Days before the seed the card expired (default: valid through 2027): no plan opens for it. */
  carteiraVencidaHaDias?: number;
  /** The family's state, whose holidays count in the response deadlines (default SP). */
  uf?: string;
}

const FAMILIES: Family[] = [
  {
    titular: { nome: 'Maria da Silva', cpf: '52998224725', dataNascimento: '1975-03-14' },
    dependentes: [
      { nome: 'João da Silva Pereira', cpfBase: '123456789', dataNascimento: '2001-07-22' },
      { nome: 'Beatriz da Silva Pereira', cpfBase: '234567891', dataNascimento: '2004-10-05' },
    ],
    produto: 'Odonto Plus',
    empresa: 'Construtora Horizonte Ltda',
  },
  {
    titular: {
      nome: 'José Carlos Oliveira',
      cpf: cpfFromBase('345678912'),
      dataNascimento: '1962-11-30',
    },
    dependentes: [{ nome: 'Luciana Oliveira', cpfBase: '456789123', dataNascimento: '1995-02-11' }],
    produto: 'Odonto Essencial',
    empresa: null,
  },
  {
    titular: {
      nome: 'Francisca Alves Santos',
      cpf: cpfFromBase('567891234'),
      nomeSocial: 'Chica Santos',
      dataNascimento: '1979-06-25',
    },
    dependentes: [],
    produto: 'Odonto Master',
    empresa: 'Comércio Bom Preço S.A.',
  },
  {
    titular: {
      nome: 'Antônio Ribeiro Lima',
      cpf: cpfFromBase('678912345'),
      dataNascimento: '1958-09-09',
    },
    dependentes: [
      { nome: 'Pedro Ribeiro Lima', cpfBase: '789123456', dataNascimento: '1990-01-17' },
      { nome: 'Sofia Ribeiro Lima', cpfBase: '891234567', dataNascimento: '1993-04-28' },
      { nome: 'Helena Ribeiro Lima', cpfBase: '912345678', dataNascimento: '2011-12-03' },
    ],
    produto: 'Odonto Plus',
    empresa: 'Construtora Horizonte Ltda',
  },
  {
    titular: {
      nome: 'Rafael Nunes Teixeira',
      cpf: cpfFromBase('135792468'),
      dataNascimento: '1988-08-19',
    },
    dependentes: [],
    produto: 'Odonto Essencial',
    empresa: null,
  },
  {
    titular: {
      nome: 'Cláudia Moreira Dias',
      cpf: cpfFromBase('246813579'),
      dataNascimento: '1983-05-12',
    },
    // A child in mixed dentition, the last beneficiary so that the plans' beneficiaries keep their order.
    dependentes: [{ nome: 'Lucas Moreira Dias', cpfBase: '357924681', dataNascimento: '2018-06-15' }],
    produto: 'Odonto Master',
    empresa: null,
  },
  // Issue #30, at the end so that the plans' beneficiaries keep their order: a family that joined 40 days ago
  // (endodontics and prosthesis still in carência), and one whose card expired last month.
  {
    titular: {
      nome: 'Renata Campos Figueiredo',
      cpf: cpfFromBase('468013579'),
      dataNascimento: '1991-02-07',
    },
    dependentes: [],
    produto: 'Odonto Plus',
    empresa: null,
    incluidaHaDias: 40,
    uf: 'RJ',
  },
  {
    titular: {
      nome: 'Marcos Vinícius Prado',
      cpf: cpfFromBase('579124680'),
      dataNascimento: '1969-10-21',
    },
    dependentes: [],
    produto: 'Odonto Essencial',
    empresa: null,
    carteiraVencidaHaDias: 27,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day before the seed, yyyy-mm-dd (UTC: a day's difference at midnight does not change what it shows). */
const diasAntes = (now: Date, dias: number) =>
  new Date(now.getTime() - dias * DAY_MS).toISOString().slice(0, 10);

const OPERADORA = 'Odonto Cooperativa';

/** Card number: operator 0900, contract, family, dependent sequence and a final digit (17 characters). */
function cardNumber(contract: number, family: number, sequence: number): string {
  return `0900${String(contract).padStart(4, '0')}${String(family).padStart(6, '0')}${String(sequence).padStart(2, '0')}1`;
}

/** The reference catalogues: TUSS dental procedures with their specialties and prices, and the image types. */
export async function seedReferenceRows(trx: Kysely<Database>) {
  const rows = await readTussRows();
  const especialidades = [...new Set(rows.map((row) => row.especialidade))];
  const inserted = await trx
    .insertInto('especialidade')
    .values(especialidades.map((nome) => ({ nome })))
    .returning(['id', 'nome'])
    .execute();
  const idOf = new Map(inserted.map((row) => [row.nome, row.id]));
  await trx
    .insertInto('procedimento')
    .values(
      rows.map((row) => ({
        tuss: row.codigo,
        descricao: row.descricao,
        especialidadeId: idOf.get(row.especialidade) ?? 0,
        valorCentavos: VALOR_POR_ESPECIALIDADE[row.especialidade] ?? 10_000,
      })),
    )
    .execute();
  await trx
    .insertInto('imagemTipo')
    .values(IMAGE_TYPES.map((descricao) => ({ descricao })))
    .execute();
}

/** The demo beneficiaries: families of holders and dependents with their card numbers. */
export async function seedDemoBeneficiaries(trx: Kysely<Database>, now = new Date()) {
  for (const [index, family] of FAMILIES.entries()) {
    const contract = family.empresa ? 1 : 2;
    const validade =
      family.carteiraVencidaHaDias === undefined
        ? '2027-12-31'
        : diasAntes(now, family.carteiraVencidaHaDias);
    const common = {
      nomeProduto: family.produto,
      dataVigenciaPlano: validade,
      validadeCarteira: validade,
      dataInclusao:
        family.incluidaHaDias === undefined ? '2022-03-01' : diasAntes(now, family.incluidaHaDias),
      uf: family.uf ?? 'SP',
      empresa: family.empresa,
      nomeFantasiaOperadora: OPERADORA,
    };
    const titular: NewBeneficiario = {
      ...common,
      numeroCarteira: cardNumber(contract, index + 1, 0),
      cpf: family.titular.cpf,
      tipo: 'T',
      titularId: null,
      nome: family.titular.nome,
      nomeSocial: family.titular.nomeSocial ?? null,
      dataNascimento: family.titular.dataNascimento,
    };
    const { id } = await trx
      .insertInto('beneficiario')
      .values(titular)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (family.dependentes.length === 0) continue;
    await trx
      .insertInto('beneficiario')
      .values(
        family.dependentes.map((dependente, sequence) => ({
          ...common,
          numeroCarteira: cardNumber(contract, index + 1, sequence + 1),
          cpf: cpfFromBase(dependente.cpfBase),
          tipo: 'D' as const,
          titularId: id,
          nome: dependente.nome,
          nomeSocial: null,
          dataNascimento: dependente.dataNascimento,
        })),
      )
      .execute();
  }
}
