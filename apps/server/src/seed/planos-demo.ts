import type { Kysely } from 'kysely';
import type { FileStorage } from '../files/storage';
import { competenciaOf } from '../planos/fechamento';
import { VALIDADE_DIAS } from '../planos/planos';
import type { ItemStatus, PlanoStatus } from '../planos/schema';
import type { Database } from '../platform/db/schema';
import { demoPdf, demoPng } from './demo-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a demo item is: a tooth (with faces when the procedure has them) or a Tabela 42 arch. */
interface DemoItem {
  /** TUSS code of the procedure. */
  tuss: string;
  dente?: number;
  faces?: string;
  arcada?: 'AS' | 'AI';
  status: ItemStatus;
  motivo?: string;
  /** 'atual' joins this month's open batch, 'anterior' last month's closed one. */
  fechamento?: 'atual' | 'anterior';
}

interface DemoFile {
  nome: string;
  tipo: string;
  kind: 'png' | 'pdf';
}

interface DemoPlan {
  status: PlanoStatus;
  /** Days before the seed the plan was issued. */
  diasAtras: number;
  /** Index into the beneficiaries, by id. */
  beneficiario: number;
  itens: DemoItem[];
  arquivos?: DemoFile[];
}

/** Procedures of the demo plans (regras-procedimentos.csv). */
export const DEMO_TUSS = {
  panoramica: '81000405',
  profilaxia: '84000198',
  restauracao1: '85100196',
  restauracao2: '85100200',
  restauracao3: '85100218',
  endoUni: '85200166',
  endoMulti: '85200158',
  exodontia: '82000875',
  coroaCeramica: '85400106',
} as const;

/**
 * For each demo dentist: every plan status, every item status, files, acts and both batches; plans a
 * dentist recognises (docs/product-rules.md#demo-data): restorations with the faces their code names,
 * endodontics on teeth with those roots, an extraction, prophylaxis per arch, a panoramic radiograph for
 * the mouth. Every item passes the procedure rules (test: planos-demo-seed.test.ts).
 */
export const PLANS: DemoPlan[] = [
  { status: 0, diasAtras: 1, beneficiario: 0, itens: [] },
  {
    status: 1,
    diasAtras: 6,
    beneficiario: 0,
    itens: [
      { tuss: DEMO_TUSS.restauracao2, dente: 16, faces: 'M,O', status: 'Aguardando Aprovação' },
      { tuss: DEMO_TUSS.panoramica, status: 'Aguardando Aprovação' },
      { tuss: DEMO_TUSS.endoMulti, dente: 46, status: 'Auditoria' },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AS', status: 'Ativo' },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AI', status: 'Ativo' },
    ],
    arquivos: [
      { nome: 'periapical-16.png', tipo: 'Radiografia periapical', kind: 'png' },
      { nome: 'laudo-panoramica.pdf', tipo: 'Laudo', kind: 'pdf' },
    ],
  },
  {
    status: 2,
    diasAtras: 20,
    beneficiario: 1,
    itens: [
      { tuss: DEMO_TUSS.restauracao3, dente: 36, faces: 'M,L,O', status: 'Autorizado' },
      { tuss: DEMO_TUSS.endoUni, dente: 21, status: 'Autorizado' },
      { tuss: DEMO_TUSS.exodontia, dente: 18, status: 'Realizado', fechamento: 'atual' },
      {
        tuss: DEMO_TUSS.coroaCeramica,
        dente: 13,
        status: 'Negado',
        motivo: 'Procedimento sem cobertura no plano do beneficiário.',
      },
    ],
    arquivos: [{ nome: 'panoramica.png', tipo: 'Radiografia panorâmica', kind: 'png' }],
  },
  {
    status: 3,
    diasAtras: 75,
    beneficiario: 2,
    itens: [
      { tuss: DEMO_TUSS.restauracao1, dente: 47, faces: 'O', status: 'Realizado', fechamento: 'anterior' },
      { tuss: DEMO_TUSS.restauracao2, dente: 37, faces: 'D,O', status: 'Realizado', fechamento: 'anterior' },
    ],
    arquivos: [{ nome: 'intraoral-final.png', tipo: 'Fotografia intraoral', kind: 'png' }],
  },
  {
    status: 4,
    diasAtras: 40,
    beneficiario: 3,
    itens: [
      {
        tuss: DEMO_TUSS.restauracao1,
        dente: 45,
        faces: 'O',
        status: 'Negado',
        motivo: 'Plano cancelado a pedido do beneficiário.',
      },
    ],
  },
  // Expires within 15 days: shows up among the plans about to expire.
  {
    status: 1,
    diasAtras: 50,
    beneficiario: 4,
    itens: [{ tuss: DEMO_TUSS.restauracao3, dente: 24, faces: 'M,O,D', status: 'Aguardando Aprovação' }],
  },
];

