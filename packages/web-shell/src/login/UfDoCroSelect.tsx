import { UFS } from '@odonto/api';
import { FieldFrame, FP, helperTextId } from '@odonto/ui';
import { useId } from 'react';
import { isUfDoCro, type UfDoCroFieldProps } from './UfDoCroField';

/**
 * The select of the CRO's UF (UfDoCroField loads it when the server asks for the UF). A native select with
 * the input's look, drawn with the kit's first-paint classes like the rest of the sign-in form: the sign-in
 * page runs without Chakra's runtime.
 */
export default function UfDoCroSelect({ value, onChange }: UfDoCroFieldProps) {
  const id = useId();
  return (
    <FieldFrame
      inputId={id}
      label="UF do CRO"
      required
      helperText="Este número de CRO existe em mais de uma UF: escolha a do seu conselho."
    >
      <select
        id={id}
        name="uf"
        required
        aria-describedby={helperTextId(id)}
        data-scope="field"
        data-part="input"
        data-required=""
        className={FP.input}
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
    </FieldFrame>
  );
}
