import { Box, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { Notice, StatusBadge } from '@odonto/ui';
import { useEffect, useRef, useState } from 'react';
import { useCodigos, useDecision } from '../../data/auditoria';
import { DecisionForm } from './DecisionForm';
import { awaitsDecision, type Decisao, type DecisionErrors, decisionFieldErrors } from './decision';
import { ItemDecisionDetails } from './ItemDecisionDetails';
import { PredictedGlosas } from './PredictedGlosas';

const DONE: Record<Decisao, string> = {
  autorizar: 'Decisão registrada: item autorizado.',
  autorizarComAlteracao:
    'Decisão registrada: item autorizado com alteração. O dentista precisa aceitar a alteração.',
  negar: 'Decisão registrada: item negado.',
  solicitarJustificativa: 'Decisão registrada: justificativa solicitada ao dentista.',
  solicitarDocumentos: 'Decisão registrada: documentos solicitados ao dentista.',
};

const JUNTA_DONE: Partial<Record<Decisao, string>> = {
  autorizar: 'Desfecho da junta registrado: item autorizado.',
  negar: 'Desfecho da junta registrado: item negado (3104).',
};

/** Instead of the form on a cancelled plan's item: the server refuses any decision there (409). */
export const PLAN_CANCELLED = 'Plano cancelado: os itens deste plano não recebem mais decisão.';

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
  indicados,
}: {
  item: PlanoTratamentoItem;
  planCancelled: boolean;
  /** The codes that fit the item's procedure, listed first in the reason picker. */
  indicados?: readonly string[];
}) {
  const codigos = useCodigos();
  const decision = useDecision();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The server's field messages, for the item they are about.
  const [refused, setRefused] = useState<{ idItem: number; errors: DecisionErrors } | null>(null);
  const idItem = item.idProcedimentoItem;
  const emJunta = item.audiStatus === 'Em Junta';
  const waiting = awaitsDecision(item) && !planCancelled;
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
          {codigos.isError ? (
            <Notice status="warning">
              {genericErrorMessage(
                failureOf(codigos.error),
                'Não foi possível carregar os códigos da Tabela 38 de cada decisão.',
              )}
            </Notice>
          ) : null}
          {emJunta ? <ItemDecisionDetails item={item} /> : null}
          <DecisionForm
            key={idItem}
            item={item}
            codigos={codigos.data}
            indicados={indicados}
            busy={decision.isPending}
            serverErrors={refused?.idItem === idItem ? refused.errors : undefined}
            onDecisionChange={() => setRefused(null)}
            onSubmit={(decisao) => {
              setRefused(null);
              decision.mutate(
                { idItem, decisao },
                {
                  onSuccess: () =>
                    setOutcome({
                      status: 'success',
                      text: (emJunta ? JUNTA_DONE[decisao.decisao] : undefined) ?? DONE[decisao.decisao],
                      idItem,
                    }),
                  onError: (error) => {
                    // A 400 or 422 names its fields: each message goes to its field, the summary above.
                    setRefused({ idItem, errors: decisionFieldErrors(error) });
                    setOutcome({
                      status: 'error',
                      text: genericErrorMessage(failureOf(error), 'Não foi possível registrar a decisão.'),
                      idItem,
                    });
                  },
                },
              );
            }}
          />
        </>
      ) : (
        <Stack gap="2" aria-label="Situação do item">
          <Text>{planCancelled ? PLAN_CANCELLED : 'Este item não aguarda decisão.'}</Text>
          <StatusBadge kind="item" value={item.audiStatus} tiss={item.statusTiss} alignSelf="start" />
          <ItemDecisionDetails item={item} />
        </Stack>
      )}
    </Stack>
  );
}
