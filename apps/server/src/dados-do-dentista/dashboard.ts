import { type Kysely, sql } from 'kysely';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { Database } from '../plataforma/banco/schema';
import { reais } from '../plataforma/listagem';
import { percentages } from './percentages';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Planos a vencer': plans expiring within this many days (docs/product-rules.md#d11). */
export const EXPIRING_WITHIN_DAYS = 15;
const RECENT_PROCEDURE_DAYS = 30;
const MAX_EXPIRING = 10;
const MAX_RECENT_PATIENTS = 5;

/** The dashboard's figures, computed from the dentist's own plans and items (docs/product-rules.md#d11). */
export class Dashboard {
  constructor(private readonly db: Kysely<Database>) {}

  /** Active plans: pending, authorized, or authorized in part (5), whose authorized items remain to be done. */
  async figures(dentistaId: number, now = new Date()) {
    const limit = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
    const since = new Date(now.getTime() - RECENT_PROCEDURE_DAYS * DAY_MS);
    const plans = this.db.selectFrom('planoTratamento as p').where('p.dentistaId', '=', dentistaId);
    const expiring = (query: typeof plans) =>
      query
        .where('p.status', 'in', [0, 1, 2, 5])
        .where('p.validoAte', '>', now)
        .where('p.validoAte', '<=', limit);

    const [counts, proximos, porEspecialidade, recentes, financeiro] = await Promise.all([
      plans
        .select([
          sql<number>`count(distinct p.beneficiario_id)::int`.as('pacientes'),
          sql<number>`(count(*) filter (where p.status in (1, 2, 5) and p.valido_ate > ${now}))::int`.as(
            'ativos',
          ),
          sql<number>`(count(*) filter (where p.status in (0, 1, 2, 5) and p.valido_ate > ${now} and p.valido_ate <= ${limit}))::int`.as(
            'aVencer',
          ),
        ])
        .executeTakeFirstOrThrow(),
      expiring(plans)
        .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
        .select(['p.id', 'b.nome', 'b.numeroCarteira', 'p.validoAte'])
        .orderBy('p.validoAte')
        .orderBy('p.id')
        .limit(MAX_EXPIRING)
        .execute(),
      plans
        .innerJoin('planoTratamentoItem as i', 'i.planoTratamentoId', 'p.id')
        .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
        .innerJoin('especialidade as e', 'e.id', 'pr.especialidadeId')
        .where('i.criadoEm', '>=', since)
        .select(['e.nome as especialidade', sql<number>`count(*)::int`.as('quantidade')])
        .groupBy('e.nome')
        .orderBy('quantidade', 'desc')
        .orderBy('e.nome')
        .execute(),
      this.db
        .selectFrom((eb) =>
          eb
            .selectFrom('planoTratamento as p')
            .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
            .where('p.dentistaId', '=', dentistaId)
            .distinctOn('p.beneficiarioId')
            .select(['p.beneficiarioId', 'p.id', 'p.criadoEm', 'b.nome', 'b.numeroCarteira'])
            .orderBy('p.beneficiarioId')
            .orderBy('p.criadoEm', 'desc')
            .orderBy('p.id', 'desc')
            .as('latest'),
        )
        .selectAll()
        .orderBy('criadoEm', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_RECENT_PATIENTS)
        .execute(),
      this.financeiro(dentistaId, since),
    ]);

    const shares = percentages(porEspecialidade.map((row) => row.quantidade));
    return {
      totalPacientes: counts.pacientes,
      planosAVencer: counts.aVencer,
      procedimentosUltimos30Dias: porEspecialidade.reduce((sum, row) => sum + row.quantidade, 0),
      planosAtivos: counts.ativos,
      proximosVencimentos: proximos.map((plan) => ({
        idPlanoTratamento: plan.id,
        nome: plan.nome,
        ba3MatAnt: plan.numeroCarteira,
        dtValidade: plan.validoAte.toISOString(),
        diasRestantes: Math.ceil((plan.validoAte.getTime() - now.getTime()) / DAY_MS),
      })),
      procedimentosPorEspecialidade: porEspecialidade.map((row, index) => ({
        especialidade: row.especialidade,
        quantidade: row.quantidade,
        percentual: shares[index] ?? 0,
      })),
      pacientesRecentes: recentes.map((row) => ({
        nome: row.nome,
        ba3MatAnt: row.numeroCarteira,
        idPlanoTratamento: row.id,
        dtCriacao: row.criadoEm.toISOString(),
      })),
      financeiro,
    };
  }

