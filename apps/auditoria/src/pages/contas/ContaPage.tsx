import { Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type Conta, failureOf, genericErrorMessage } from '@odonto/api';
import {
  competenciaLabel,
  enviadoEmLabel,
  formatCurrency,
  LabelValueList,
  LoadStatus,
  LoteSteps,
  StatusBadge,
} from '@odonto/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useConta } from '../../data/auditoria';
import { useItemParam } from '../../data/useItemParam';
import { AnalisePanel } from './AnalisePanel';
import { GuiaSection } from './ContaItens';
import { analisadosLabel, inAnalysis, prazoPagamentoLabel } from './contaLabels';
import { PagamentoSection } from './PagamentoSection';

const LOAD_ERROR = 'Não foi possível carregar a conta.';
const NOT_FOUND = 'Lote de faturamento não encontrado.';

function BackToContas() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to="/contas">Voltar para as contas</RouterLink>
    </Link>
  );
}

/** /auditoria/contas/:id: a sent batch's account, its items' analyses (?item= selects one) and its payment. */
export function ContaPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const conta = useConta(id);

  if (!valid) {
    return (
      <Stack gap="4">
        <BackToContas />
        <LoadStatus error={NOT_FOUND} />
      </Stack>
    );
  }
  if (conta.isPending) return <LoadStatus loading loadingText="Carregando a conta..." error={null} />;
  if (conta.isError) {
    return (
      <Stack gap="4">
        <BackToContas />
        <LoadStatus
          error={genericErrorMessage(failureOf(conta.error), LOAD_ERROR)}
          onRetry={() => conta.refetch()}
        />
      </Stack>
    );
  }
  return <ContaView conta={conta.data} />;
}

function ContaView({ conta }: { conta: Conta }) {
  const { item: itemParam, select } = useItemParam();
  const { lote, dentista } = conta;
  const itens = lote.guias.flatMap((guia) => guia.itens);
  const selected = itens.find((item) => String(item.idProcedimentoItem) === itemParam);
  const analysable = inAnalysis(lote.status);

  return (
    <Stack gap="6">
      <BackToContas />
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Lote {lote.numeroLote}
        </Heading>
        <LabelValueList
          layout="columns"
          ariaLabel="Dados da conta"
          items={[
            { label: 'Dentista', value: `${dentista.nome} · CRO ${dentista.cro}/${dentista.uf}` },
            { label: 'Protocolo', value: lote.protocolo ?? 'Sem protocolo' },
            { label: 'Status', value: <StatusBadge kind="lote" value={lote.status} /> },
            { label: 'Competência', value: competenciaLabel(lote.competencia) },
            { label: 'Enviado em', value: enviadoEmLabel(lote) },
            { label: 'Prazo de pagamento', value: prazoPagamentoLabel(lote) },
            { label: 'Itens analisados', value: analisadosLabel(lote) },
            { label: 'Valor informado', value: formatCurrency(lote.valorInformado) },
            { label: 'Valor glosado', value: formatCurrency(lote.valorGlosado) },
            { label: 'Valor liberado', value: formatCurrency(lote.valorLiberado) },
            { label: 'Coparticipação', value: formatCurrency(lote.coparticipacao) },
          ]}
        />
      </Stack>
      <PagamentoSection conta={conta} />
      <LoteSteps passos={conta.lote.passos} />
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: selected ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)',
        }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          {lote.guias.length === 0 ? (
            <Text color="fg.muted">Este lote não tem guias.</Text>
          ) : (
            lote.guias.map((guia) => (
              <GuiaSection
                key={guia.numeroGuiaPrestador}
                guia={guia}
                selectedId={selected?.idProcedimentoItem}
                analysable={analysable}
                onSelect={select}
              />
            ))
          )}
        </Stack>
        {selected ? <AnalisePanel key={selected.idProcedimentoItem} conta={conta} item={selected} /> : null}
      </Grid>
    </Stack>
  );
}