/**
 * The initial odontogram of the beneficiary of each plan slot (PLANS' `beneficiario`), recorded by the
 * plan's dentist: the teeth the plans treat are decayed (C) before treatment, the extracted one has its
 * extraction indicated (E), some are absent (A) or already restored (R).
 */
export const DEMO_ODONTOGRAMAS: Record<number, Record<number, 'A' | 'E' | 'H' | 'C' | 'R'>> = {
  0: { 16: 'C', 46: 'C', 36: 'R', 18: 'A', 28: 'A', 11: 'H' },
  1: { 36: 'C', 21: 'C', 18: 'E', 13: 'C', 38: 'A', 48: 'A' },
  2: { 47: 'C', 37: 'C', 26: 'R' },
  3: { 45: 'C', 14: 'A', 24: 'A' },
  4: { 24: 'C', 11: 'H', 21: 'H' },
};

/** Bytes of a demo file, rebuilt from its key so the store can be refilled at any time. */
function demoFileBytes(chave: string): Buffer {
  const shade = [...chave].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 8;
  return chave.endsWith('.pdf')
    ? demoPdf(['Laudo radiografico - dados de demonstracao', 'Portal do Dentista', `Arquivo ${chave}`])
    : demoPng(96, 96, shade);
}

/** Treatment plans, items, acts, fechamento batches and file rows for the two demo dentists. */
export async function seedDemoPlanos(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const dentistas = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('cro', 'in', ['12345', '54321'])
    .orderBy('cro')
    .execute();
  const beneficiarios = await trx.selectFrom('beneficiario').select('id').orderBy('id').execute();
  const procedimentos = new Map(
    (await trx.selectFrom('procedimento').select(['id', 'tuss', 'valorCentavos']).execute()).map((row) => [
      row.tuss,
      row,
    ]),
  );
  const tipos = new Map(
    (await trx.selectFrom('imagemTipo').select(['id', 'descricao']).execute()).map((tipo) => [
      tipo.descricao,
      tipo.id,
    ]),
  );
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));

  for (const [dentistIndex, dentista] of dentistas.entries()) {
    const lotes = {
      atual: await trx
        .insertInto('fechamento')
        .values({ dentistaId: dentista.id, competencia: competenciaOf(now) })
        .returning('id')
        .executeTakeFirstOrThrow(),
      anterior: await trx
        .insertInto('fechamento')
        .values({ dentistaId: dentista.id, competencia: competenciaOf(lastMonth), status: 'fechado' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    };
    for (const [planIndex, plan] of PLANS.entries()) {
      const criadoEm = new Date(now.getTime() - (plan.diasAtras + dentistIndex) * DAY_MS);
      const beneficiario = beneficiarios[(plan.beneficiario + dentistIndex * 5) % beneficiarios.length];
      if (!beneficiario) continue;
      const { id: planoId } = await trx
        .insertInto('planoTratamento')
        .values({
          dentistaId: dentista.id,
          beneficiarioId: beneficiario.id,
          status: plan.status,
          criadoEm,
          validoAte: new Date(criadoEm.getTime() + VALIDADE_DIAS * DAY_MS),
          solicitanteCodigo: String(dentista.id),
          solicitanteCro: dentista.cro,
          solicitanteUf: dentistIndex === 0 ? 'SP' : 'RJ',
          solicitanteNome: dentistIndex === 0 ? 'Dra. Ana Souza' : 'Dr. Bruno Lima',
          codigoOperadora: '900',
          nomeOperadora: 'Odonto Cooperativa',
          codigoPontoAtendimento: '1',
          nomePontoAtendimento: 'Consultório do dentista executante',
          codigoCnes: '9999999',
          observacoes: 'Plano de tratamento emitido pelo Portal do Dentista.',
          usuarioCriacao: dentista.cro,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const condicoes = Object.entries(DEMO_ODONTOGRAMAS[plan.beneficiario] ?? {});
      if (condicoes.length > 0) {
        await trx
          .insertInto('odontogramaInicial')
          .values(
            condicoes.map(([dente, condicao]) => ({
              beneficiarioId: beneficiario.id,
              idDente: Number(dente),
              condicao,
              dataRegistro: criadoEm.toISOString().slice(0, 10),
              dentistaId: dentista.id,
            })),
          )
          .onConflict((oc) => oc.columns(['beneficiarioId', 'idDente']).doNothing())
          .execute();
      }

      for (const [itemIndex, item] of plan.itens.entries()) {
        const procedimento = procedimentos.get(item.tuss);
        if (!procedimento) continue;
        const itemCriadoEm = new Date(criadoEm.getTime() + (itemIndex + 1) * 60_000);
        const { id: itemId } = await trx
          .insertInto('planoTratamentoItem')
          .values({
            planoTratamentoId: planoId,
            procedimentoId: procedimento.id,
            idDente: item.dente ?? null,
            faces: item.faces ?? null,
            arcada: item.arcada ?? null,
            status: item.status,
            motivoStatus: item.motivo ?? null,
            valorUsoCentavos: procedimento.valorCentavos,
            fechamentoId: item.fechamento ? lotes[item.fechamento].id : null,
            criadoEm: itemCriadoEm,
            atualizadoEm: itemCriadoEm,
            usuarioAtualizacao: dentista.cro,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (item.status === 'Realizado') {
          await trx
            .insertInto('ato')
            .values({
              dentistaId: dentista.id,
              planoTratamentoId: planoId,
              planoTratamentoItemId: itemId,
              dataRealizacao: new Date(criadoEm.getTime() + 7 * DAY_MS).toISOString().slice(0, 10),
              observacao: 'Procedimento realizado sem intercorrências.',
              usuarioCriacao: dentista.cro,
            })
            .execute();
        }
      }

      for (const [fileIndex, file] of (plan.arquivos ?? []).entries()) {
        const chave = `demo/${dentista.cro}-${planIndex}-${fileIndex}.${file.kind}`;
        await trx
          .insertInto('planoImagem')
          .values({
            planoTratamentoId: planoId,
            imagemTipoId: tipos.get(file.tipo) ?? 1,
            dentistaId: dentista.id,
            nomeArquivoOriginal: file.nome,
            contentType: file.kind === 'png' ? 'image/png' : 'application/pdf',
            tamanho: demoFileBytes(chave).length,
            chave,
            criadoEm: new Date(criadoEm.getTime() + 30 * 60_000),
          })
          .execute();
      }
    }
  }
}

/**
 * Puts the bytes of the demo files in the file store when they are missing (a new DATA_DIR, a fresh bucket,
 * a copied test database). Only keys under `demo/` are touched.
 */
export async function ensureDemoFiles(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const rows = await db
    .selectFrom('planoImagem')
    .select(['chave', 'contentType'])
    .where('chave', 'like', 'demo/%')
    .execute();
  for (const row of rows) {
    if ((await storage.get(row.chave)) === null) {
      await storage.put(row.chave, demoFileBytes(row.chave), row.contentType);
    }
  }
}
