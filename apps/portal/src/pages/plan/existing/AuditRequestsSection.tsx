import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanoImagem, PlanoTratamentoItem } from '@odonto/api';
import { Notice, PanelSection, StatusBadge, TissStatus } from '@odonto/ui';
import { useState } from 'react';
import { AuditAnswerForm } from './AuditAnswerForm';
import { awaitsAnswer, itemTitle } from './itemLabels';

export interface AuditRequestsSectionProps {
  items: ReadonlyArray<PlanoTratamentoItem>;
  /** The plan's files, which can go with an answer. */
  files: ReadonlyArray<PlanoImagem>;
  /** Reloads the plan (its items and history) after an answer. */
  onChanged: () => Promise<void>;
}

/**
 * 'Responder à auditoria': each item whose justification (TISS 4) or documents (TISS 5) the audit asked for,
 * with the request and the answer form. The confirmation of an answer stays here, where the dentist is.
 */
export function AuditRequestsSection({ items, files, onChanged }: AuditRequestsSectionProps) {
  const [answered, setAnswered] = useState<string | null>(null);
  const waiting = items.filter(awaitsAnswer);
  if (waiting.length === 0 && answered === null) return null;
  return (
    <PanelSection title="Responder à auditoria">
      <Stack gap="6">
        {answered ? (
          <Notice status="success" onDismiss={() => setAnswered(null)}>
            {answered}
          </Notice>
        ) : null}
        {waiting.map((item) => (
          <Stack key={item.idProcedimentoItem} gap="3" borderTopWidth="1px" borderColor="border" pt="4">
            <Heading as="h3" size="sm">
              {itemTitle(item)}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <StatusBadge kind="item" value={item.audiStatus} />
              <TissStatus status={item.statusTiss} whiteSpace="normal" />
            </HStack>
            {item.audiMotivoStatus ? (
              <Text fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  Pedido da auditoria:{' '}
                </Text>
                {item.audiMotivoStatus}
              </Text>
            ) : null}
            <AuditAnswerForm
              item={item}
              files={files}
              onAnswered={async (message) => {
                setAnswered(message);
                await onChanged();
              }}
            />
          </Stack>
        ))}
      </Stack>
    </PanelSection>
  );
}
