import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { ItemHistory, LoadStatus, PanelSection } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { planHistoryQuery } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { itemTitle, removedItemTitle } from './itemLabels';

/** Shown when the history cannot be loaded and the server gives no reason. */
export const HISTORY_ERROR = 'Não foi possível carregar o histórico do plano.';

export interface PlanHistorySectionProps {
  planId: number;
  /** The plan's items, to name the item of each change (a removed one as its history row keeps it). */
  items: ReadonlyArray<PlanoTratamentoItem>;
}

/** 'Histórico': every status change of the plan's items, oldest first, reloaded with the plan. */
export function PlanHistorySection({ planId, items }: PlanHistorySectionProps) {
  const { dentistApi } = useSession();
  const history = useQuery(planHistoryQuery(dentistApi, planId));
  const titles = useMemo(
    () => new Map(items.map((item) => [item.idProcedimentoItem, itemTitle(item)])),
    [items],
  );
  const failure = history.error && !history.isFetching ? failureOf(history.error) : null;
  return (
    <PanelSection title="Histórico">
      <LoadStatus
        loading={history.data === undefined && history.isFetching}
        loadingText="Carregando o histórico..."
        error={failure && genericErrorMessage(failure, HISTORY_ERROR)}
        onRetry={() => void history.refetch()}
      />
      {history.data ? (
        <ItemHistory
          entries={history.data}
          ariaLabel="Mudanças de status dos procedimentos"
          itemLabel={(entry) => titles.get(entry.idProcedimentoItem) ?? removedItemTitle(entry)}
        />
      ) : null}
    </PanelSection>
  );
}
