import { type Kysely, sql } from 'kysely';
import { inserirArquivoDemo } from '../arquivos/demonstracao';
import { notificarDemo } from '../auditoria/demonstracao';
import { MSG_AUDITORIA_ITENS } from '../auditoria/messages';
import { AGUARDANDO_DENTISTA, PLANO_CANCELADO, statusDoPlano } from '../ciclo-de-vida/ciclo-de-vida';
import { ITEM_SITE_COLUMNS } from '../ciclo-de-vida/local-do-item';
import { prazoDoProcedimento } from '../ciclo-de-vida/prazos/prazos';
import { prazoDepoisDaPausa, prazoDoItem } from '../ciclo-de-vida/prazos/regra-do-prazo';
import type { ItemStatus } from '../ciclo-de-vida/schema';
import { type Autor, type Movimento, registrarMovimento } from '../ciclo-de-vida/transicoes';
import {
  abrirLoteAtualDemo,
  faturarMesDemo,
  type ItemFaturadoDemo,
  recorrerGlosasDemo,
  registrarAtoDemo,
  registrarRealizacaoDemo,
} from '../faturamento/demonstracao';
import { PRAZOS_DE_RECURSO_PADRAO, type PrazosDeRecurso } from '../faturamento/recursos-config';
import type { Database } from '../plataforma/banco/schema';
import { glosaTexts } from '../regras-de-procedimento/reference';
import type { PlanoDefaults } from './config';
import { MSG_PLANOS } from './messages';
import { VALIDADE_DIAS } from './planos';
import { contextoDoPlano, glosasPrevistas } from './regras';
import { POSICOES_PERMANENTES } from './situacao-inicial';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo batches besides this month's open one (faturamento/demonstracao.ts LOTES_DEMO dates them). */
type LoteDemo = 'atual' | 'pago' | 'emAnalise';

/** The operator's analysis of a demo item: a billing-phase Tabela 38 code and a note with a glosa. */
type ContaDemo =
  | { decisao: 'pagar' }
  | { decisao: 'glosarParte'; valorGlosado: number; codigo: string; nota: string }
  | { decisao: 'glosarTudo'; codigo: string; nota: string };

/** Where a demo item is: a tooth (with faces when the procedure has them) or a Tabela 42 arch. */
interface DemoItem {
  /** TUSS code of the procedure. */
  tuss: string;
  dente?: number;
  faces?: string;
  arcada?: 'AS' | 'AI';
  status: ItemStatus;
  /** Tabela 38 code of a denied item (its official text becomes the reason). */
  glosa?: string;
  /** The auditor's note on the decision that gave the item its status. */
  nota?: string;
  /** The dentist's answer to a request ('Auditoria' items), with the plan's first file. */
  resposta?: string;
  /**
   * The batch a performed item is billed in: 'atual' this month's open one; 'pago' the batch sent two months
   * ago, analysed and paid; 'emAnalise' last month's, sent and in the operator's analysis.
   */
  fechamento?: LoteDemo;
  /** The operator's analysis of the billed item (none: it waits in the 'Contas' queue). */
  conta?: ContaDemo;
  /**
   * The technical justification the dentist sent with an item the rules predict glosas for (issue #29); the
   * item keeps the glosas the rules predict for it (seedDemoPlanos' last pass).
   */
  justificativa?: string;
  /** Authorized on creation by the desk (issue #30): no auditor's move, author 'Sistema' in the history. */
  automatica?: 'urgencia' | 'baixa-complexidade';
  /** The contractual clause or legal ground of a denial ('Negado' and 'Em Junta' items). */
  fundamento?: string;
  /** An 'Em Junta' item: denied (glosa, nota, fundamento), then contested by the dentist with this text. */
  contestacao?: string;
  /**
   * An item authorized with a change: requested as `tuss`, `dente`, `faces`, authorized as these; accepted by
   * the dentist when the item is 'Autorizado', still waiting for the answer when 'Aguardando Aceite'.
   */
  alteracao?: { tuss: string; faces: string; glosa: string; nota: string };
}

interface DemoFile {
  nome: string;
  tipo: string;
  kind: 'png' | 'pdf';
  /** The item (its index in the plan) this file is the final documentation of. */
  item?: number;
}

interface DemoPlan {
  /**
   * Cancelled two days after its creation, for this reason. Every other status comes from the items
   * (src/ciclo-de-vida/ciclo-de-vida.ts).
   */
  cancelado?: string;
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
  exodontiaDeciduo: '83000089',
  consultaUrgencia: '81000049',
} as const;

/**
 * For each demo dentist: every plan status, every item status, files, acts and both batches; plans a
 * dentist recognises (docs/product-rules.md#demo-data): restorations with the faces their code names,
 * endodontics on teeth with those roots, an extraction, prophylaxis per arch, a panoramic radiograph for
 * the mouth. Every item passes the procedure rules (test: planos-demo-seed.test.ts).
 */
