import type { Glosa, PlanoImagem, PrazoDeRecurso, RespostaDoRecursoItem, RodadaDeRecurso } from '@odonto/api';
import { AUDITOR_DA_CONTA } from './analises';

/** The stories' today (America/Sao_Paulo): the deadlines' remaining days count from it. */
export const HOJE = '2026-11-28';
/** Days the contract gives to appeal a glosa, counted from the analysis or the previous answer. */
export const PRAZO_RECURSO_DIAS = 30;
/** Rounds of appeal the contract allows per glosa. */
export const RODADAS_MAXIMAS = 2;

const DAY = 86_400_000;
/** The day `days` after `date` (both yyyy-MM-dd). */
export const diasDepois = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Days from HOJE to `date`, counting today (1 on the last day, negative after it). */
const diasAte = (date: string) => Math.round((Date.parse(date) - Date.parse(HOJE)) / DAY) + 1;

/** A round open to appeal until PRAZO_RECURSO_DIAS after `desde` (or its deadline passed). */
export function prazoDesde(desde: string, proximaRodada = 1): PrazoDeRecurso {
  const prazo = diasDepois(desde, PRAZO_RECURSO_DIAS);
  const diasRestantes = diasAte(prazo);
  const [ano, mes, dia] = prazo.split('-');
  return diasRestantes > 0
    ? { permitido: true, prazo, diasRestantes, proximaRodada, rodadasMaximas: RODADAS_MAXIMAS, motivo: null }
    : {
        permitido: false,
        prazo,
        diasRestantes,
        proximaRodada,
        rodadasMaximas: RODADAS_MAXIMAS,
        motivo: `O prazo de recurso desta glosa terminou em ${dia}/${mes}/${ano}.`,
      };
}

/** No round open: the server's reason. */
export const semPrazo = (proximaRodada: number, motivo: string): PrazoDeRecurso => ({
  permitido: false,
  prazo: null,
  diasRestantes: null,
  proximaRodada,
  rodadasMaximas: RODADAS_MAXIMAS,
  motivo,
});

export const MOTIVO_EM_RECURSO = 'A glosa está em recurso: aguarde a resposta da operadora.';
export const MOTIVO_ACEITA = 'A operadora aceitou o recurso por inteiro.';
export const MOTIVO_RODADAS = `As ${RODADAS_MAXIMAS} rodadas de recurso desta glosa já foram usadas.`;

/** A file of the plan sent with an appeal. */
export const arquivoDoRecurso = (idImagem: number, nome: string): PlanoImagem => ({
  idImagem,
  nomeArquivoOriginal: nome,
  absolutePath: `/api/v2/planoTratamento/imagens/${idImagem}/arquivo?expira=1795271400&assinatura=teste`,
  contentType: nome.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  tamanho: 68,
  dtCriacao: '2026-11-20T12:00:00.000Z',
  imagemTipo: { idImagemTipo: 1, descricao: 'Radiografia periapical' },
});

/** The operator's answer to an appealed glosa, on `dia` (yyyy-MM-dd). */
export const resposta = (
  decisao: RespostaDoRecursoItem['decisao'],
  valorAcatado: number,
  dia: string,
  justificativa: string | null = null,
): RespostaDoRecursoItem => ({
  decisao,
  valorAcatado,
  justificativa,
  auditor: AUDITOR_DA_CONTA,
  respondidoEm: `${dia}T17:30:00.000Z`,
});

/** One round of appeal of a glosa, sent on `enviado` (yyyy-MM-dd). */
export function rodadaDeRecurso(
  rodada: number,
  idRecurso: number,
  enviado: string,
  fields: Pick<RodadaDeRecurso, 'justificativa' | 'valorRecursado'> & Partial<RodadaDeRecurso>,
): RodadaDeRecurso {
  return {
    rodada,
    idRecurso,
    numeroRecurso: `RG${String(idRecurso).padStart(6, '0')}`,
    protocolo: `${enviado.slice(2).replaceAll('-', '')}${String(idRecurso).padStart(6, '0')}`,
    arquivos: [],
    enviadoEm: `${enviado}T14:10:00.000Z`,
    prazoResposta: diasDepois(enviado, PRAZO_RECURSO_DIAS),
    resposta: null,
    ...fields,
  };
}

/** The appeal fields of a glosa never appealed, analysed on `responseDate`. */
export const naoRecorrida = (
  responseDate: string,
): Pick<Glosa, 'valorRecuperado' | 'recurso' | 'recursos'> => ({
  valorRecuperado: 0,
  recurso: prazoDesde(responseDate),
  recursos: [],
});
