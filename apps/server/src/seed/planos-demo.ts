import type { Kysely } from 'kysely';
import type { FileStorage } from '../files/storage';
import { competenciaOf } from '../planos/fechamento';
import { VALIDADE_DIAS } from '../planos/planos';
import type { ItemStatus, PlanoStatus } from '../planos/schema';
import type { Database } from '../platform/db/schema';
import { demoPdf, demoPng } from './demo-files';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoItem {
  dente: number;
  faces: string;
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

/** For each demo dentist: every plan status, every item status, files, acts and both batches. */
const PLANS: DemoPlan[] = [
  { status: 0, diasAtras: 1, beneficiario: 0, itens: [] },
  {
    status: 1,
    diasAtras: 6,
    beneficiario: 0,
    itens: [
      { dente: 16, faces: 'M,O', status: 'Aguardando Aprovação' },
      { dente: 11, faces: 'V', status: 'Aguardando Aprovação' },
      { dente: 46, faces: 'R', status: 'Auditoria' },
      { dente: 26, faces: 'O', status: 'Ativo' },
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
      { dente: 36, faces: 'M,L,O', status: 'Autorizado' },
      { dente: 21, faces: 'R', status: 'Autorizado' },
      { dente: 55, faces: 'O', status: 'Realizado', fechamento: 'atual' },
      {
        dente: 13,
        faces: 'V,I',
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
      { dente: 47, faces: 'O', status: 'Realizado', fechamento: 'anterior' },
      { dente: 37, faces: 'D,O', status: 'Realizado', fechamento: 'anterior' },
    ],
    arquivos: [{ nome: 'intraoral-final.png', tipo: 'Fotografia intraoral', kind: 'png' }],
  },
  {
    status: 4,
    diasAtras: 40,
    beneficiario: 3,
    itens: [{ dente: 85, faces: 'M', status: 'Negado', motivo: 'Plano cancelado a pedido do beneficiário.' }],
  },
  // Expires within 15 days: shows up among the plans about to expire.
  {
    status: 1,
    diasAtras: 50,
    beneficiario: 4,
    itens: [{ dente: 24, faces: 'M,O,D', status: 'Aguardando Aprovação' }],
  },
];

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
  const procedimentos = await trx
    .selectFrom('procedimento')
    .select(['id', 'valorCentavos'])
    .orderBy('tuss')
    .execute();
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
          codigoCnes: '0000000',
          observacoes: 'Plano de tratamento emitido pelo Portal do Dentista.',
          usuarioCriacao: dentista.cro,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      for (const [itemIndex, item] of plan.itens.entries()) {
        const procedimento =
          procedimentos[(planIndex * 7 + itemIndex * 13 + dentistIndex * 3) % procedimentos.length];
        if (!procedimento) continue;
        const itemCriadoEm = new Date(criadoEm.getTime() + (itemIndex + 1) * 60_000);
        const { id: itemId } = await trx
          .insertInto('planoTratamentoItem')
          .values({
            planoTratamentoId: planoId,
            procedimentoId: procedimento.id,
            idDente: item.dente,
            faces: item.faces,
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
