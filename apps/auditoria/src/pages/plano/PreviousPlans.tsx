import { List, Stack, Text } from '@chakra-ui/react';
import type { PlanoAnterior } from '@odonto/api';
import { formatDate, formatPlanCode, StatusBadge, statusDisplay } from '@odonto/ui';

/** The beneficiary's earlier plans (any dentist), each with its status and items (their statuses as every badge reads them). */
export function PreviousPlans({ plans }: { plans: readonly PlanoAnterior[] }) {
  if (plans.length === 0) return <Text color="fg.muted">Nenhum plano anterior deste beneficiário.</Text>;
  return (
    <List.Root gap="4" listStyle="none">
      {plans.map((plan) => (
        <List.Item key={plan.idPlanoTratamento}>
          <Stack gap="1">
            <Text fontWeight="medium">
              Plano {formatPlanCode(plan.idPlanoTratamento)} · {formatDate(plan.dtCriacao)} ·{' '}
              {plan.dentistaNome} <StatusBadge kind="plano" value={plan.status} tiss={plan.statusTiss} />
            </Text>
            <List.Root ps="5" fontSize="sm">
              {plan.itens.map((item) => (
                <List.Item key={item.idProcedimentoItem}>
                  {`${item.codTuss} - ${item.descricao}`}
                  {item.idDente !== null ? ` (dente ${item.idDente})` : ''}:{' '}
                  {statusDisplay('item', item.audiStatus).label}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
