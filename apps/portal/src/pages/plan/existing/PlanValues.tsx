import { Text } from '@chakra-ui/react';
import type { ValoresDoPlano } from '@odonto/api';
import { formatCurrency, type LabelValue, LabelValueList, PanelSection } from '@odonto/ui';
import { coparticipacaoPlanoLabel } from './realizacao';

export interface PlanValuesProps {
  /** The plan's sums, as the server makes them. */
  valores: ValoresDoPlano;
}

/**
 * 'Valores do plano': the total of the procedures the operator did not deny, the beneficiary's co-participation
 * (left out when the product has none) and what the operator pays.
 */
export function PlanValues({ valores }: PlanValuesProps) {
  const items: LabelValue[] = [
    { label: 'Valor total', value: formatCurrency(valores.valor) },
    ...(valores.percentualCoparticipacao > 0
      ? [
          {
            label: coparticipacaoPlanoLabel(valores.percentualCoparticipacao),
            value: formatCurrency(valores.coparticipacao),
          },
        ]
      : []),
    { label: 'A receber da operadora', value: formatCurrency(valores.valorOperadora) },
  ];
  return (
    <PanelSection title="Valores do plano">
      <LabelValueList layout="columns" items={items} />
      <Text mt="3" fontSize="sm" color="fg.muted">
        Somas dos procedimentos não negados; os que aguardam a operadora entram como previsão.
      </Text>
    </PanelSection>
  );
}