export const PLANS: DemoPlan[] = [
  { diasAtras: 1, beneficiario: 0, itens: [] },
  {
    diasAtras: 6,
    beneficiario: 0,
    itens: [
      { tuss: DEMO_TUSS.restauracao2, dente: 16, faces: 'M,O', status: 'Aguardando Aprovação' },
      { tuss: DEMO_TUSS.panoramica, status: 'Aguardando Aprovação' },
      {
        tuss: DEMO_TUSS.endoMulti,
        dente: 46,
        status: 'Aguardando Documentação',
        nota: 'Enviar radiografia periapical de diagnóstico do dente 46 mostrando o envolvimento pulpar.',
      },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AS', status: 'Ativo' },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AI', status: 'Ativo' },
      // An adult's retained deciduous 75 (agenesis of 35): the deciduous code, the age advised (3003) and
      // justified, for the auditor to decide.
      {
        tuss: DEMO_TUSS.exodontiaDeciduo,
        dente: 75,
        status: 'Aguardando Aprovação',
        justificativa:
          'Decíduo 75 retido por agenesia do 35, confirmada na panorâmica: reabsorção radicular avançada e mobilidade grau II; extração para reabilitar o espaço com implante.',
      },
    ],
    arquivos: [
      { nome: 'periapical-16.png', tipo: 'Radiografia periapical', kind: 'png' },
      { nome: 'laudo-panoramica.pdf', tipo: 'Laudo', kind: 'pdf' },
    ],
  },
  {
    diasAtras: 20,
    beneficiario: 1,
    itens: [
      // Three faces requested; the interproximal radiograph shows two: authorized with change, accepted.
      {
        tuss: DEMO_TUSS.restauracao3,
        dente: 36,
        faces: 'M,L,O',
        status: 'Autorizado',
        alteracao: {
          tuss: DEMO_TUSS.restauracao2,
          faces: 'M,O',
          glosa: '1431',
          nota: 'A radiografia interproximal mostra cárie na mesial e na oclusal do 36; a lingual está hígida. Autorizadas duas faces (M, O).',
        },
      },
      { tuss: DEMO_TUSS.endoUni, dente: 21, status: 'Autorizado' },
      // The urgency consultation that opened the treatment: authorized on creation, never in the queue.
      { tuss: DEMO_TUSS.consultaUrgencia, status: 'Autorizado', automatica: 'urgencia' },
      { tuss: DEMO_TUSS.exodontia, dente: 18, status: 'Realizado', fechamento: 'atual' },
      {
        tuss: DEMO_TUSS.coroaCeramica,
        dente: 13,
        status: 'Negado',
        glosa: '3071',
        nota: 'Dente 13 com cárie, sem tratamento endodôntico nem núcleo: tratar e reapresentar a coroa.',
        fundamento:
          'Contrato, cláusula 9.2: coroa protética só sobre dente com tratamento endodôntico e núcleo, quando indicados.',
      },
    ],
    arquivos: [{ nome: 'panoramica.png', tipo: 'Radiografia panorâmica', kind: 'png' }],
  },
  {
    diasAtras: 75,
    beneficiario: 2,
    itens: [
      {
        tuss: DEMO_TUSS.restauracao1,
        dente: 47,
        faces: 'O',
        status: 'Realizado',
        fechamento: 'pago',
        conta: { decisao: 'pagar' },
      },
      // Billed as resin; the final photograph shows amalgam: paid at the amalgam's value.
      {
        tuss: DEMO_TUSS.restauracao2,
        dente: 37,
        faces: 'D,O',
        status: 'Realizado',
        fechamento: 'pago',
        conta: {
          decisao: 'glosarParte',
          valorGlosado: 45,
          codigo: '3030',
          nota: 'A fotografia intraoral final mostra restauração em amálgama na distal e na oclusal do 37: paga pelo valor da restauração em amálgama de 2 faces.',
        },
      },
    ],
    arquivos: [{ nome: 'intraoral-final.png', tipo: 'Fotografia intraoral', kind: 'png' }],
  },
  // The same patient back a month later; last month's batch, in the operator's analysis: two items analysed,
  // the molar's endodontics waits in the 'Contas' queue with its final periapical radiograph.
  {
    diasAtras: 42,
    beneficiario: 2,
    itens: [
      { tuss: DEMO_TUSS.endoMulti, dente: 36, status: 'Realizado', fechamento: 'emAnalise' },
      {
        tuss: DEMO_TUSS.restauracao1,
        dente: 25,
        faces: 'O',
        status: 'Realizado',
        fechamento: 'emAnalise',
        conta: { decisao: 'pagar' },
      },
      {
        tuss: DEMO_TUSS.panoramica,
        status: 'Realizado',
        fechamento: 'emAnalise',
        conta: {
          decisao: 'glosarTudo',
          codigo: '3015',
          nota: 'A radiografia panorâmica faturada não tem imagem nem laudo no plano: sem o exame não há como comprovar a execução.',
        },
      },
    ],
    arquivos: [
      { nome: 'periapical-diagnostico-36.png', tipo: 'Radiografia periapical', kind: 'png' },
      { nome: 'periapical-final-36.png', tipo: 'Radiografia periapical', kind: 'png', item: 0 },
    ],
  },
  // Every item authorized: an authorized plan (TISS 1).
  {
    diasAtras: 12,
    beneficiario: 5,
    itens: [
      { tuss: DEMO_TUSS.panoramica, status: 'Autorizado' },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AS', status: 'Autorizado' },
      { tuss: DEMO_TUSS.profilaxia, arcada: 'AI', status: 'Autorizado' },
    ],
  },
  // Its only item denied: a denied plan (TISS 3). The panoramic shows the 38 impacted, not a simple extraction.
  // Not 30 days back: the dashboard counts the last 30 days, and an item on that edge leaves the count while
  // the server runs.
  {
    diasAtras: 25,
    beneficiario: 6,
    itens: [
      {
        tuss: DEMO_TUSS.exodontia,
        dente: 38,
        status: 'Negado',
        glosa: '3042',
        nota: 'A panorâmica mostra o 38 incluso: solicite a exodontia de dente incluso, não a simples.',
        fundamento:
          'Contrato, cláusula 7.1: autoriza-se o procedimento que corresponde ao diagnóstico por imagem.',
      },
    ],
    arquivos: [{ nome: 'panoramica-38.png', tipo: 'Radiografia panorâmica', kind: 'png' }],
  },
  // Cancelled at the beneficiary's request before the audit looked at it.
  {
    cancelado: 'A pedido do beneficiário, que preferiu adiar o tratamento, antes da análise da auditoria.',
    diasAtras: 40,
    beneficiario: 3,
    itens: [{ tuss: DEMO_TUSS.restauracao1, dente: 45, faces: 'O', status: 'Aguardando Aprovação' }],
  },
  // Expires within 15 days: shows up among the plans about to expire. The auditor asked why three faces; the
  // dentist answered with the radiograph, and the item is back in the queue.
  {
    diasAtras: 50,
    beneficiario: 4,
    itens: [
      {
        tuss: DEMO_TUSS.restauracao3,
        dente: 24,
        faces: 'M,O,D',
        status: 'Auditoria',
        nota: 'Justificar a restauração de três faces (M, O, D) do dente 24 e enviar a radiografia interproximal.',
        resposta:
          'A radiografia interproximal mostra cárie nas faces mesial e distal do 24, além da oclusal; segue anexa.',
      },
      {
        tuss: DEMO_TUSS.restauracao1,
        dente: 11,
        faces: 'V',
        status: 'Aguardando Justificativa',
        justificativa:
          'Mancha branca ativa na vestibular do 11 com cavitação inicial, vista no exame clínico após profilaxia.',
        nota: 'A situação inicial registra o 11 hígido e a justificativa não traz imagem: descrever a extensão da lesão vestibular ou enviar a fotografia intraoral.',
      },
      // Three faces requested; the radiograph shows two: the change waits for the dentist's answer.
      {
        tuss: DEMO_TUSS.restauracao3,
        dente: 15,
        faces: 'M,O,D',
        status: 'Aguardando Aceite',
        alteracao: {
          tuss: DEMO_TUSS.restauracao2,
          faces: 'O,D',
          glosa: '1431',
          nota: 'A interproximal mostra cárie na oclusal e na distal do 15; a mesial está hígida. Autorizadas duas faces (O, D).',
        },
      },
      // Denied for an unfavourable prognosis; the dentist disagrees and asked for the junta odontológica.
      {
        tuss: DEMO_TUSS.endoMulti,
        dente: 46,
        status: 'Em Junta',
        glosa: '3117',
        nota: 'A periapical sugere lesão de furca no 46: prognóstico desfavorável para o tratamento endodôntico.',
        fundamento:
          'Contrato, cláusula 7.1: autoriza-se o procedimento que corresponde ao diagnóstico por imagem.',
        contestacao:
          'A rarefação no 46 é periapical, sem envolvimento de furca (periapical anexa); o dente tem suporte ósseo e é pilar da reabilitação planejada.',
      },
    ],
    arquivos: [{ nome: 'interproximal-24.png', tipo: 'Radiografia interproximal', kind: 'png' }],
  },
  // The 6-day plan's restoration on 16 (M,O) requested again, in a new plan three days later, while the
  // first request still waits: the console flags each as pending in the other plan (issue #34).
  {
    diasAtras: 3,
    beneficiario: 0,
    itens: [{ tuss: DEMO_TUSS.restauracao2, dente: 16, faces: 'M,O', status: 'Aguardando Aprovação' }],
  },
];

