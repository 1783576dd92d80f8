import { Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { PLANO_STATUS } from '@odonto/api';
import { FilterSelect, statusDisplay } from '@odonto/ui';
import { type FormEvent, useId, useState } from 'react';
import type { PlanListFilters as Filters } from './planListQuery';

export interface PlanFiltersProps {
  /** Id of the form, for the 'Filtros' button's aria-controls. */
  id: string;
  /** The filters in force (from the address); the form starts from them. */
  initial: Filters;
  /** Called with the filters to apply. */
  onApply: (filters: Filters) => void;
  /** Called to remove every filter. */
  onClear: () => void;
}

/** Shown when the issue-date range ends before it starts. */
export const DATE_RANGE_ERROR = 'A data final deve ser igual ou posterior à data inicial.';

/** The plan list's filters (docs/product-rules.md#d8): status, beneficiary (name or card) and issue-date range. */
export function PlanFilters({ id, initial, onApply, onClear }: PlanFiltersProps) {
  const [draft, setDraft] = useState<Filters>(initial);
  const [rangeInvalid, setRangeInvalid] = useState(false);
  const rangeErrorId = useId();
  const update = (change: Partial<Filters>) => {
    setRangeInvalid(false);
    setDraft((current) => ({ ...current, ...change }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // yyyy-MM-dd strings compare as dates.
    if (draft.dataInicio && draft.dataFim && draft.dataFim < draft.dataInicio) {
      setRangeInvalid(true);
      return;
    }
    onApply({ ...draft, beneficiario: draft.beneficiario.trim() });
  };

  return (
    <Stack
      as="form"
      id={id}
      aria-label="Filtros dos planos de tratamento"
      onSubmit={submit}
      gap="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
    >
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <FilterSelect
          label="Status"
          allLabel="Todos"
          name="status"
          options={PLANO_STATUS.map((status) => ({
            value: String(status),
            label: statusDisplay('plano', status).label,
          }))}
          value={draft.status === null ? '' : String(draft.status)}
          onValueChange={(value) =>
            update({ status: PLANO_STATUS.find((candidate) => String(candidate) === value) ?? null })
          }
        />
        <Field.Root>
          <Field.Label>Beneficiário</Field.Label>
          <Input
            name="beneficiario"
            maxLength={100}
            autoComplete="off"
            value={draft.beneficiario}
            onChange={(event) => update({ beneficiario: event.currentTarget.value })}
          />
          <Field.HelperText>Nome ou número da carteira</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Emitido de</Field.Label>
          <Input
            type="date"
            name="dataInicio"
            value={draft.dataInicio}
            onChange={(event) => update({ dataInicio: event.currentTarget.value })}
          />
        </Field.Root>
        <Field.Root invalid={rangeInvalid}>
          <Field.Label>Emitido até</Field.Label>
          <Input
            type="date"
            name="dataFim"
            value={draft.dataFim}
            // Field leaves this late-appearing error text unlinked, so the input names it itself.
            aria-describedby={rangeInvalid ? rangeErrorId : undefined}
            onChange={(event) => update({ dataFim: event.currentTarget.value })}
          />
          <Field.ErrorText id={rangeErrorId}>{DATE_RANGE_ERROR}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit" colorPalette="brand">
          Aplicar filtros
        </Button>
        <Button type="button" variant="outline" onClick={onClear}>
          Limpar filtros
        </Button>
      </HStack>
    </Stack>
  );
}
