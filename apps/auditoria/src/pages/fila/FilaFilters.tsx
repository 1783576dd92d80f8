import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { TextField } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { FILA_FILTERS, type FilaFilter, type FilaFilterValues } from './filaQuery';

const LABELS: Record<FilaFilter, string> = {
  dentista: 'Dentista (CRO ou nome)',
  beneficiario: 'Beneficiário (nome ou carteira)',
  procedimento: 'Procedimento (código TUSS ou descrição)',
  diasNaFila: 'Há pelo menos (dias) na fila',
};

const EMPTY: FilaFilterValues = { dentista: '', beneficiario: '', procedimento: '', diasNaFila: '' };

export interface FilaFiltersProps {
  /** The filters the URL holds. */
  values: FilaFilterValues;
  /** Applies the filters (the page writes them to the URL). */
  onApply: (values: FilaFilterValues) => void;
}

/** The queue's four filters; applied with 'Filtrar' (or Enter), cleared with 'Limpar filtros'. */
export function FilaFilters({ values, onApply }: FilaFiltersProps) {
  const [draft, setDraft] = useState(values);
  const [shown, setShown] = useState(values);
  // The URL changed from outside (Back, a link): the fields show it.
  if (shown !== values) {
    setShown(values);
    setDraft(values);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Filtros da fila">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {FILA_FILTERS.map((name) => (
            <TextField
              key={name}
              label={LABELS[name]}
              name={name}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              {...(name === 'diasNaFila'
                ? { type: 'number', min: 0, max: 3650, inputMode: 'numeric' as const }
                : { maxLength: 100 })}
            />
          ))}
        </SimpleGrid>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand">
            Filtrar
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setDraft(EMPTY);
              onApply(EMPTY);
            }}
          >
            Limpar filtros
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
