import { List, Stack, Text } from '@chakra-ui/react';
import type { PlanoAuditoria } from '@odonto/api';
import { formatDate } from '@odonto/ui';

type Situacao = PlanoAuditoria['situacaoInicial'];

const CONDICAO: Record<string, string> = {
  A: 'ausente',
  E: 'extração indicada',
  H: 'hígido',
  C: 'cariado',
  R: 'restaurado',
  N: 'não avaliado',
};
const RESPOSTA: Record<string, string> = {
  doencaPeriodontal: 'doença periodontal',
  alteracaoTecidoMole: 'alteração de tecido mole',
  observacao: 'observação',
};
const simNao = (value: boolean | null) => (value === null ? 'sem resposta' : value ? 'Sim' : 'Não');

/** The initial situation version the plan's guide carries, its answers, and what changed since. */
export function SituacaoInicialDoPlano({ situacao }: { situacao: Situacao }) {
  const { versao, alteracoesDesde: mudou } = situacao;
  if (versao.versao === null) return <Text color="fg.muted">Nenhuma situação inicial registrada.</Text>;
  const cabecalho = `Situação inicial do plano: versão ${versao.versao} (${versao.registradoPor}, ${formatDate(versao.registradoEm ?? '')})`;
  return (
    <Stack gap="2" fontSize="sm">
      <Text fontWeight="medium">
        {cabecalho}
        {situacao.congelada ? '' : ' — ainda não congelada: o plano não tem itens'}
      </Text>
      <Text>
        Doença periodontal: {simNao(versao.doencaPeriodontal)} · Alteração de tecido mole:{' '}
        {simNao(versao.alteracaoTecidoMole)}
        {versao.observacao ? ` · Observação: ${versao.observacao}` : ''}
      </Text>
      {situacao.completa ? null : (
        <Text color="fg.warning">
          Incompleta para a guia
          {situacao.posicoesSemRegistro.length > 0
            ? `: sem registro nos dentes ${situacao.posicoesSemRegistro.join(', ')}`
            : ''}
          {situacao.respostasFaltando.length > 0
            ? `; sem resposta: ${situacao.respostasFaltando.map((r) => RESPOSTA[r]).join(', ')}`
            : ''}
          .
        </Text>
      )}
      {mudou ? (
        <Stack gap="1">
          <Text fontWeight="medium">Alterações desde então (versão {mudou.versao}):</Text>
          <List.Root ps="5" aria-label="Alterações da situação inicial desde a versão do plano">
            {mudou.dentesIncluidos.map((dente) => (
              <List.Item key={`i${dente.idDente}`}>
                Dente {dente.idDente} incluído: {CONDICAO[dente.condicao]}
              </List.Item>
            ))}
            {mudou.dentesAlterados.map((dente) => (
              <List.Item key={`a${dente.idDente}`}>
                Dente {dente.idDente}: de {CONDICAO[dente.antes]} para {CONDICAO[dente.depois]}
              </List.Item>
            ))}
            {mudou.dentesRemovidos.map((dente) => (
              <List.Item key={`r${dente.idDente}`}>Dente {dente.idDente} sem registro</List.Item>
            ))}
            {mudou.respostasAlteradas.map((resposta) => (
              <List.Item key={resposta}>Resposta alterada: {RESPOSTA[resposta]}</List.Item>
            ))}
          </List.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
