import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';
import type { SelectOption } from '../SearchableSelect';

export interface FilterSelectProps {
  /** Visible label, e.g. 'Operadora'. */
  label: string;
  /** Text of the option that removes the filter, e.g. 'Todos os lotes'. */
  allLabel: string;
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** The chosen value; '' is no filter. */
  value: string;
  /** Called with the chosen value, or null for no filter. */
  onValueChange: (value: string | null) => void;
  /** Name of the field in a form. */
  name?: string;
}

/** A labelled native select that narrows a list; its first option clears the filter. */
export function FilterSelect({ label, allLabel, options, value, onValueChange, name }: FilterSelectProps) {
  const id = useId();
  return (
    <Field.Root width="full" maxW={{ md: '64' }}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value || null)}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
