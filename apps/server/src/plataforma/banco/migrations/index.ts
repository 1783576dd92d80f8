import type { Migration, MigrationProvider } from 'kysely/migration';
import * as contasECadastros from './001-contas-e-cadastros';
import * as planosEArquivos from './002-planos-e-arquivos';
import * as dadosDoDentista from './003-dados-do-dentista';
import * as sessoes from './004-sessoes';
import * as seguranca from './005-seguranca';
import * as emailDestinatario from './006-email-destinatario';
import * as idempotencia from './007-idempotencia';
import * as limpeza from './008-limpeza';
import * as listaDePlanos from './009-lista-de-planos';
import * as regrasProcedimentos from './010-regras-procedimentos';
import * as cotaDeConsultas from './011-cota-de-consultas';
import * as guias from './012-guias';
import * as auditoria from './013-auditoria';
import * as historicoProcedimento from './014-historico-procedimento';
import * as cancelamentoPlano from './015-cancelamento-plano';
import * as justificativaDoItem from './016-justificativa-do-item';
import * as situacaoInicialVersoes from './017-situacao-inicial-versoes';
import * as emissoesDeGuia from './018-emissoes-de-guia';
import * as mesaDeAutorizacao from './019-mesa-de-autorizacao';
import * as lotesDeFaturamento from './020-lotes-de-faturamento';
import * as analiseDeContas from './021-analise-de-contas';
import * as recursosDeGlosa from './022-recursos-de-glosa';
import * as protocoloESituacaoPorDentista from './023-protocolo-e-situacao-por-dentista';
import * as tentativasPorCliente from './024-tentativas-por-cliente';
import * as croPorUf from './025-cro-por-uf';

/** Every migration in order; part 2 (plans, files, the dentist's own data) appends its own. */
const migrations: Record<string, Migration> = {
  '001-contas-e-cadastros': contasECadastros,
  '002-planos-e-arquivos': planosEArquivos,
  '003-dados-do-dentista': dadosDoDentista,
  '004-sessoes': sessoes,
  '005-seguranca': seguranca,
  '006-email-destinatario': emailDestinatario,
  '007-idempotencia': idempotencia,
  '008-limpeza': limpeza,
  '009-lista-de-planos': listaDePlanos,
  '010-regras-procedimentos': regrasProcedimentos,
  '011-cota-de-consultas': cotaDeConsultas,
  '012-guias': guias,
  '013-auditoria': auditoria,
  '014-historico-procedimento': historicoProcedimento,
  '015-cancelamento-plano': cancelamentoPlano,
  '016-justificativa-do-item': justificativaDoItem,
  '017-situacao-inicial-versoes': situacaoInicialVersoes,
  '018-emissoes-de-guia': emissoesDeGuia,
  '019-mesa-de-autorizacao': mesaDeAutorizacao,
  '020-lotes-de-faturamento': lotesDeFaturamento,
  '021-analise-de-contas': analiseDeContas,
  '022-recursos-de-glosa': recursosDeGlosa,
  '023-protocolo-e-situacao-por-dentista': protocoloESituacaoPorDentista,
  '024-tentativas-por-cliente': tentativasPorCliente,
  '025-cro-por-uf': croPorUf,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
