import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { FilterSelect, TextField } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { FAIXAS_PRAZO } from '../../data/prazo';
import {
  EMPTY_FILTERS,
  FILA_CHOICE_FILTERS,
  FILA_TEXT_FILTERS,
  type FilaChoiceFilter,
  type FilaFilterValues,
  type FilaTextFilter,
} from './filaQuery';

const LABELS: Record<FilaTextFilter, string> = {
  dentista: 'Dentista (CRO ou nome)',
  beneficiario: 'Beneficiário (nome ou carteira)',
  procedimento: 'Procedimento (código TUSS ou descrição)',
  diasNaFila: 'Há pelo menos (dias) na fila',
};

/** Each list filter: its label, the option that removes it, and its choices. */
const CHOICES: Record<
  FilaChoiceFilter,
  { label: string; allLabel: string; options: ReadonlyArray<{ value: string; label: string }> }
> = {
  faixaPrazo: { label: 'Faixa do prazo', allLabel: 'Todas', options: FAIXAS_PRAZO },
  urgencia: {
    label: 'Urgência',
    allLabel: 'Todos',
    options: [
      { value: 'true', label: 'Urgentes' },
      { value: 'false', label: 'Eletivos' },
    ],
  },
  glosaPrevista: {
    label: 'Glosa prevista',
    allLabel: 'Todos',
    options: [
      { value: 'true', label: 'Com glosa prevista' },
      { value: 'false', label: 'Sem glosa prevista' },
    ],
  },
  junta: {
    label: 'Junta odontológica',
    allLabel: 'Todos',
    options: [
      { value: 'true', label: 'Em junta' },
      { value: 'false', label: 'Fora da junta' },
    ],
  },
};

export interface FilaFiltersProps {
  /** The filters the URL holds. */
  values: FilaFilterValues;
  /** Applies the filters (the page writes them to the URL). */
  onApply: (values: FilaFilterValues) => void;
}

/** The queue's filters (four typed, four chosen); applied with 'Filtrar' (or Enter), cleared with 'Limpar filtros'. */
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
          {FILA_TEXT_FILTERS.map((name) => (
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
          {FILA_CHOICE_FILTERS.map((name) => (
            <FilterSelect
              key={name}
              name={name}
              {...CHOICES[name]}
              value={draft[name]}
              onValueChange={(value) => setDraft({ ...draft, [name]: value ?? '' })}
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
              setDraft(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            Limpar filtros
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
