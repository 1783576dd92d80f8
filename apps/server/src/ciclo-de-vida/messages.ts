import type { Acao } from './ciclo-de-vida';

/** An item reported as performed must be authorized (the monthly closing takes only those). */
const SO_AUTORIZADOS_REALIZADOS = "Só procedimentos com status 'Autorizado' podem ir para o fechamento.";

/** pt-BR messages of the item lifecycle: the moves it refuses (409). */
export const MSG_CICLO_DE_VIDA = {
  soAutorizadosRealizados: SO_AUTORIZADOS_REALIZADOS,
  /** The lifecycle refused the move: the item is no longer where the screen showed it. */
  movimentoRecusado: (acao: Acao, status: string) =>
    acao === 'responder'
      ? `Este procedimento não aguarda resposta à auditoria: está '${status}'. Atualize a página.`
      : acao === 'realizar'
        ? SO_AUTORIZADOS_REALIZADOS
        : acao === 'remover'
          ? `Só é possível remover procedimentos com status 'Aguardando Aprovação'. Este está '${status}'.`
          : `Este procedimento já foi decidido e está '${status}'. Atualize a página.`,
  planoCancelado: 'Este plano de tratamento foi cancelado: seus procedimentos não mudam mais de status.',
} as const;
