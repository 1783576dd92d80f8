import { HStack, List, Text } from '@chakra-ui/react';
import type { PassoDoLote } from '@odonto/contract';
import { formatDateTime } from '../format';
import { PanelSection } from '../PanelSection';
import { StatusBadge } from '../StatusBadge';

export interface LoteStepsProps {
  /** The batch's dated steps, the first (Aberto) first. */
  passos: readonly PassoDoLote[];
}

/** A billing batch's progress: each step it went through (Aberto, Enviado, Em análise…) with its moment. */
export function LoteSteps({ passos }: LoteStepsProps) {
  return (
    <PanelSection title="Andamento do lote">
      <List.Root as="ol" gap="1.5" ps="5" aria-label="Passos do lote">
        {passos.map((passo) => (
          <List.Item key={passo.status}>
            <HStack gap="2" wrap="wrap">
              <StatusBadge kind="lote" value={passo.status} />
              <Text as="span">{formatDateTime(passo.em)}</Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </PanelSection>
  );
}
