import { TextField, type TextFieldProps } from './TextField';

export type CroFieldProps = Omit<
  TextFieldProps,
  'label' | 'name' | 'inputMode' | 'autoComplete' | 'required'
>;

/**
 * The CRO of a sign-in or account form (portal and audit console): required, a numeric keyboard on phones,
 * and `username` for password managers, so the CRO and the password are saved together.
 */
export function CroField(props: CroFieldProps) {
  return (
    <TextField label="CRO" required name="document" inputMode="numeric" autoComplete="username" {...props} />
  );
}