  /**
   * The money of the dashboard, from the records Financeiro and Glosas read (docs/product-rules.md#billing): what
   * the operator still owes (sent batches not paid: released of the analysed items, informed of the others; and
   * the appeals' accepted amounts no statement paid yet), what it paid (credits included) and glosou since
   * `since` (by payment day and analysis), the glosado share of the informed value analysed in those days, and
   * what it accepted in appeals answered since then.
   */
  private async financeiro(dentistaId: number, since: Date) {
    const desde = diaEmSaoPaulo(since);
    const { aReceber, recebido, glosado, analisado, recuperado } = await sql<{
      aReceber: number;
      recebido: number;
      glosado: number;
      analisado: number;
      recuperado: number;
    }>`select
        (select coalesce(sum(case when a.id is null then i.valor_uso_centavos * i.qtde_uso
                                  else a.valor_informado_centavos - a.valor_glosado_centavos end), 0)::float8
           from plano_tratamento_item i
           join fechamento f on f.id = i.fechamento_id
           left join analise_conta_item a on a.plano_tratamento_item_id = i.id
          where f.dentista_id = ${dentistaId} and f.status in ('Enviado', 'Em análise', 'Analisado'))
        + (select coalesce(sum(ra.valor_acatado_centavos), 0)::float8
             from resposta_recurso_item ra
             join recurso_glosa_item ri on ri.id = ra.recurso_glosa_item_id
             join recurso_glosa r on r.id = ri.recurso_glosa_id
            where r.dentista_id = ${dentistaId}
              and not exists (select 1 from credito_recurso c where c.resposta_recurso_item_id = ra.id))
          as "aReceber",
        (select coalesce(sum(d.valor_liberado_centavos + d.valor_creditos_centavos), 0)::float8
           from demonstrativo_pagamento d join fechamento f on f.id = d.fechamento_id
          where f.dentista_id = ${dentistaId} and d.data_pagamento > ${desde}::date) as "recebido",
        (select coalesce(sum(a.valor_glosado_centavos), 0)::float8
           from analise_conta_item a join fechamento f on f.id = a.fechamento_id
          where f.dentista_id = ${dentistaId} and a.analisado_em > ${since}) as "glosado",
        (select coalesce(sum(a.valor_informado_centavos), 0)::float8
           from analise_conta_item a join fechamento f on f.id = a.fechamento_id
          where f.dentista_id = ${dentistaId} and a.analisado_em > ${since}) as "analisado",
        (select coalesce(sum(ra.valor_acatado_centavos), 0)::float8
           from resposta_recurso_item ra
           join recurso_glosa_item ri on ri.id = ra.recurso_glosa_item_id
           join recurso_glosa r on r.id = ri.recurso_glosa_id
           join resposta_recurso_glosa rr on rr.recurso_glosa_id = r.id
          where r.dentista_id = ${dentistaId} and rr.respondido_em > ${since}) as "recuperado"`
      .execute(this.db)
      .then(
        (result) => result.rows[0] ?? { aReceber: 0, recebido: 0, glosado: 0, analisado: 0, recuperado: 0 },
      );
    return {
      aReceber: reais(aReceber),
      recebidoUltimos30Dias: reais(recebido),
      glosadoUltimos30Dias: reais(glosado),
      percentualGlosaUltimos30Dias: analisado === 0 ? 0 : Math.round((glosado * 1000) / analisado) / 10,
      recuperadoUltimos30Dias: reais(recuperado),
    };
  }
}
