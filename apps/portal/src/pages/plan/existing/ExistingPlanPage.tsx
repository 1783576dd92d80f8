import { Box, Heading, Stack } from '@chakra-ui/react';
import { Odontogram } from '@odonto/odontogram';
import { LoadingState, LoadStatus, Notice, PanelSection } from '@odonto/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { planDetailsQuery, reloadPlan } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { AddProcedure } from './AddProcedure';
import { PlanFilesSection } from './PlanFilesSection';
import { PlanItemsTable } from './PlanItemsTable';
import {
  PLAN_NOT_FOUND,
  PLAN_RELOAD_FAILED,
  type PlanMessage,
  PlanMessages,
  type ShownMessage,
} from './PlanMessages';
import { PlanHeader, PlanPeople } from './PlanSummary';
import { planMarkers } from './planMarkers';
import { planScreen } from './planScreen';

/** How long the not-found message shows before the list opens. */
export const NOT_FOUND_REDIRECT_MS = 2500;

const parseId = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

function useMessages() {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const nextId = useRef(0);
  const show = useCallback((message: PlanMessage) => {
    nextId.current += 1;
    const shown = { ...message, id: nextId.current };
    setMessages((current) => [...current, shown]);
  }, []);
  const dismiss = useCallback((id: number) => {
    setMessages((current) => current.filter((message) => message.id !== id));
  }, []);
  return { messages, show, dismiss };
}

/** An existing treatment plan (/plano-tratamento/:id): header, people, odontogram, items and files. */
export function ExistingPlanPage() {
  const { dentistApi } = useSession();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = parseId(params.id);
  const details = useQuery({ ...planDetailsQuery(dentistApi, id ?? 0), enabled: id !== null });
  const state = planScreen(id, details);
  const { messages, show, dismiss } = useMessages();

  const reloadAndReport = useCallback(async () => {
    if (id !== null && !(await reloadPlan(queryClient, id)))
      show({ status: 'error', text: PLAN_RELOAD_FAILED });
  }, [queryClient, id, show]);

  useEffect(() => {
    if (state.kind !== 'not-found') return;
    const timer = setTimeout(() => navigate('/plano-tratamento', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  const items = state.kind === 'ready' ? state.details.items : null;
  const markers = useMemo(() => (items ? planMarkers(items) : []), [items]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Plano de Tratamento
      </Heading>
      {state.kind === 'loading' ? <LoadingState text="Carregando o Plano de Tratamento..." /> : null}
      {state.kind === 'not-found' ? <Notice status="error">{PLAN_NOT_FOUND}</Notice> : null}
      <LoadStatus
        error={state.kind === 'unreachable' ? state.message : null}
        onRetry={() => void details.refetch()}
      />
      {state.kind === 'ready' ? (
        <>
          <PlanHeader plan={state.details.plan} />
          <PlanMessages messages={messages} onDismiss={dismiss} />
          <PlanPeople plan={state.details.plan} beneficiary={state.details.beneficiary} />
          <PanelSection title="Odontograma" label="Odontograma do plano">
            {/* The chart scales down to the screen instead of widening it. */}
            <Box css={{ '& svg': { maxWidth: '100%', height: 'auto' } }}>
              <Odontogram readOnly markers={markers} />
            </Box>
          </PanelSection>
          <PlanItemsTable items={state.details.items} onChanged={reloadAndReport} onMessage={show} />
          <AddProcedure
            planId={state.details.plan.idPlanoTratamento}
            markers={markers}
            defaultOpen={searchParams.get('editar') === '1'}
            onChanged={reloadAndReport}
            onMessage={show}
          />
          <PlanFilesSection
            planId={state.details.plan.idPlanoTratamento}
            images={state.details.plan.imagens}
            onChanged={reloadAndReport}
            onMessage={show}
          />
        </>
      ) : null}
    </Stack>
  );
}
