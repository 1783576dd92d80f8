import { type Kysely, sql } from 'kysely';
import { hashPassword, verifyPassword } from '../autenticacao/password';
import type { NewBeneficiario } from '../cadastros/schema';
import type { NewDentista } from '../contas/schema';
import { seedDentistData } from '../dados-do-dentista/demo-seed';
import type { Database } from '../plataforma/banco/schema';
import { cpfFromBase } from './cpf';
import { seedDemoPlanos } from './planos-demo';
import { readTussRows } from './tuss';

/** Password of the demo dentists that can sign in (README: Demo logins). */
export const DEMO_PASSWORD = 'Odonto@2026';

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

interface DemoDentist extends Omit<NewDentista, 'senhaHash'> {
  comSenha: boolean;
}

const DENTISTS: DemoDentist[] = [
  {
    cro: '12345',
    uf: 'SP',
    nome: 'Dra. Ana Souza',
    email: 'ana.souza@example.com',
    telefone: '(11) 98765-4321',
    clinicaNome: 'Clínica Sorriso Paulista',
    clinicaCnpj: '12345678000195',
    clinicaEndereco: 'Av. Paulista, 1000 – Bela Vista, São Paulo/SP',
    clinicaTelefone: '(11) 3333-4444',
    comSenha: true,
  },
  {
    cro: '54321',
    uf: 'RJ',
    nome: 'Dr. Bruno Lima',
    email: 'bruno.lima@example.com',
    telefone: '(21) 99876-5432',
    clinicaNome: 'Odonto Lima Copacabana',
    clinicaCnpj: '98765432000110',
    clinicaEndereco: 'Rua Barata Ribeiro, 250 – Copacabana, Rio de Janeiro/RJ',
    clinicaTelefone: '(21) 2555-6677',
    comSenha: true,
  },
  {
    cro: '11111',
    uf: 'MG',
    nome: 'Dra. Carla Mendes',
    email: 'carla.mendes@example.com',
    telefone: '(31) 99123-4567',
    clinicaNome: 'Consultório Carla Mendes',
    clinicaCnpj: '11222333000181',
    clinicaEndereco: 'Av. Afonso Pena, 1500 – Centro, Belo Horizonte/MG',
    clinicaTelefone: '(31) 3222-1100',
    comSenha: false,
  },
  // The operator's dental auditor: signs in to the audit console (/auditoria), never to the portal.
  {
    cro: '99999',
    uf: 'SP',
    nome: 'Dr. Paulo Auditor',
    email: 'paulo.auditor@example.com',
    telefone: '(11) 97777-6655',
    clinicaNome: 'Odonto Cooperativa – Auditoria odontológica',
    clinicaCnpj: '04567890000123',
    clinicaEndereco: 'Rua da Consolação, 2000 – Consolação, São Paulo/SP',
    clinicaTelefone: '(11) 3030-9000',
    papel: 'Auditor',
    comSenha: true,
  },
  ...(
    [
      ['22222', 'RS', 'Dr. Diego Almeida', 'diego.almeida@example.com'],
      ['33333', 'PR', 'Dra. Elisa Ferreira', 'elisa.ferreira@example.com'],
      ['44444', 'BA', 'Dr. Fábio Santos', 'fabio.santos@example.com'],
      ['55555', 'PE', 'Dra. Gabriela Rocha', 'gabriela.rocha@example.com'],
      ['66666', 'SC', 'Dr. Henrique Costa', 'henrique.costa@example.com'],
    ] as const
  ).map(([cro, uf, nome, email], index) => ({
    cro,
    uf,
    nome,
    email,
    telefone: `(11) 9000${index}-000${index}`,
    clinicaNome: `Clínica ${nome.replace(/^Dra?\. /, '')}`,
    clinicaCnpj: `0${index + 1}234567000100`,
    clinicaEndereco: 'Endereço a confirmar',
    clinicaTelefone: `(11) 3000-000${index}`,
    comSenha: false,
  })),
];

interface Family {
  /** `dataNascimento`: yyyy-mm-dd, for the procedures' age rules (glosa 3003). */
  titular: { nome: string; cpf: string; nomeSocial?: string; dataNascimento: string };
  dependentes: { nome: string; cpfBase: string; dataNascimento: string }[];
  produto: string;
  empresa: string | null;
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
    dependentes: [],
    produto: 'Odonto Master',
    empresa: null,
  },
];

const OPERADORA = 'Odonto Cooperativa';

/** Card number: operator 0900, contract, family, dependent sequence and a final digit (17 characters). */
function cardNumber(contract: number, family: number, sequence: number): string {
  return `0900${String(contract).padStart(4, '0')}${String(family).padStart(6, '0')}${String(sequence).padStart(2, '0')}1`;
}

async function seedRegistries(trx: Kysely<Database>) {
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

async function seedDentists(trx: Kysely<Database>) {
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  await trx
    .insertInto('dentista')
    .values(
      DENTISTS.map(({ comSenha, ...dentist }) => ({ ...dentist, senhaHash: comSenha ? senhaHash : null })),
    )
    .execute();
}

async function seedBeneficiaries(trx: Kysely<Database>) {
  for (const [index, family] of FAMILIES.entries()) {
    const contract = family.empresa ? 1 : 2;
    const common = {
      nomeProduto: family.produto,
      dataVigenciaPlano: '2027-12-31',
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

async function isEmpty(trx: Kysely<Database>, table: 'dentista' | 'procedimento'): Promise<boolean> {
  const { total } = await trx
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total === 0;
}

/**
 * Fills the catalogues every deployment needs when they are empty: the TUSS dental procedures with their
 * specialties, and the image types. Production gets these and nothing else of the demo.
 */
export async function seedReferenceDataIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await sql`lock table procedimento in exclusive mode`.execute(trx);
    if (!(await isEmpty(trx, 'procedimento'))) return false;
    await seedRegistries(trx);
    return true;
  });
}

/**
 * Fills an empty database with the demo data of docs/product-rules.md#demo-data. Runs once: a database that already has
 * dentists is left alone. Never in production (app.ts): its accounts sign in with a password the README prints.
 */
export async function seedDemoIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await sql`lock table dentista in exclusive mode`.execute(trx);
    if (!(await isEmpty(trx, 'dentista'))) return false;
    if (await isEmpty(trx, 'procedimento')) await seedRegistries(trx);
    await seedDentists(trx);
    await seedBeneficiaries(trx);
    await seedDemoPlanos(trx);
    await seedDentistData(trx);
    return true;
  });
}

/**
 * The demo accounts found in a database, as `CRO/UF` (empty when none): a demo dentist's CRO with the
 * README's password, or any demo dentist still with its demo CRO and e-mail (those without a password can
 * be given one through first access by whoever reads their outbox).
 */
export async function demoAccountsIn(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('dentista')
    .select(['cro', 'uf', 'email', 'senhaHash'])
    .where(
      'cro',
      'in',
      DENTISTS.map((dentist) => dentist.cro),
    )
    .execute();
  const found: string[] = [];
  for (const row of rows) {
    const demo = DENTISTS.find((dentist) => dentist.cro === row.cro);
    const sameEmail = demo !== undefined && demo.email.toLowerCase() === row.email.toLowerCase();
    const demoPassword = async () =>
      row.senhaHash !== null && (await verifyPassword(DEMO_PASSWORD, row.senhaHash));
    if (sameEmail || (await demoPassword())) found.push(`${row.cro}/${row.uf}`);
  }
  return found;
}
