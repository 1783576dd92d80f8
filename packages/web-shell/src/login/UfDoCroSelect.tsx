import { Field, Input } from '@chakra-ui/react';
import { UFS } from '@odonto/api';
import { useId } from 'react';
import { isUfDoCro, type UfDoCroFieldProps } from './UfDoCroField';

/**
 * The select of the CRO's UF (UfDoCroField loads it when the server asks for the UF). A native select drawn
 * with the input's recipe: the sign-in page's system starts without NativeSelect's (signedInChakraRecipes).
 */
export default function UfDoCroSelect({ value, onChange }: UfDoCroFieldProps) {
  const id = useId();
  return (
    <Field.Root required>
      <Field.Label htmlFor={id}>
        UF do CRO
        <Field.RequiredIndicator />
      </Field.Label>
      <Input asChild>
        <select
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
        </select>
      </Input>
      <Field.HelperText>
        Este número de CRO existe em mais de uma UF: escolha a do seu conselho.
      </Field.HelperText>
    </Field.Root>
  );
}
