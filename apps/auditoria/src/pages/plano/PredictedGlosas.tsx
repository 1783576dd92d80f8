import { List, Stack, Text } from '@chakra-ui/react';
import type { PlanoTratamentoItem } from '@odonto/api';
import { Notice } from '@odonto/ui';

export const PREDICTED_TITLE = 'Glosas previstas pelas regras na solicitação';
export const JUSTIFICATION_LABEL = 'Justificativa técnica do dentista:';

/**
 * What the rules predicted when the dentist requested the item, and the dentist's technical justification
 * (issue #29: a rule predicts, the auditor decides). Nothing when the rules predicted no glosa.
 */
export function PredictedGlosas({
  item,
}: {
  item: Pick<PlanoTratamentoItem, 'glosasPrevistas' | 'justificativa'>;
}) {
  if (item.glosasPrevistas.length === 0) return null;
  return (
    <Notice status="warning" title={PREDICTED_TITLE}>
      <Stack gap="2">
        <List.Root gap="1" ps="4">
          {item.glosasPrevistas.map((glosa) => (
            <List.Item key={`${glosa.codigo}-${glosa.correcao}`}>
              <Text fontWeight="semibold">
                Glosa {glosa.codigo}: {glosa.descricao}
              </Text>
              <Text>{glosa.correcao}</Text>
            </List.Item>
          ))}
        </List.Root>
        <Text>
          <Text as="span" fontWeight="semibold">
            {JUSTIFICATION_LABEL}
          </Text>{' '}
          {item.justificativa ?? 'não informada.'}
        </Text>
      </Stack>
    </Notice>
  );
}

/** The queue's short form: the predicted codes, or 'Nenhuma'. */
export function predictedCodes(item: Pick<PlanoTratamentoItem, 'glosasPrevistas'>): string {
  const codes = [...new Set(item.glosasPrevistas.map((glosa) => glosa.codigo))];
  return codes.length === 0 ? 'Nenhuma' : codes.join(', ');
}
