import { formatPlanCode } from '@odonto/contract';
import type { Kysely } from 'kysely';
import { regiaoDo } from '../ciclo-de-vida/local-do-item';
import type { PlanoStatus } from '../ciclo-de-vida/schema';
import type { PlanoDefaults } from '../planos/config';
import { itemQuery, planoQuery } from '../planos/records';
import { situacaoInicialDoPlano } from '../planos/situacao-inicial';
import type { Database } from '../plataforma/banco/schema';
import type { Caller } from '../plataforma/identidade';
import type { GuiaDoPlano, GuiaItem, SituacaoInicial } from './guia-do-plano';

/** The plan's status as the portal shows it (docs/product-rules.md#d7). */
const STATUS_TEXTO: Record<PlanoStatus, string> = {
  0: 'Rascunho',
  1: 'Pendente',
  2: 'Autorizado',
  3: 'Concluído',
  4: 'Cancelado',
  5: 'Autorizado parcialmente',
  6: 'Negado',
};

/**
 * CBO-S of the executing dentist: the registry records no specialty per dentist, so every one is a
 * cirurgião-dentista clínico geral (2232-08), the occupation of a dentist who plans a general treatment.
 */
export const CBOS_DENTISTA_CLINICO_GERAL = '223208';

/** The plan's columns a guide needs besides the ones the plan reads select. */
function guiaQuery(db: Kysely<Database>) {
  return planoQuery(db).select([
    'p.nomeOperadora',
    'p.codigoCnes',
    'p.temCooparticipacao',
    'p.percentualCooparticipacao',
    'p.observacoes',
    'b.dataNascimento',
  ]);
}

/** A guide's items, in the order they were added, with their quantity, value of use and date of performance. */
async function itensDoPlano(db: Kysely<Database>, planoId: number): Promise<GuiaItem[]> {
  const [rows, realizados] = await Promise.all([
    itemQuery(db).where('i.planoTratamentoId', '=', planoId).orderBy('i.id').execute(),
    // The history records when the dentist reported each item performed (the last such move counts).
    db
      .selectFrom('planoItemHistorico')
      .select(['planoTratamentoItemId', 'criadoEm'])
      .where('planoTratamentoId', '=', planoId)
      .where('para', '=', 'Realizado')
      .orderBy('id')
      .execute(),
  ]);
  const realizadoEm = new Map(realizados.map((row) => [row.planoTratamentoItemId, row.criadoEm]));
  return rows.map((row) => ({
    id: row.id,
    codigoTuss: row.tuss,
    descricao: row.descricao,
    dente: row.idDente,
    regiao: regiaoDo(row),
    faces: row.faces ? row.faces.split(',').map((face) => face.trim()) : [],
    quantidade: row.qtdeUso,
    valorUnitarioCentavos: row.valorUsoCentavos,
    status: row.status,
    motivo: row.motivoStatus,
    realizadoEm: row.status === 'Realizado' ? (realizadoEm.get(row.id) ?? null) : null,
    dataRealizacao: row.status === 'Realizado' ? row.dataRealizacao : null,
    // The technical justification sent with an item the rules predicted glosas for (TISS observacao).
    justificativa: row.justificativa,
  }));
}

/**
 * The plan's initial situation (Anexo de Situação Inicial): the version frozen for the plan when its first
 * item was added, or the beneficiary's latest while none is (situacaoInicialDoPlano); teeth 'não avaliado'
 * (N) are left out, dm_condicaoClinica having only A, E, H, C and R. With whether the version is complete
 * for a GTO: an incomplete one issues no request.
 */
export async function situacaoInicialDaGuia(
  db: Kysely<Database>,
  plano: { id: number },
): Promise<SituacaoInicial> {
  const doPlano = await situacaoInicialDoPlano(db, plano.id);
  if (!doPlano) throw new Error(`plan ${plano.id} vanished while its guide was read`);
  const { versao, completa, posicoesSemRegistro, respostasFaltando } = doPlano;
  return {
    dentes: versao.dentes.flatMap(({ idDente, condicao }) =>
      condicao === 'N' ? [] : [{ dente: idDente, condicao }],
    ),
    doencaPeriodontal: versao.doencaPeriodontal,
    alteracaoTecidoMole: versao.alteracaoTecidoMole,
    observacao: versao.observacao,
    completude: { completa, posicoesSemRegistro, respostasFaltando },
  };
}

/** Plans as guides (GTO): read once here, written as TISS XML (tiss/) or as the printed guide (impressao/). */
export class Guias {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly defaults: PlanoDefaults,
  ) {}

  /**
   * The caller's plan as a guide; null when it does not exist or is another dentist's (the same answer, so
   * that plan ids cannot be probed, as GET /v2/planoTratamento/{id}).
   */
  async guiaDoPlano(caller: Caller, planoId: number, emitidaEm = new Date()): Promise<GuiaDoPlano | null> {
    const row = await guiaQuery(this.db)
      .where('p.id', '=', planoId)
      .where('p.dentistaId', '=', caller.id)
      .executeTakeFirst();
    if (!row) return null;
    const [itens, situacaoInicial] = await Promise.all([
      itensDoPlano(this.db, row.id),
      situacaoInicialDaGuia(this.db, { id: row.id }),
    ]);
    const { solicitanteCro: cro, solicitanteNome: nome, solicitanteUf: uf } = row;
    // The requester is worth naming only when another dentist asked for the plan.
    const solicitante = cro && nome && uf && (cro !== row.cro || uf !== row.uf) ? { nome, cro, uf } : null;
    return {
      emitidaEm,
      operadora: { nome: row.nomeOperadora, registroANS: this.defaults.registroANS },
      plano: {
        id: row.id,
        codigo: formatPlanCode(row.id),
        // Before any emission the guide goes by the plan code; emissoes.ts gives it the emission's number.
        numeroGuiaPrestador: formatPlanCode(row.id),
        numeroEmitidoEm: null,
        criadoEm: row.criadoEm,
        validoAte: row.validoAte,
        status: row.status,
        statusTexto: STATUS_TEXTO[row.status],
        nomePlano: row.nomeProduto,
        empresa: row.empresa,
        observacao: row.observacoes,
        coparticipacao: row.temCooparticipacao ? { percentual: Number(row.percentualCooparticipacao) } : null,
        cnes: row.codigoCnes,
      },
      beneficiario: {
        nome: row.nome,
        nomeSocial: row.nomeSocial,
        numeroCarteira: row.numeroCarteira,
        dataNascimento: row.dataNascimento,
      },
      executante: {
        nome: row.dentistaNome,
        cro: row.cro,
        uf: row.uf,
        codigoNaOperadora: String(row.dentistaId),
        cbos: CBOS_DENTISTA_CLINICO_GERAL,
      },
      solicitante,
      itens,
      situacaoInicial,
    };
  }
}
