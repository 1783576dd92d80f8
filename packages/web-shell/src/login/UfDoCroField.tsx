import { Field, NativeSelect } from '@chakra-ui/react';
import { invalidParamsOf, UFS, type Uf } from '@odonto/api';
import { useId } from 'react';

export type UfDoCro = Uf;

/**
 * Whether the server asked for the CRO's UF: a CRO number that exists in more than one UF (each state's
 * council numbers its own dentists) is refused with `invalid-params` naming `uf` until the form sends one.
 */
export const asksForUf = (failure: unknown): boolean =>
  invalidParamsOf(failure).some((param) => param.name === 'uf');

export const isUfDoCro = (value: string): value is UfDoCro => (UFS as readonly string[]).includes(value);

export interface UfDoCroFieldProps {
  value: UfDoCro | '';
  onChange: (uf: UfDoCro | '') => void;
}

/** The CRO's UF, shown by the sign-in and e-mail forms only after the server asked for it. */
export function UfDoCroField({ value, onChange }: UfDoCroFieldProps) {
  const id = useId();
  return (
    <Field.Root required>
      <Field.Label htmlFor={id}>
        UF do CRO
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          name="uf"
          value={value}
          onChange={(event) => onChange(isUfDoCro(event.target.value) ? event.target.value : '')}
        >
          <option value="">Selecione a UF</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        Este número de CRO existe em mais de uma UF: escolha a do seu conselho.
      </Field.HelperText>
    </Field.Root>
  );
}