/**
 * The initial odontogram of the beneficiary of each plan slot (PLANS' `beneficiario`), recorded by the
 * plan's dentist: the teeth the plans treat are decayed (C) before treatment, the extracted one has its
 * extraction indicated (E), some are absent (A) or already restored (R).
 */
export const DEMO_ODONTOGRAMAS: Record<number, Record<number, 'A' | 'E' | 'H' | 'C' | 'R'>> = {
  0: { 16: 'C', 46: 'C', 36: 'R', 18: 'A', 28: 'A', 11: 'H', 35: 'A', 75: 'E' },
  1: { 36: 'C', 21: 'C', 18: 'E', 13: 'C', 38: 'A', 48: 'A' },
  2: { 47: 'C', 37: 'C', 26: 'R', 36: 'C', 25: 'C' },
  3: { 45: 'C', 14: 'A', 24: 'A' },
  4: { 24: 'C', 11: 'H', 21: 'H', 46: 'C', 15: 'C' },
  5: { 18: 'A', 48: 'A' },
  6: { 38: 'E', 28: 'A' },
};

/** The reason the dentist reads: the denial's glosa code and text, or the request's note. */
function motivoDo(item: DemoItem) {
  if (item.alteracao && item.status === 'Aguardando Aceite') {
    const texto = glosaTexts.get(item.alteracao.glosa) ?? '';
    return {
      codigoGlosa: item.alteracao.glosa,
      motivoStatus: MSG_AUDITORIA_ITENS.motivoComCodigo(texto, item.alteracao.nota),
    };
  }
  if (item.alteracao) return { motivoStatus: null };
  if (item.status === 'Negado' && item.glosa && item.nota) {
    const texto = glosaTexts.get(item.glosa) ?? '';
    return {
      codigoGlosa: item.glosa,
      motivoStatus: MSG_AUDITORIA_ITENS.motivoComCodigo(texto, item.nota),
    };
  }
  return { motivoStatus: AGUARDANDO_DENTISTA.includes(item.status) ? (item.nota ?? null) : null };
}

