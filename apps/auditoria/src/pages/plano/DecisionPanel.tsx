import { Box, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { Notice, StatusBadge } from '@odonto/ui';
import { useEffect, useRef, useState } from 'react';
import { useDecision, useGlosas } from '../../data/auditoria';
import { type Decisao, DecisionForm } from './DecisionForm';
import { PredictedGlosas } from './PredictedGlosas';

const DONE: Record<Decisao, string> = {
  autorizar: 'Decisão registrada: item autorizado.',
  negar: 'Decisão registrada: item negado.',
  solicitarJustificativa: 'Decisão registrada: justificativa solicitada ao dentista.',
  solicitarDocumentos: 'Decisão registrada: documentos solicitados ao dentista.',
};

/** Instead of the form on a cancelled plan's item: the server refuses any decision there (409). */
export const PLAN_CANCELLED = 'Plano cancelado: os itens deste plano não recebem mais decisão.';

/** TISS 2: the item is under analysis, waiting for an auditor. */
export const WAITING_FOR_DECISION = 2;

interface Outcome {
  status: 'success' | 'error';
  text: string;
  /** The item it is about: selecting another hides it. */
  idItem: number;
}

/**
 * The selected item's decision: the form when it waits for one (and its plan was not cancelled), else its
 * status and the reason of the last decision. The outcome of a decision stays above either, so the success or the server's refusal (409,
 * another auditor decided first) is read after the plan is fetched again.
 */
export function DecisionPanel({
  item,
  planCancelled,
}: {
  item: PlanoTratamentoItem;
  planCancelled: boolean;
}) {
  const glosas = useGlosas();
  const decision = useDecision();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idItem = item.idProcedimentoItem;
  const waiting = item.statusTiss.codigo === WAITING_FOR_DECISION && !planCancelled;
  // The form that had focus goes away once the decided item is read again: focus moves to the outcome.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <Stack gap="4">
      {outcome && outcome.idItem === idItem ? (
        <Box ref={outcomeRef} tabIndex={-1} focusVisibleRing="outside">
          <Notice status={outcome.status} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Notice>
        </Box>
      ) : null}
      <PredictedGlosas item={item} />
      {waiting ? (
        <>
          {glosas.isError ? (
            <Notice status="warning">
              {genericErrorMessage(
                failureOf(glosas.error),
                'Não foi possível carregar os motivos de negativa.',
              )}
            </Notice>
          ) : null}
          <DecisionForm
            key={idItem}
            glosas={glosas.data ?? []}
            busy={decision.isPending}
            onSubmit={(decisao) =>
              decision.mutate(
                { idItem, decisao },
                {
                  onSuccess: () => setOutcome({ status: 'success', text: DONE[decisao.decisao], idItem }),
                  onError: (error) =>
                    setOutcome({
                      status: 'error',
                      text: genericErrorMessage(failureOf(error), 'Não foi possível registrar a decisão.'),
                      idItem,
                    }),
                },
              )
            }
          />
        </>
      ) : (
        <Stack gap="2" aria-label="Situação do item">
          <Text>{planCancelled ? PLAN_CANCELLED : 'Este item não aguarda decisão.'}</Text>
          <StatusBadge kind="item" value={item.audiStatus} tiss={item.statusTiss} alignSelf="start" />
          {item.audiCodigoGlosa ? <Text>Código da glosa: {item.audiCodigoGlosa}</Text> : null}
          {item.audiMotivoStatus ? <Text>Motivo: {item.audiMotivoStatus}</Text> : null}
        </Stack>
      )}
    </Stack>
  );
}
