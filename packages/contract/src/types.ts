// Domain types of both APIs, named after the spec, for the server, packages/ui, the apps and their mocks.
import type { components as AuthComponents } from './generated/auth.gen';
import type { components as DentistComponents } from './generated/dentist.gen';

type AuthSchemas = AuthComponents['schemas'];
type DentistSchemas = DentistComponents['schemas'];

export type LoginRequest = AuthSchemas['LoginRequest'];
export type LoginResponse = AuthSchemas['LoginResponse'];
export type CurrentUser = AuthSchemas['CurrentUser'];
export type Clinic = AuthSchemas['Clinic'];
export type NotificationPreferences = AuthSchemas['NotificationPreferences'];
export type Consent = AuthSchemas['Consent'];
export type ChangePasswordRequest = AuthSchemas['ChangePasswordRequest'];
export type ResetPasswordRequest = AuthSchemas['ResetPasswordRequest'];
export type MyDataExport = AuthSchemas['MyDataExport'];

export type Uf = DentistSchemas['Uf'];
export type Dentista = DentistSchemas['Dentista'];
export type Beneficiario = DentistSchemas['Beneficiario'];
export type TipoBeneficiario = DentistSchemas['TipoBeneficiario'];
export type ProcedimentoResumo = DentistSchemas['ProcedimentoResumo'];
export type Especialidade = DentistSchemas['Especialidade'];
export type ImagemTipo = DentistSchemas['ImagemTipo'];
export type PlanoTratamentoStatus = DentistSchemas['PlanoTratamentoStatus'];
export type ItemStatus = DentistSchemas['ItemStatus'];
export type PlanoTratamento = DentistSchemas['PlanoTratamento'];
export type Cancelamento = DentistSchemas['Cancelamento'];
export type CancelamentoPlano = DentistSchemas['CancelamentoPlano'];
export type PlanoTratamentoResumo = DentistSchemas['PlanoTratamentoResumo'];
export type PlanoTratamentoV1 = DentistSchemas['PlanoTratamentoV1'];
export type PlanoTratamentoItem = DentistSchemas['PlanoTratamentoItem'];
export type PlanoImagem = DentistSchemas['PlanoImagem'];
export type NovoPlanoTratamento = DentistSchemas['NovoPlanoTratamento'];
export type NovoPlanoTratamentoItem = DentistSchemas['NovoPlanoTratamentoItem'];
export type UploadImagemJson = DentistSchemas['UploadImagemJson'];
export type Paginacao = DentistSchemas['Paginacao'];
export type Fechamento = DentistSchemas['Fechamento'];
export type Ato = DentistSchemas['Ato'];
export type NovoAto = DentistSchemas['NovoAto'];
export type Dashboard = DentistSchemas['Dashboard'];
export type GlosaStatus = DentistSchemas['GlosaStatus'];
export type Glosa = DentistSchemas['Glosa'];
export type GlosaResumo = DentistSchemas['GlosaResumo'];
export type FinancialStatus = DentistSchemas['FinancialStatus'];
export type PaymentMethod = DentistSchemas['PaymentMethod'];
export type RegistroFinanceiro = DentistSchemas['RegistroFinanceiro'];
export type FinanceiroResumo = DentistSchemas['FinanceiroResumo'];
export type OuvidoriaMensagem = DentistSchemas['OuvidoriaMensagem'];
export type OuvidoriaProtocolo = DentistSchemas['OuvidoriaProtocolo'];
export type Role = AuthSchemas['Role'];
export type StatusTiss = DentistSchemas['StatusTiss'];
export type ItemHistorico = DentistSchemas['ItemHistorico'];
export type ProcedimentoDoHistorico = DentistSchemas['ProcedimentoDoHistorico'];
export type RespostaAuditoria = DentistSchemas['RespostaAuditoria'];
export type Notificacao = DentistSchemas['Notificacao'];
export type Notificacoes = DentistSchemas['Notificacoes'];
export type EventoNotificacao = DentistSchemas['EventoNotificacao'];
export type ItemFila = DentistSchemas['ItemFila'];
export type FilaAuditoria = DentistSchemas['FilaAuditoria'];
export type GlosaCodigo = DentistSchemas['GlosaCodigo'];
export type PlanoAnterior = DentistSchemas['PlanoAnterior'];
export type PlanoAuditoria = DentistSchemas['PlanoAuditoria'];
export type IndicacaoDeCodigos = DentistSchemas['IndicacaoDeCodigos'];
export type PendenteIgual = DentistSchemas['PendenteIgual'];
export type DecisaoAuditoria = DentistSchemas['DecisaoAuditoria'];
export type PrazoDoItem = DentistSchemas['PrazoDoItem'];
export type FaixaPrazo = DentistSchemas['FaixaPrazo'];
export type AlteracaoAutorizada = DentistSchemas['AlteracaoAutorizada'];
export type AlteracaoDoItem = DentistSchemas['AlteracaoDoItem'];
export type ProcedimentoDoItem = DentistSchemas['ProcedimentoDoItem'];
export type RespostaAlteracao = DentistSchemas['RespostaAlteracao'];
export type Contestacao = DentistSchemas['Contestacao'];
export type CodigosPorDecisao = DentistSchemas['CodigosPorDecisao'];
export type OperacoesAuditoria = DentistSchemas['OperacoesAuditoria'];
export type OdontogramaInicial = DentistSchemas['OdontogramaInicial'];
export type ValoresDoItem = DentistSchemas['ValoresDoItem'];
export type ValoresDoPlano = DentistSchemas['ValoresDoPlano'];
export type RealizacaoDoItem = DentistSchemas['RealizacaoDoItem'];
export type DocumentacaoFinal = DentistSchemas['DocumentacaoFinal'];
export type LoteStatus = DentistSchemas['LoteStatus'];
export type PassoDoLote = DentistSchemas['PassoDoLote'];
export type LoteResumo = DentistSchemas['LoteResumo'];
export type Lote = DentistSchemas['Lote'];
export type GuiaDoLote = DentistSchemas['GuiaDoLote'];
export type PendenciaDoLote = DentistSchemas['PendenciaDoLote'];
export type DecisaoDaConta = DentistSchemas['DecisaoDaConta'];
export type AnaliseDaConta = DentistSchemas['AnaliseDaConta'];
export type Demonstrativo = DentistSchemas['Demonstrativo'];
export type LoteComGlosa = DentistSchemas['LoteComGlosa'];
export type DentistaDaConta = DentistSchemas['DentistaDaConta'];
export type ContaResumo = DentistSchemas['ContaResumo'];
export type Conta = DentistSchemas['Conta'];
export type AnaliseDaContaRequest = DentistSchemas['AnaliseDaContaRequest'];
export type PagamentoDaContaRequest = DentistSchemas['PagamentoDaContaRequest'];
export type DecisaoDoRecurso = DentistSchemas['DecisaoDoRecurso'];
export type RespostaDoRecursoItem = DentistSchemas['RespostaDoRecursoItem'];
export type RodadaDeRecurso = DentistSchemas['RodadaDeRecurso'];
export type PrazoDeRecurso = DentistSchemas['PrazoDeRecurso'];
export type RecursoGlosaRequest = DentistSchemas['RecursoGlosaRequest'];
export type RecursoGlosaItem = DentistSchemas['RecursoGlosaItem'];
export type RecursoGlosa = DentistSchemas['RecursoGlosa'];
export type RecursoResumo = DentistSchemas['RecursoResumo'];
export type RespostaRecursoRequest = DentistSchemas['RespostaRecursoRequest'];
export type CreditoDeRecurso = DentistSchemas['CreditoDeRecurso'];

/** The envelope of the JSON answers. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  errors?: string[];
}

/** The envelope of the v2 registry lookups. */
export interface LookupEnvelope<T> {
  success: boolean;
  data: T[];
  errorMessage: string | null;
}
export type Glossario = DentistSchemas['Glossario'];
export type StatusDoProduto = DentistSchemas['StatusDoProduto'];
export type CodigoTabela38 = DentistSchemas['CodigoTabela38'];
export type CodigoDescrito = DentistSchemas['CodigoDescrito'];