type MovimentoDemo = Omit<Movimento, 'planoId' | 'itemId'>;

/**
 * The history that led a demo item to its status: included by its dentist, decided by the auditor a day
 * later, answered by the dentist a day after a request, reported as performed a week after.
 */
function historicoDemo(
  item: DemoItem,
  autores: { dentista: Autor; auditor: Autor },
  criadoEm: Date,
  arquivos: readonly number[],
): MovimentoDemo[] {
  const dia = (dias: number) => new Date(criadoEm.getTime() + dias * DAY_MS);
  const { dentista, auditor } = autores;
  const inicial = item.status === 'Ativo' ? 'Ativo' : 'Aguardando Aprovação';
  const moves: MovimentoDemo[] = [{ de: null, para: inicial, autor: dentista, em: criadoEm }];
  if (item.automatica) {
    moves.push({
      de: inicial,
      para: 'Autorizado',
      autor: { ...dentista, papel: 'Sistema' },
      automatico: true,
      em: criadoEm,
      nota: MSG_PLANOS.autorizacaoAutomatica[item.automatica],
    });
    return moves;
  }
  if (item.alteracao) {
    decididoComAlteracao(moves, inicial, item.alteracao, auditor, dia);
    if (item.status === 'Autorizado') {
      moves.push({ de: 'Aguardando Aceite', para: 'Autorizado', autor: dentista, em: dia(2) });
    }
    return moves;
  }
  const decidido = (para: ItemStatus, extra: Partial<MovimentoDemo> = {}) =>
    moves.push({ de: inicial, para, autor: auditor, em: dia(1), ...extra });
  switch (item.status) {
    case 'Autorizado':
      decidido('Autorizado');
      break;
    case 'Realizado':
      decidido('Autorizado');
      moves.push({ de: 'Autorizado', para: 'Realizado', autor: dentista, em: dia(7) });
      break;
    case 'Negado':
    case 'Em Junta':
      decidido('Negado', {
        codigoGlosa: item.glosa,
        motivo: glosaTexts.get(item.glosa ?? ''),
        nota: item.nota,
        fundamento: item.fundamento,
      });
      if (item.status === 'Em Junta') {
        moves.push({ de: 'Negado', para: 'Em Junta', autor: dentista, em: dia(2), nota: item.contestacao });
      }
      break;
    case 'Aguardando Justificativa':
    case 'Aguardando Documentação':
      decidido(item.status, { nota: item.nota });
      break;
    case 'Auditoria':
      decidido('Aguardando Justificativa', { nota: item.nota });
      moves.push({
        de: 'Aguardando Justificativa',
        para: 'Auditoria',
        autor: dentista,
        em: dia(2),
        nota: item.resposta,
        idsImagem: arquivos.slice(0, 1),
      });
      break;
  }
  return moves;
}

/** The auditor's authorization with change, a day after the request. */
function decididoComAlteracao(
  moves: MovimentoDemo[],
  inicial: ItemStatus,
  alteracao: NonNullable<DemoItem['alteracao']>,
  auditor: Autor,
  dia: (dias: number) => Date,
) {
  moves.push({
    de: inicial,
    para: 'Aguardando Aceite',
    autor: auditor,
    em: dia(1),
    codigoGlosa: alteracao.glosa,
    motivo: glosaTexts.get(alteracao.glosa),
    nota: alteracao.nota,
  });
}

/**
 * The item's deadline columns (migration 019) as the desk would have written them: requested when created;
 * answered a day later when decided; paused while it waits for the dentist; moved by the day it waited when
 * answered; a new deadline for the junta from the day it was contested.
 */
