import { Heading, Stack } from '@chakra-ui/react';
import { LoadingState, LoadStatus, Notice } from '@odonto/ui';
import { lazyPart } from '@odonto/web-shell';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { planDetailsQuery } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { PLAN_NOT_FOUND } from './PlanMessages';
import { planScreen } from './planScreen';

/** How long the not-found message shows before the list opens. */
export const NOT_FOUND_REDIRECT_MS = 2500;

const PLAN_LOADING = 'Carregando o Plano de Tratamento...';

/** The loaded plan's view: its code downloads while the plan's data does (issue 12 budget). */
const planContent = lazyPart(async () => (await import('./PlanContent')).PlanContent);

const parseId = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** An existing treatment plan (/plano-tratamento/:id): header, people, odontogram, items and files. */
export function ExistingPlanPage() {
  const { dentistApi } = useSession();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = parseId(params.id);
  const details = useQuery({ ...planDetailsQuery(dentistApi, id ?? 0), enabled: id !== null });
  const state = planScreen(id, details);

  // After the first paint, alongside the plan's request: the view is ready about when its data is.
  useEffect(planContent.preload, []);

  useEffect(() => {
    if (state.kind !== 'not-found') return;
    const timer = setTimeout(() => navigate('/plano-tratamento', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Plano de Tratamento
      </Heading>
      {state.kind === 'loading' ? <LoadingState text={PLAN_LOADING} /> : null}
      {state.kind === 'not-found' ? <Notice status="error">{PLAN_NOT_FOUND}</Notice> : null}
      <LoadStatus
        error={state.kind === 'unreachable' ? state.message : null}
        onRetry={() => void details.refetch()}
      />
      {state.kind === 'ready' && id !== null ? (
        // The same text as while the data loads: one loading state, whichever arrives last.
        <Suspense fallback={<LoadingState text={PLAN_LOADING} />}>
          <planContent.Component
            id={id}
            details={state.details}
            editing={searchParams.get('editar') === '1'}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
