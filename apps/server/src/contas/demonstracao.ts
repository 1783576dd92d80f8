import type { Kysely } from 'kysely';
import { hashPassword, verifyPassword } from '../autenticacao/password';
import type { Database } from '../plataforma/banco/schema';
import type { NewDentista } from './schema';

/** Password of the demo dentists that can sign in (README: Demo logins). */
export const DEMO_PASSWORD = 'Odonto@2026';

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

/** The demo dentists and the auditor; those `comSenha` sign in with DEMO_PASSWORD. */
export async function seedDemoDentists(trx: Kysely<Database>) {
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  await trx
    .insertInto('dentista')
    .values(
      DENTISTS.map(({ comSenha, ...dentist }) => ({ ...dentist, senhaHash: comSenha ? senhaHash : null })),
    )
    .execute();
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