function prazoDemo(item: DemoItem, criadoEm: Date, uf: string) {
  const dia = (dias: number) => new Date(criadoEm.getTime() + dias * DAY_MS);
  const { diasUteis, urgente } = prazoDoProcedimento(item.tuss);
  const prazo = prazoDoItem(criadoEm, diasUteis, uf);
  const base = { solicitadoEm: criadoEm, diasUteisPrazo: diasUteis, urgente, prazoResposta: prazo };
  if (item.automatica) return { ...base, respondidoEm: criadoEm, autorizacaoAutomatica: item.automatica };
  switch (item.status) {
    case 'Aguardando Justificativa':
    case 'Aguardando Documentação':
      return { ...base, prazoPausadoDesde: dia(1) };
    case 'Aguardando Aceite':
      return { ...base, prazoPausadoDesde: dia(1), respondidoEm: dia(1) };
    case 'Auditoria':
      return { ...base, prazoResposta: prazoDepoisDaPausa(prazo, dia(1), dia(2), uf) };
    case 'Em Junta':
      return { ...base, respondidoEm: dia(1), prazoResposta: prazoDoItem(dia(2), diasUteis, uf) };
    case 'Autorizado':
    case 'Realizado':
    case 'Negado':
      return { ...base, respondidoEm: dia(1) };
    default:
      return base;
  }
}

