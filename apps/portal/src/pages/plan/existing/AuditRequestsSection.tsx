import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PlanoImagem, PlanoTratamentoItem } from '@odonto/api';
import { Notice, PanelSection, StatusBadge, TissStatus } from '@odonto/ui';
import { type ReactNode, useState } from 'react';
import { AlteracaoAnswerForm } from './AlteracaoAnswerForm';
import { AuditAnswerForm } from './AuditAnswerForm';
import { ContestForm } from './ContestForm';
import { awaitsAceite, awaitsAnswer, canContest, itemTitle, reasonText } from './itemLabels';

export interface AuditRequestsSectionProps {
  items: ReadonlyArray<PlanoTratamentoItem>;
  /** The plan's files, which can go with an answer. */
  files: ReadonlyArray<PlanoImagem>;
  /** Reloads the plan (its items and history) after an answer. */
  onChanged: () => Promise<void>;
}

function ItemHeading({ item, children }: { item: PlanoTratamentoItem; children?: ReactNode }) {
  return (
    <>
      <Heading as="h3" size="sm">
        {itemTitle(item)}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <StatusBadge kind="item" value={item.audiStatus} />
        <TissStatus status={item.statusTiss} whiteSpace="normal" />
      </HStack>
      {children}
    </>
  );
}

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text fontSize="sm">
    <Text as="span" fontWeight="semibold">
      {label}{' '}
    </Text>
    {children}
  </Text>
);

/**
 * 'Responder à auditoria': everything on the plan that waits for the dentist, each with its form: a request
 * for justification (TISS 4) or documents (TISS 5), an authorization with change to accept or refuse; and the
 * denials the dentist may contest before the junta odontológica. The confirmation stays here, where the
 * dentist is.
 */
export function AuditRequestsSection({ items, files, onChanged }: AuditRequestsSectionProps) {
  const [answered, setAnswered] = useState<string | null>(null);
  const requests = items.filter(awaitsAnswer);
  const changes = items.filter(awaitsAceite);
  const denials = items.filter(canContest);
  if (requests.length + changes.length + denials.length === 0 && answered === null) return null;
  const done = async (message: string) => {
    setAnswered(message);
    await onChanged();
  };
  return (
    <PanelSection title="Responder à auditoria">
      <Stack gap="6">
        {answered ? (
          <Notice status="success" onDismiss={() => setAnswered(null)}>
            {answered}
          </Notice>
        ) : null}
        {requests.map((item) => (
          <Stack key={item.idProcedimentoItem} gap="3" borderTopWidth="1px" borderColor="border" pt="4">
            <ItemHeading item={item}>
              {item.audiMotivoStatus ? (
                <Labelled label="Pedido da auditoria:">{item.audiMotivoStatus}</Labelled>
              ) : null}
            </ItemHeading>
            <AuditAnswerForm item={item} files={files} onAnswered={done} />
          </Stack>
        ))}
        {changes.map((item) =>
          item.alteracao ? (
            <Stack key={item.idProcedimentoItem} gap="3" borderTopWidth="1px" borderColor="border" pt="4">
              <ItemHeading item={item}>
                <Text fontSize="sm">A auditoria autorizou com alteração. Aceite ou recuse a alteração.</Text>
              </ItemHeading>
              <AlteracaoAnswerForm item={item} alteracao={item.alteracao} onAnswered={done} />
            </Stack>
          ) : null,
        )}
        {denials.map((item) => (
          <Stack key={item.idProcedimentoItem} gap="3" borderTopWidth="1px" borderColor="border" pt="4">
            <ItemHeading item={item}>
              {reasonText(item) ? <Labelled label="Negativa:">{reasonText(item)}</Labelled> : null}
              {item.fundamento ? <Labelled label="Fundamento:">{item.fundamento}</Labelled> : null}
            </ItemHeading>
            <ContestForm item={item} onContested={done} />
          </Stack>
        ))}
      </Stack>
    </PanelSection>
  );
}
