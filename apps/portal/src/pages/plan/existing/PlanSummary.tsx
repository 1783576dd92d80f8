import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Beneficiario, PlanoTratamento } from '@odonto/api';
import { DaysRemainingBadge, formatCardNumber, formatDate, formatPlanCode, StatusBadge } from '@odonto/ui';
import type { ReactNode } from 'react';

/** One labelled value of a block. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** A titled block of fields. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="border" borderRadius="l3" p="5">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {children}
      </SimpleGrid>
    </Box>
  );
}

const orDash = (value: string | null | undefined) => (value && value.trim() !== '' ? value : '-');

export interface PlanHeaderProps {
  /** The loaded plan. */
  plan: PlanoTratamento;
}

/** Código, Validade (expiry with days remaining) and the plan's real status (decisions.md 7). */
export function PlanHeader({ plan }: PlanHeaderProps) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4" aria-label="Resumo do plano">
      <Field label="Código">{formatPlanCode(plan.idPlanoTratamento)}</Field>
      <Field label="Validade">
        <HStack gap="2" wrap="wrap">
          <span>{formatDate(plan.dtValidade, '-')}</span>
          <DaysRemainingBadge createdAt={plan.dtCriacao} />
        </HStack>
      </Field>
      <Field label="Status">
        <StatusBadge kind="plano" value={plan.status} />
      </Field>
    </SimpleGrid>
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
  return (
    <Stack gap="4">
      <Block title="Beneficiário">
        <Field label="Carteirinha">{formatCardNumber(plan.ba3MatAnt)}</Field>
        <Field label="Nome">{plan.nome}</Field>
        <Field label="Nome social">{orDash(plan.nomeSocial ?? beneficiary?.nomeSocial)}</Field>
        <Field label="Plano">{orDash(plan.plano)}</Field>
        <Field label="Empresa">
          {orDash(plan.empresa ?? beneficiary?.nomePessoaJuridicaContratantePlanoColetivo)}
        </Field>
        <Field label="Operadora">{orDash(beneficiary?.nomeFantasiaOperadora)}</Field>
      </Block>
      <Block title="Dentista Executante">
        <Field label="Código">{orDash(plan.bb0CodigoSolicitante)}</Field>
        <Field label="CRO">{plan.dentistaExecutanteCro}</Field>
        <Field label="UF">{plan.dentistaExecutanteCroUf}</Field>
        <Field label="Nome">{plan.dentistaExecutanteNome}</Field>
      </Block>
      {requester ? (
        <Block title="Dentista Solicitante">
          <Field label="CRO">{orDash(plan.dentistaSolicitanteCro)}</Field>
          <Field label="UF">{orDash(plan.dentistaSolicitanteCroUf)}</Field>
          <Field label="Nome">{requester}</Field>
        </Block>
      ) : null}
    </Stack>
  );
}
