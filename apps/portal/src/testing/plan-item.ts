import type { PlanoTratamentoItem } from '@odonto/api';
import { PRAZO_NO_PRAZO } from './prazo';
import { valoresDoItem } from './valores';

/** A plan item for unit tests: tooth 16, two faces, waiting for the audit (TISS 2); `overrides` on top. */
export const planItem = (overrides: Partial<PlanoTratamentoItem> = {}): PlanoTratamentoItem => ({
  idProcedimentoItem: 1,
  idPlanoTratamento: 7,
  idDente: 16,
  codTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  faces: 'M,O',
  arcada: null,
  hemiArcada: null,
  sextante: null,
  regiao: null,
  audiStatus: 'Aguardando Aprovação',
  statusTiss: { codigo: 2, descricao: 'Em análise' },
  audiCodigoGlosa: null,
  audiMotivoStatus: null,
  dtCriacao: '2026-11-01T12:00:00Z',
  glosasPrevistas: [],
  justificativa: null,
  prazo: PRAZO_NO_PRAZO,
  autorizacaoAutomatica: null,
  fundamento: null,
  alteracao: null,
  // R$ 180,00 at 20%: R$ 36,00 for the patient, R$ 144,00 for the operator.
  valores: valoresDoItem(180),
  realizacao: null,
  documentacaoFinal: null,
  ...overrides,
});
