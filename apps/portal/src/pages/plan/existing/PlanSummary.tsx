import { HStack, Stack } from '@chakra-ui/react';
import type { Beneficiario, PlanoTratamento } from '@odonto/api';
import {
  DaysRemainingBadge,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  type LabelValue,
  LabelValueList,
  PanelSection,
  StatusBadge,
  TissStatus,
} from '@odonto/ui';
import { CardValidity } from '../CardValidity';

export interface PlanHeaderProps {
  /** The loaded plan. */
  plan: PlanoTratamento;
}

/**
 * Código, Validade (expiry with days remaining) and the plan's real status (docs/product-rules.md#d7) with its
 * TISS code.
 */
export function PlanHeader({ plan }: PlanHeaderProps) {
  return (
    <LabelValueList
      layout="columns"
      ariaLabel="Resumo do plano"
      items={[
        { label: 'Código', value: formatPlanCode(plan.idPlanoTratamento) },
        {
          label: 'Validade',
          value: (
            <HStack gap="2" wrap="wrap">
              <span>{formatDate(plan.dtValidade, '-')}</span>
              <DaysRemainingBadge expiresAt={plan.dtValidade} />
            </HStack>
          ),
        },
        {
          label: 'Status',
          value: (
            <HStack gap="2" wrap="wrap">
              <StatusBadge kind="plano" value={plan.status} />
              <TissStatus status={plan.statusTiss} whiteSpace="normal" />
            </HStack>
          ),
        },
      ]}
    />
  );
}

export interface PlanPeopleProps {
  /** The loaded plan. */
  plan: PlanoTratamento;
  /** The beneficiary found by the plan's card, when found. */
  beneficiary: Beneficiario | null;
}

/** Beneficiário, Dentista Executante and, when the plan names one, Dentista Solicitante. */
export function PlanPeople({ plan, beneficiary }: PlanPeopleProps) {
  const requester = plan.dentistaSolicitanteNome?.trim();
  const blocks: ReadonlyArray<{ title: string; items: LabelValue[] }> = [
    {
      title: 'Beneficiário',
      items: [
        { label: 'Carteirinha', value: formatCardNumber(plan.ba3MatAnt) },
        { label: 'Nome', value: plan.nome },
        { label: 'Nome social', value: plan.nomeSocial ?? beneficiary?.nomeSocial },
        { label: 'Plano', value: plan.plano },
        { label: 'Empresa', value: plan.empresa ?? beneficiary?.nomePessoaJuridicaContratantePlanoColetivo },
        { label: 'Operadora', value: beneficiary?.nomeFantasiaOperadora },
        {
          label: 'Validade da carteira',
          value: beneficiary ? <CardValidity beneficiario={beneficiary} /> : null,
        },
      ],
    },
    {
      title: 'Dentista Executante',
      items: [
        { label: 'Código', value: plan.bb0CodigoSolicitante },
        { label: 'CRO', value: plan.dentistaExecutanteCro },
        { label: 'UF', value: plan.dentistaExecutanteCroUf },
        { label: 'Nome', value: plan.dentistaExecutanteNome },
      ],
    },
    ...(requester
      ? [
          {
            title: 'Dentista Solicitante',
            items: [
              { label: 'CRO', value: plan.dentistaSolicitanteCro },
              { label: 'UF', value: plan.dentistaSolicitanteCroUf },
              { label: 'Nome', value: requester },
            ],
          },
        ]
      : []),
  ];
  return (
    <Stack gap="4">
      {blocks.map((block) => (
        <PanelSection key={block.title} title={block.title}>
          <LabelValueList layout="columns" items={block.items} />
        </PanelSection>
      ))}
    </Stack>
  );
}
