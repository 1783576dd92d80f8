import { type ComponentProps, useId } from 'react';
import { FieldFrame, useFieldInputProps } from './FieldFrame';

export interface CroFieldProps
  extends Omit<ComponentProps<'input'>, 'name' | 'inputMode' | 'autoComplete' | 'required' | 'className'> {
  /** Error text shown under the field; marks the field invalid. */
  errorText?: string;
}

/**
 * The CRO of a sign-in or account form (portal and audit console): required, a numeric keyboard on phones,
 * and `username` for password managers, so the CRO and the password are saved together. A plain input with
 * TextField's look: the sign-in page paints it before Chakra's runtime loads.
 */
export function CroField({ errorText, id, ...inputProps }: CroFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const fieldProps = useFieldInputProps({ inputId, required: true, errorText });
  return (
    <FieldFrame inputId={inputId} label="CRO" required errorText={errorText}>
      <input {...fieldProps} {...inputProps} name="document" inputMode="numeric" autoComplete="username" />
    </FieldFrame>
  );
}
