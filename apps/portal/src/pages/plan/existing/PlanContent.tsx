import { Box, Text } from '@chakra-ui/react';
import { type Cancelamento, PLANO_CANCELADO, type PlanoTratamentoItem, planoEncerrado } from '@odonto/api';
import { Odontogram } from '@odonto/odontogram';
import { formatDate, Notice, PanelSection } from '@odonto/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type PlanDetails, reloadPlan } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { InitialOdontogramSection } from '../initial-odontogram/InitialOdontogramSection';
import { conditionsOf, initialOdontogramQuery } from '../initial-odontogram/initialOdontogram';
import { AddProcedure } from './AddProcedure';
import { AuditRequestsSection } from './AuditRequestsSection';
import { FinalDocumentationDialog } from './FinalDocumentationDialog';
import { PlanCancelSection } from './PlanCancelSection';
import { PlanFilesSection } from './PlanFilesSection';
import { PlanGuideActions } from './PlanGuideActions';
import { PlanHistorySection } from './PlanHistorySection';
import { PlanItemsTable } from './PlanItemsTable';
import { PLAN_RELOAD_FAILED, type PlanMessage, PlanMessages, type ShownMessage } from './PlanMessages';
import { PlanHeader, PlanPeople } from './PlanSummary';
import { PlanValues } from './PlanValues';
import { canCancel } from './planActions';
import { planMarkers } from './planMarkers';
import { useLiveHighlight } from './useLiveHighlight';

/** Above a cancelled plan: nothing in it moves any more (the server refuses with 409). */
export const PLAN_CANCELLED =
  'Este plano de tratamento foi cancelado: seus procedimentos não mudam mais de status.';
/** In place of 'Adicionar Procedimento' on a concluded or cancelled plan, as the server would refuse it. */
export const PLAN_CLOSED =
  'Este plano de tratamento está concluído ou cancelado e não aceita novos procedimentos.';

/** When and why, after PLAN_CANCELLED: 'Cancelado em 25/11/2026. Motivo: …'. */
export function cancellationText(cancelamento: Cancelamento): string {
  const date = `Cancelado em ${formatDate(cancelamento.dtCancelamento)}.`;
  return cancelamento.motivo ? `${date} Motivo: ${cancelamento.motivo}` : date;
}

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

export interface PlanContentProps {
  /** The plan's code in the address, which keys its cached details. */
  id: number;
  details: PlanDetails;
  /** The picker starts open (the list's 'Editar', ?editar=1). */
  editing: boolean;
}

/**
 * A loaded plan: header, people, odontogram, items, the procedure picker and files. Not needed for the
 * screen's first paint (a loading state until the plan arrives), so ExistingPlanPage loads this module
 * alongside the plan's data instead of with the page (issue 12 budget).
 */
export function PlanContent({ id, details, editing }: PlanContentProps) {
  const queryClient = useQueryClient();
  const { messages, show, dismiss } = useMessages();
  const markers = useMemo(() => planMarkers(details.items), [details.items]);
  const { dentistApi } = useSession();
  // The beneficiary's initial odontogram, drawn with the plan's markers and in the picker.
  const initial = useQuery(initialOdontogramQuery(dentistApi, details.plan.ba3MatAnt));
  const conditions = useMemo(() => conditionsOf(initial.data?.dentes ?? []), [initial.data]);

  const cancelled = details.plan.status === PLANO_CANCELADO;
  // Items an operator's decision changed while the screen is open: highlighted and brought into view.
  const live = useLiveHighlight(details.plan.idPlanoTratamento);
  // The performed item whose final documentation is being sent, if any.
  const [documenting, setDocumenting] = useState<PlanoTratamentoItem | null>(null);
  const reloadAndReport = useCallback(async () => {
    if (!(await reloadPlan(queryClient, id))) show({ status: 'error', text: PLAN_RELOAD_FAILED });
  }, [queryClient, id, show]);

  return (
    <>
      <PlanHeader plan={details.plan} />
      {cancelled ? (
        // A fact about the plan, not news: said politely (role status), not as an alert.
        <Notice status="info">
          {PLAN_CANCELLED}
          {details.plan.cancelamento ? ` ${cancellationText(details.plan.cancelamento)}` : null}
        </Notice>
      ) : null}
      <PlanGuideActions planId={details.plan.idPlanoTratamento} onMessage={show} />
      <PlanMessages messages={messages} onDismiss={dismiss} />
      <PlanPeople plan={details.plan} beneficiary={details.beneficiary} />
      <PanelSection title="Odontograma" label="Odontograma do plano">
        {/* The chart scales down to the screen instead of widening it. */}
        <Box css={{ '& svg': { maxWidth: '100%', height: 'auto' } }}>
          <Odontogram readOnly markers={markers} conditions={conditions} />
        </Box>
      </PanelSection>
      <InitialOdontogramSection
        numeroCarteira={details.plan.ba3MatAnt}
        planoId={details.plan.idPlanoTratamento}
      />
      <PlanItemsTable
        items={details.items}
        onChanged={reloadAndReport}
        onMessage={show}
        locked={cancelled}
        onSendFinalDocumentation={setDocumenting}
        live={live}
      />
      <PlanValues valores={details.plan.valores} />
      <FinalDocumentationDialog
        planId={details.plan.idPlanoTratamento}
        savedCount={details.plan.imagens.length}
        item={documenting}
        onClose={() => setDocumenting(null)}
        onChanged={reloadAndReport}
        onMessage={show}
      />
      {cancelled ? null : (
        <AuditRequestsSection
          items={details.items}
          files={details.plan.imagens}
          onChanged={reloadAndReport}
        />
      )}
      {planoEncerrado(details.plan.status) ? (
        <Text color="fg.muted">{PLAN_CLOSED}</Text>
      ) : (
        <AddProcedure
          planId={details.plan.idPlanoTratamento}
          markers={markers}
          conditions={conditions}
          defaultOpen={editing}
          onChanged={reloadAndReport}
          onMessage={show}
        />
      )}
      <PlanFilesSection
        planId={details.plan.idPlanoTratamento}
        images={details.plan.imagens}
        onChanged={reloadAndReport}
        onMessage={show}
        locked={cancelled}
      />
      <PlanHistorySection planId={details.plan.idPlanoTratamento} items={details.items} />
      {canCancel(details.plan, details.items) ? (
        <PlanCancelSection
          planId={details.plan.idPlanoTratamento}
          onCancelled={async (message) => {
            show(message);
            await reloadAndReport();
          }}
        />
      ) : null}
    </>
  );
}