/** Treatment plans, items, acts, fechamento batches and file rows for the two demo dentists. */
export async function seedDemoPlanos(
  trx: Kysely<Database>,
  defaults: PlanoDefaults,
  prazos: PrazosDeRecurso = PRAZOS_DE_RECURSO_PADRAO,
  now = new Date(),
): Promise<void> {
  const dentistas = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('cro', 'in', ['12345', '54321'])
    .orderBy('cro')
    .execute();
  const beneficiarios = await trx.selectFrom('beneficiario').select(['id', 'uf']).orderBy('id').execute();
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
  const paulo = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('papel', '=', 'Auditor')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const auditor: Autor = { ...paulo, papel: 'Auditor' };
  /** The initial situation of each plan's beneficiary, recorded by the first dentist to plan for them. */
  /** Demo items sent with a justification: their predicted glosas are written once the versions exist. */
  const justificados: { itemId: number; planoId: number; dentistaId: number }[] = [];
  const situacoes = new Map<
    number,
    { dentistaId: number; criadoEm: Date; dentes: Map<number, 'A' | 'E' | 'H' | 'C' | 'R'> }
  >();

  /** Each dentist's performed items by batch: billed once the plans are complete. */
  const faturamento = new Map<number, Map<LoteDemo, ItemFaturadoDemo[]>>();
  for (const [dentistIndex, dentista] of dentistas.entries()) {
    const lotes = new Map<LoteDemo, ItemFaturadoDemo[]>();
    faturamento.set(dentista.id, lotes);
    for (const [planIndex, plan] of PLANS.entries()) {
      const criadoEm = new Date(now.getTime() - (plan.diasAtras + dentistIndex) * DAY_MS);
      const beneficiario = beneficiarios[(plan.beneficiario + dentistIndex * 5) % beneficiarios.length];
      if (!beneficiario) continue;
      const { id: planoId } = await trx
        .insertInto('planoTratamento')
        .values({
          dentistaId: dentista.id,
          beneficiarioId: beneficiario.id,
          ...(plan.cancelado
            ? {
                status: PLANO_CANCELADO,
                statusTiss: 6,
                canceladoEm: new Date(criadoEm.getTime() + 2 * DAY_MS),
                motivoCancelamento: plan.cancelado,
              }
            : statusDoPlano(
                plan.itens.map((item) => item.status),
                0,
              )),
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

      const situacao = situacoes.get(beneficiario.id) ?? {
        dentistaId: dentista.id,
        criadoEm,
        dentes: new Map<number, 'A' | 'E' | 'H' | 'C' | 'R'>(),
      };
      if (criadoEm < situacao.criadoEm) situacao.criadoEm = criadoEm;
      for (const [dente, condicao] of Object.entries(DEMO_ODONTOGRAMAS[plan.beneficiario] ?? {})) {
        if (!situacao.dentes.has(Number(dente))) situacao.dentes.set(Number(dente), condicao);
      }
      situacoes.set(beneficiario.id, situacao);

      const arquivos: number[] = [];
      for (const [fileIndex, file] of (plan.arquivos ?? []).entries()) {
        const chave = `demo/${dentista.cro}-${planIndex}-${fileIndex}.${file.kind}`;
        const id = await inserirArquivoDemo(trx, {
          planoTratamentoId: planoId,
          imagemTipoId: tipos.get(file.tipo) ?? 1,
          dentistaId: dentista.id,
          nomeArquivoOriginal: file.nome,
          contentType: file.kind === 'png' ? 'image/png' : 'application/pdf',
          chave,
          criadoEm: new Date(criadoEm.getTime() + 30 * 60_000),
        });
        arquivos.push(id);
      }

      const itemIds: number[] = [];
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
            ...motivoDo(item),
            naFilaDesde: item.resposta ? new Date(itemCriadoEm.getTime() + 2 * DAY_MS) : itemCriadoEm,
            valorUsoCentavos: procedimento.valorCentavos,
            criadoEm: itemCriadoEm,
            atualizadoEm: itemCriadoEm,
            usuarioAtualizacao: dentista.cro,
            justificativa: item.justificativa ?? null,
            ...prazoDemo(item, itemCriadoEm, beneficiario.uf),
            fundamento: item.status === 'Negado' ? (item.fundamento ?? null) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        itemIds[itemIndex] = itemId;
        if (item.justificativa) justificados.push({ itemId, planoId, dentistaId: dentista.id });
        const autores = { dentista: { ...dentista, papel: 'Dentista' as const }, auditor };
        const movimentos = historicoDemo(item, autores, itemCriadoEm, arquivos);
        for (const movimento of movimentos) {
          // The acceptance changes the item's procedure: the moves before it name the request.
          if (movimento.de === 'Aguardando Aceite' && item.alteracao) {
            await aceitarAlteracaoDemo(trx, itemId, item, procedimentos, itemCriadoEm);
          }
          await registrarMovimento(trx, { planoId, itemId, ...movimento });
        }
        if (item.status === 'Aguardando Aceite') {
          await aceitarAlteracaoDemo(trx, itemId, item, procedimentos, itemCriadoEm, { proposta: true });
        }
        await notificarDemo(trx, dentista.id, planoId, itemId, movimentos, now);
        if (item.status === 'Realizado') {
          const realizadoEm = new Date(criadoEm.getTime() + 7 * DAY_MS);
          await registrarAtoDemo(trx, dentista, planoId, itemId, realizadoEm);
          await registrarRealizacaoDemo(trx, itemId, null, realizadoEm);
          const lote = item.fechamento ?? 'atual';
          lotes.set(lote, [...(lotes.get(lote) ?? []), { itemId, realizadoEm, conta: item.conta }]);
        }
      }
      // The final documentation of a performed item is a plan file linked to it.
      for (const [fileIndex, file] of (plan.arquivos ?? []).entries()) {
        const itemId = file.item === undefined ? undefined : itemIds[file.item];
        const arquivoId = arquivos[fileIndex];
        if (itemId === undefined || arquivoId === undefined) continue;
        await trx
          .updateTable('planoImagem')
          .set({ planoTratamentoItemId: itemId })
          .where('id', '=', arquivoId)
          .execute();
      }
    }
  }

  // Version 1 of each beneficiary's initial situation, dated with their first plan, every position recorded
  // (healthy where DEMO_ODONTOGRAMAS says nothing) and both questions answered; frozen for the plans with items.
  for (const [beneficiarioId, situacao] of situacoes) {
    const dentes = new Map(situacao.dentes);
    for (const dente of POSICOES_PERMANENTES) if (!dentes.has(dente)) dentes.set(dente, 'H');
    await inserirVersaoDemo(trx, {
      beneficiarioId,
      numero: 1,
      dentistaId: situacao.dentistaId,
      criadoEm: new Date(situacao.criadoEm.getTime() - 60_000),
      dentes,
    });
  }
  await trx
    .updateTable('planoTratamento as p')
    .set((eb) => ({
      situacaoInicialVersaoId: eb
        .selectFrom('situacaoInicialVersao as v')
        .select('v.id')
        .whereRef('v.beneficiarioId', '=', 'p.beneficiarioId')
        .where('v.numero', '=', 1),
    }))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('planoTratamentoItem as i').select('i.id').whereRef('i.planoTratamentoId', '=', 'p.id'),
      ),
    )
    .execute();

  // The earlier batches go through the month the portal and the console make, by their services, now that
  // each plan carries its initial situation (the guide reads it): sent, analysed by the auditor, paid with
  // the TISS statement; this month's performed items then open the current batch.
  for (const [dentistIndex, dentista] of dentistas.entries()) {
    const lotes = faturamento.get(dentista.id);
    if (!lotes) continue;
    await faturarMesDemo(trx, defaults, { dentista, auditor: paulo, dias: dentistIndex }, lotes, now);
    await recorrerGlosasDemo(trx, defaults, prazos, { dentista, auditor: paulo, dias: dentistIndex }, now);
    const atuais = (lotes.get('atual') ?? []).map(({ itemId }) => itemId);
    if (atuais.length > 0) await abrirLoteAtualDemo(trx, dentista.id, atuais, now);
  }

  // The glosas the rules predict for the justified items, as the portal would have shown them: read now that
  // each plan carries its initial situation (written once, as createItem writes them).
  for (const { itemId, planoId, dentistaId } of justificados) {
    const item = await trx
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .select(['pr.tuss', ...ITEM_SITE_COLUMNS])
      .where('i.id', '=', itemId)
      .executeTakeFirstOrThrow();
    const { tuss, ...local } = item;
    const glosas = glosasPrevistas(tuss, local, await contextoDoPlano(trx, planoId, dentistaId, itemId));
    // As createItem: a justification answers predicted glosas, and none predicted keeps none.
    await sql`update plano_tratamento_item set glosas_previstas = ${JSON.stringify(glosas)}::jsonb,
      justificativa = case when ${glosas.length} > 0 then justificativa end
      where id = ${itemId}`.execute(trx);
  }
}

/**
 * The demo's change on the item: accepted, the item becomes the authorized procedure; `proposta`, it stays as
 * requested and the change waits for the dentist. Either way the change is kept on the item.
 */
