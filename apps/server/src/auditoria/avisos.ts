import { formatPlanCode } from '@odonto/contract';
import type { Kysely } from 'kysely';
import type { Acao } from '../ciclo-de-vida/ciclo-de-vida';
import { localDoItem } from '../ciclo-de-vida/local-do-item';
import type { itemRecord } from '../planos/records';
import type { Database } from '../plataforma/banco/schema';

/** The moves the dentist is told of, with the title of each. */
type AcaoAvisada = Exclude<Acao, 'incluir' | 'realizar' | 'remover' | 'responder'>;

/** What the dentist is told of each move made by the operator (or in the dentist's name, by the desk). */
const TITULOS: Readonly<Record<AcaoAvisada, string>> = {
  autorizarAutomaticamente: 'Procedimento autorizado automaticamente',
  autorizar: 'Procedimento autorizado',
  autorizarComAlteracao: 'Procedimento autorizado com alteração: responda',
  negar: 'Procedimento negado',
  solicitarJustificativa: 'Auditoria pede justificativa técnica',
  solicitarDocumentos: 'Auditoria pede documentos',
  aceitarAlteracao: 'Alteração aceita: procedimento autorizado',
  recusarAlteracao: 'Alteração recusada: procedimento de volta à auditoria',
  contestar: 'Negativa contestada: procedimento em junta odontológica',
};

/** The junta's outcome reads as such, not as a first decision. */
const TITULOS_DA_JUNTA = {
  autorizar: 'Junta odontológica: procedimento autorizado',
  negar: 'Junta odontológica: negativa mantida',
} as const;

/**
 * How a notice names the patient: the first name and the last name's initial ('Maria S.'), the social name
 * when there is one. Enough for the dentist to know which of their own patients it is, while the full name
 * stays out of a list glanced at in a waiting room and out of the e-mail copy (LGPD: data minimisation).
 */
export function pacienteDoAviso(beneficiario: { nome: string; nomeSocial: string | null }): string {
  const partes = (beneficiario.nomeSocial?.trim() || beneficiario.nome).trim().split(/\s+/);
  const primeiro = partes[0] ?? '';
  // 'da', 'de', 'dos'... are particles, not the surname the dentist knows the patient by.
  const sobrenome = partes.slice(1).filter((parte) => !/^(d[aeo]s?|e)$/i.test(parte));
  const ultimo = sobrenome.at(-1);
  return ultimo ? `${primeiro} ${ultimo.charAt(0).toLocaleUpperCase('pt-BR')}.` : primeiro;
}

/** The patient of a plan, as a notice names them (pacienteDoAviso). */
export async function pacienteDoPlano(db: Kysely<Database>, planoId: number): Promise<string> {
  const beneficiario = await db
    .selectFrom('planoTratamento as p')
    .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
    .select(['b.nome', 'b.nomeSocial'])
    .where('p.id', '=', planoId)
    .executeTakeFirstOrThrow();
  return pacienteDoAviso(beneficiario);
}

/**
 * The notification of a move, from the item as it stands after it: whose plan (the patient, as
 * pacienteDoAviso names them, and the plan code the screens show, 'PTO-0017'), where, which procedure, the
 * new status with its TISS code, and the reason (a denial's glosa, ground and note, a request's note).
 * `daJunta` marks the junta's outcome on a contested item.
 */
export function avisoDoMovimento(
  acao: AcaoAvisada,
  item: ReturnType<typeof itemRecord>,
  paciente: string,
  { daJunta = false } = {},
) {
  const base = `${paciente}, ${formatPlanCode(item.idPlanoTratamento)}, ${localDoItem(item)}: ${item.codTuss} - ${item.descricao}. Status: ${item.audiStatus} (TISS ${item.statusTiss.codigo}).`;
  const glosa = item.audiCodigoGlosa ? `Glosa ${item.audiCodigoGlosa}: ` : '';
  const fundamento = item.fundamento ? ` Fundamento: ${item.fundamento}` : '';
  const titulo =
    daJunta && (acao === 'autorizar' || acao === 'negar') ? TITULOS_DA_JUNTA[acao] : TITULOS[acao];
  return {
    titulo,
    texto: item.audiMotivoStatus ? `${base} ${glosa}${item.audiMotivoStatus}${fundamento}` : base,
  };
}
