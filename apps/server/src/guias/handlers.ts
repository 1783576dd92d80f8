import type { FastifyRequest } from 'fastify';
import { MSG_PLANOS } from '../planos/messages';
import { ApiError } from '../plataforma/errors';
import { dentistApi } from '../plataforma/http/contract-operations';
import { callerOf, signedInId } from '../plataforma/identidade';
import type { BeneficiaryAccess } from '../trilha-de-acesso/beneficiary-access';
import type { OperacaoAcesso } from '../trilha-de-acesso/schema';
import type { EmissoesDeGuia } from './emissoes';
import type { Guias } from './guias';
import { renderGuiaPdf } from './impressao/render-guia-pdf';
import { MSG_GUIAS } from './messages';
import { TISS_ENCODING } from './tiss/mensagem-tiss';

export interface GuiasServices {
  guias: Guias;
  emissoes: EmissoesDeGuia;
  access: BeneficiaryAccess;
}

/** Handlers of openapi/dentist.yaml for a plan's guide (GTO): the TISS XML and the printable PDF. */
export function guiasHandlers({ guias, emissoes, access }: GuiasServices) {
  /**
   * The caller's plan as a guide, its beneficiary recorded in the access trail; 404 (the plan reads' answer)
   * when the plan is missing or another dentist's.
   */
  async function guiaShown(request: FastifyRequest<{ Params: { id: number } }>, operacao: OperacaoAcesso) {
    const guia = await guias.guiaDoPlano(callerOf(request), request.params.id);
    if (!guia) throw new ApiError(404, MSG_PLANOS.planoNaoEncontrado);
    await access.record([
      {
        dentistaId: signedInId(request),
        operacao,
        numeroCarteira: guia.beneficiario.numeroCarteira,
        planoId: guia.plano.id,
        ip: request.ip,
      },
    ]);
    return guia;
  }

  return dentistApi({
    getPlanoTratamentoTiss: {
      handler: async (request, reply) => {
        const guia = await guiaShown(request, 'exporta_guia');
        // A TISS request carries at least one procedure (procedimentosSolicitados 1..n).
        if (guia.itens.length === 0) throw new ApiError(409, MSG_GUIAS.planoSemItens);
        // The request of the items awaiting authorization (or the cancellation of a cancelled plan's).
        const emissao = await emissoes.emitir(guia, signedInId(request));
        return reply
          .header('content-type', `application/xml; charset=${TISS_ENCODING}`)
          .header('content-disposition', `attachment; filename="GTO-${emissao.numero}.xml"`)
          .header('numero-guia', emissao.numero)
          .header('cache-control', 'no-store')
          .send(emissao.mensagem);
      },
    },
    getPlanoTratamentoImpressao: {
      handler: async (request, reply) => {
        const shown = await guiaShown(request, 'imprime_guia');
        // The paper carries the number of the plan's last request; before any, the plan code.
        const ultima = await emissoes.ultimaSolicitacao(shown.plano.id);
        const guia = ultima
          ? {
              ...shown,
              plano: {
                ...shown.plano,
                numeroGuiaPrestador: ultima.numero,
                numeroEmitidoEm: ultima.emitidaEm,
              },
            }
          : shown;
        const pdf = await renderGuiaPdf(guia);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="GTO-${guia.plano.numeroGuiaPrestador}.pdf"`)
          .header('numero-guia', guia.plano.numeroGuiaPrestador)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    },
  });
}