async function aceitarAlteracaoDemo(
  trx: Kysely<Database>,
  itemId: number,
  item: DemoItem,
  procedimentos: ReadonlyMap<string, { id: number; tuss: string; valorCentavos: number }>,
  criadoEm: Date,
  { proposta = false } = {},
) {
  const alteracao = item.alteracao;
  const pedido = procedimentos.get(item.tuss);
  const autorizado = alteracao && procedimentos.get(alteracao.tuss);
  if (!alteracao || !pedido || !autorizado) return;
  const descricao = async (id: number) =>
    (await trx.selectFrom('procedimento').select('descricao').where('id', '=', id).executeTakeFirstOrThrow())
      .descricao;
  const idDente = item.dente ?? null;
  const registro = {
    pedido: {
      codTuss: item.tuss,
      descricao: await descricao(pedido.id),
      idDente,
      faces: item.faces ?? null,
      regiao: null,
    },
    autorizado: {
      codTuss: alteracao.tuss,
      descricao: await descricao(autorizado.id),
      idDente,
      faces: alteracao.faces,
      regiao: null,
    },
    codigoGlosa: alteracao.glosa,
    motivo: glosaTexts.get(alteracao.glosa) ?? '',
    nota: alteracao.nota,
    situacao: proposta ? 'proposta' : 'aceita',
    propostaEm: new Date(criadoEm.getTime() + DAY_MS).toISOString(),
    respondidaEm: proposta ? null : new Date(criadoEm.getTime() + 2 * DAY_MS).toISOString(),
  };
  if (proposta) {
    await trx
      .updateTable('planoTratamentoItem')
      .set({ alteracao: JSON.stringify(registro) })
      .where('id', '=', itemId)
      .execute();
    return;
  }
  await trx
    .updateTable('planoTratamentoItem')
    .set({
      procedimentoId: autorizado.id,
      faces: alteracao.faces,
      valorUsoCentavos: autorizado.valorCentavos,
      alteracao: JSON.stringify(registro),
    })
    .where('id', '=', itemId)
    .execute();
}

