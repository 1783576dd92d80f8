import { Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, PLANO_CANCELADO, type PlanoAuditoria } from '@odonto/api';
import {
  FileGallery,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  ItemHistory,
  LabelValueList,
  LoadingState,
  LoadStatus,
  PanelSection,
  StatusBadge,
} from '@odonto/ui';
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCodigos, usePlano } from '../../data/auditoria';
import { itemHighlight, itemMarkers } from '../../data/itemSite';
import { useItemParam } from '../../data/useItemParam';
import { awaitsDecision } from './decision';
import { ItemList } from './ItemList';
import { PreviousPlans } from './PreviousPlans';

// Drawn after the plan's first paint (their code loads with the screen's when a queue row is pointed at:
// app/screens.ts), so that the plan's first load stays within its budget (issue #34).
const PlanoChart = lazy(async () => ({ default: (await import('./PlanoChart')).PlanoChart }));
const DecisionPanel = lazy(async () => ({ default: (await import('./DecisionPanel')).DecisionPanel }));

import { SituacaoInicialDoPlano } from './SituacaoInicialDoPlano';

const LOAD_ERROR = 'Não foi possível carregar o plano.';

/** The item the URL names (?item=), else the first one waiting for a decision, else the first. */
function selectedItem(data: PlanoAuditoria, param: string | null) {
  const asked = data.itens.find((item) => String(item.idProcedimentoItem) === param);
  return asked ?? data.itens.find(awaitsDecision) ?? data.itens[0];
}

/** /auditoria/planos/:id: the plan as the auditor sees it, with the selected item's decision. */
export function PlanoPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const plano = usePlano(id);
  // Asked with the plan, not after it: the decision form needs them as soon as the plan shows.
  useCodigos();

  if (!valid) return <LoadStatus error="Plano não encontrado." />;
  if (plano.isPending) return <LoadStatus loading loadingText="Carregando o plano..." error={null} />;
  if (plano.isError) {
    return (
      <Stack gap="4">
        <BackToQueue />
        <LoadStatus
          error={genericErrorMessage(failureOf(plano.error), LOAD_ERROR)}
          onRetry={() => plano.refetch()}
        />
      </Stack>
    );
  }
  return <PlanoView data={plano.data} />;
}

function BackToQueue() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to="/">Voltar para a fila</RouterLink>
    </Link>
  );
}

function PlanoView({ data }: { data: PlanoAuditoria }) {
  const { item: itemParam, select } = useItemParam();
  const { plano, itens } = data;
  const selected = selectedItem(data, itemParam);
  const markers = useMemo(() => itemMarkers(itens), [itens]);
  const highlight = itemHighlight(selected);
  const conditions = useMemo(
    () =>
      Object.fromEntries(
        data.odontogramaInicial.dentes.flatMap((dente) =>
          dente.condicao === 'N' ? [] : [[dente.idDente, dente.condicao]],
        ),
      ),
    [data.odontogramaInicial],
  );
  const history = data.historico.filter((entry) => entry.idProcedimentoItem === selected?.idProcedimentoItem);

  return (
    <Stack gap="6">
      <BackToQueue />
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Plano {formatPlanCode(plano.idPlanoTratamento)}
        </Heading>
        <LabelValueList
          layout="columns"
          ariaLabel="Dados do plano"
          items={[
            { label: 'Beneficiário', value: `${plano.nome} · carteira ${formatCardNumber(plano.ba3MatAnt)}` },
            {
              label: 'Dentista executante',
              value: `${plano.dentistaExecutanteNome} · CRO ${plano.dentistaExecutanteCro}/${plano.dentistaExecutanteCroUf}`,
            },
            {
              label: 'Status do plano',
              value: <StatusBadge kind="plano" value={plano.status} tiss={plano.statusTiss} />,
            },
            { label: 'Criado em', value: formatDate(plano.dtCriacao) },
            { label: 'Plano do beneficiário', value: plano.plano },
            ...(plano.cancelamento
              ? [
                  {
                    label: 'Cancelado em',
                    value: [formatDate(plano.cancelamento.dtCancelamento), plano.cancelamento.motivo]
                      .filter(Boolean)
                      .join(' · '),
                  },
                ]
              : []),
          ]}
        />
      </Stack>

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <PanelSection title="Odontograma" label="Odontograma do plano">
            <Suspense fallback={<LoadingState text="Carregando o odontograma..." />}>
              <PlanoChart
                markers={markers}
                conditions={conditions}
                value={highlight.value}
                region={highlight.region}
              />
            </Suspense>
          </PanelSection>
          <PanelSection title="Situação inicial">
            <SituacaoInicialDoPlano situacao={data.situacaoInicial} />
          </PanelSection>
          <PanelSection title="Itens do plano">
            {itens.length > 0 ? (
              <ItemList
                items={itens}
                selectedId={selected?.idProcedimentoItem}
                onSelect={select}
                pendentesIguais={data.pendentesIguais}
              />
            ) : (
              <Text color="fg.muted">Este plano não tem itens.</Text>
            )}
          </PanelSection>
        </Stack>
        {selected ? (
          <Stack gap="6">
            <PanelSection
              title={`${selected.audiStatus === 'Em Junta' ? 'Junta odontológica' : 'Decisão'}: ${selected.codTuss} - ${selected.descricao}`}
              label="Decisão sobre o item"
            >
              <Suspense fallback={<LoadingState text="Carregando a decisão..." />}>
                <DecisionPanel
                  item={selected}
                  planCancelled={plano.status === PLANO_CANCELADO}
                  indicados={
                    data.indicacoes.find(
                      (indicacao) => indicacao.idProcedimentoItem === selected.idProcedimentoItem,
                    )?.codigos
                  }
                />
              </Suspense>
            </PanelSection>
            <PanelSection title="Histórico do item">
              <ItemHistory
                entries={history}
                ariaLabel={`Histórico do item ${selected.codTuss}`}
                emptyText="Nenhuma mudança de status registrada para este item."
              />
            </PanelSection>
          </Stack>
        ) : null}
      </Grid>

      <PanelSection title="Arquivos do plano">
        <FileGallery files={plano.imagens} />
      </PanelSection>
      <PanelSection title="Planos anteriores do beneficiário">
        <PreviousPlans plans={data.planosAnteriores} />
      </PanelSection>
    </Stack>
  );
}