async function inserirVersaoDemo(
  trx: Kysely<Database>,
  versao: {
    beneficiarioId: number;
    numero: number;
    dentistaId: number;
    criadoEm: Date;
    dentes: Map<number, 'A' | 'E' | 'H' | 'C' | 'R'>;
    doencaPeriodontal?: boolean;
    observacao?: string;
  },
) {
  const { id } = await trx
    .insertInto('situacaoInicialVersao')
    .values({
      beneficiarioId: versao.beneficiarioId,
      numero: versao.numero,
      dentistaId: versao.dentistaId,
      criadoEm: versao.criadoEm,
      doencaPeriodontal: versao.doencaPeriodontal ?? false,
      alteracaoTecidoMole: false,
      observacao: versao.observacao ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('situacaoInicialDente')
    .values(
      [...versao.dentes].map(([idDente, condicao]) => ({
        versaoId: id,
        idDente,
        condicao,
        dataRegistro: versao.criadoEm.toISOString().slice(0, 10),
      })),
    )
    .execute();
  return id;
}

/** The mixed dentition of an 8-year-old: first molars and incisors permanent, canines and molars deciduous. */
export const DENTICAO_MISTA: Record<number, 'A' | 'E' | 'H' | 'C' | 'R'> = {
  16: 'H',
  26: 'H',
  36: 'C',
  46: 'H',
  11: 'H',
  21: 'H',
  31: 'H',
  41: 'H',
  12: 'H',
  22: 'H',
  32: 'H',
  42: 'H',
  53: 'H',
  54: 'C',
  55: 'H',
  63: 'H',
  64: 'R',
  65: 'H',
  73: 'H',
  74: 'H',
  75: 'C',
  83: 'H',
  84: 'H',
  85: 'H',
  17: 'A',
  27: 'A',
  37: 'A',
  47: 'A',
  18: 'A',
  28: 'A',
  38: 'A',
  48: 'A',
};

/**
 * The initial situation's demo (issue #29), after the plans: Maria's plan with items (Dra. Ana Souza's, six days
 * old) carries version 1, and a version 2 recorded two days ago changes it (17 now decayed, periodontal disease);
 * and Lucas, 8 years old, in mixed dentition, has a complete version 1 and a plan of Dra. Ana Souza's.
 */
export async function seedDemoSituacoesIniciais(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const ana = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('cro', '=', '12345')
    .executeTakeFirstOrThrow();
  const [maria] = await trx.selectFrom('beneficiario').select('id').orderBy('id').limit(1).execute();
  if (maria) {
    const v1 = await trx
      .selectFrom('situacaoInicialDente as d')
      .innerJoin('situacaoInicialVersao as v', 'v.id', 'd.versaoId')
      .select(['d.idDente', 'd.condicao'])
      .where('v.beneficiarioId', '=', maria.id)
      .where('v.numero', '=', 1)
      .execute();
    const dentes = new Map(
      v1.map((dente) => [dente.idDente, dente.condicao === 'N' ? 'H' : dente.condicao] as const),
    );
    dentes.set(17, 'C');
    await inserirVersaoDemo(trx, {
      beneficiarioId: maria.id,
      numero: 2,
      dentistaId: ana.id,
      criadoEm: new Date(now.getTime() - 2 * DAY_MS),
      dentes,
      doencaPeriodontal: true,
      observacao: 'Sangramento gengival à sondagem nos dentes 16 e 17.',
    });
  }
  const lucas = await trx
    .selectFrom('beneficiario')
    .select('id')
    .where('nome', '=', 'Lucas Moreira Dias')
    .executeTakeFirst();
  if (lucas) {
    const criadoEm = new Date(now.getTime() - 3 * DAY_MS);
    await inserirVersaoDemo(trx, {
      beneficiarioId: lucas.id,
      numero: 1,
      dentistaId: ana.id,
      criadoEm,
      dentes: new Map(Object.entries(DENTICAO_MISTA).map(([dente, condicao]) => [Number(dente), condicao])),
      observacao: 'Dentição mista; 36 com lesão de cárie oclusal.',
    });
    await inserirPlanoDaAna(trx, ana, { beneficiarioId: lucas.id, criadoEm });
  }
}

/** A plan of Dra. Ana Souza's, as the portal creates one (the server's defaults); returns its id. */
async function inserirPlanoDaAna(
  trx: Kysely<Database>,
  ana: { id: number; cro: string },
  plano: { beneficiarioId: number; criadoEm: Date; situacaoInicialVersaoId?: number; pendente?: boolean },
): Promise<number> {
  const { criadoEm } = plano;
  const { id } = await trx
    .insertInto('planoTratamento')
    .values({
      dentistaId: ana.id,
      beneficiarioId: plano.beneficiarioId,
      ...(plano.pendente ? { status: 1 as const, statusTiss: 2 } : {}),
      criadoEm,
      validoAte: new Date(criadoEm.getTime() + VALIDADE_DIAS * DAY_MS),
      situacaoInicialVersaoId: plano.situacaoInicialVersaoId ?? null,
      solicitanteCodigo: String(ana.id),
      solicitanteCro: ana.cro,
      solicitanteUf: 'SP',
      solicitanteNome: 'Dra. Ana Souza',
      codigoOperadora: '900',
      nomeOperadora: 'Odonto Cooperativa',
      codigoPontoAtendimento: '1',
      nomePontoAtendimento: 'Consultório do dentista executante',
      codigoCnes: '9999999',
      observacoes: 'Plano de tratamento emitido pelo Portal do Dentista.',
      usuarioCriacao: ana.cro,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The carência of the desk's demo (issue #30): Renata joined 40 days ago and has a toothache on the 11. Dra. Ana
 * Souza's plan of two days ago requests its endodontics, inside the 90 days of Endodontia: the item reaches the
 * queue with the carência predicted (1410) and the dentist's justification.
 */
export async function seedDemoCarencia(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const ana = await trx
    .selectFrom('dentista')
    .select(['id', 'cro'])
    .where('cro', '=', '12345')
    .executeTakeFirstOrThrow();
  const renata = await trx
    .selectFrom('beneficiario')
    .select(['id', 'uf'])
    .where('nome', '=', 'Renata Campos Figueiredo')
    .executeTakeFirst();
  const endo = await trx
    .selectFrom('procedimento')
    .select(['id', 'valorCentavos'])
    .where('tuss', '=', DEMO_TUSS.endoUni)
    .executeTakeFirst();
  if (!renata || !endo) return;
  const criadoEm = new Date(now.getTime() - 2 * DAY_MS);
  const dentes = new Map<number, 'A' | 'E' | 'H' | 'C' | 'R'>(
    POSICOES_PERMANENTES.map((dente) => [dente, 'H']),
  );
  dentes.set(11, 'C');
  const versaoId = await inserirVersaoDemo(trx, {
    beneficiarioId: renata.id,
    numero: 1,
    dentistaId: ana.id,
    criadoEm: new Date(criadoEm.getTime() - 60_000),
    dentes,
    observacao: '11 com cárie profunda na palatina, dor espontânea e noturna.',
  });
  const planoId = await inserirPlanoDaAna(trx, ana, {
    beneficiarioId: renata.id,
    criadoEm,
    situacaoInicialVersaoId: versaoId,
    pendente: true,
  });
  const local = { idDente: 11, faces: null, arcada: null, hemiArcada: null, sextante: null, regiao: null };
  const glosas = glosasPrevistas(
    DEMO_TUSS.endoUni,
    local,
    await contextoDoPlano(trx, planoId, ana.id),
    criadoEm,
  );
  const itemCriadoEm = new Date(criadoEm.getTime() + 60_000);
  const item: DemoItem = { tuss: DEMO_TUSS.endoUni, dente: 11, status: 'Aguardando Aprovação' };
  const { id: itemId } = await trx
    .insertInto('planoTratamentoItem')
    .values({
      planoTratamentoId: planoId,
      procedimentoId: endo.id,
      ...local,
      status: 'Aguardando Aprovação',
      naFilaDesde: itemCriadoEm,
      valorUsoCentavos: endo.valorCentavos,
      criadoEm: itemCriadoEm,
      atualizadoEm: itemCriadoEm,
      usuarioAtualizacao: ana.cro,
      glosasPrevistas: JSON.stringify(glosas),
      justificativa:
        'Pulpite irreversível no 11 (dor espontânea e noturna, teste de frio positivo e prolongado): urgência dentro da carência; pulpectomia feita na consulta, tratamento endodôntico a concluir.',
      ...prazoDemo(item, itemCriadoEm, renata.uf),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await registrarMovimento(trx, {
    planoId,
    itemId,
    de: null,
    para: 'Aguardando Aprovação',
    autor: { ...ana, papel: 'Dentista' },
    em: itemCriadoEm,
  });
}
