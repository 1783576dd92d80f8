import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { type Ref, useId, useState } from 'react';
import { EyeIcon } from '../icons/EyeIcon';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Visible label of the field (a placeholder alone is not a label). */
  label: string;
  /** Error text shown under the field; marks the field invalid. */
  errorText?: string;
  /** Starts with the password visible. */
  defaultVisible?: boolean;
  /** Label of the toggle while the password is hidden. */
  showLabel?: string;
  /** Label of the toggle while the password is visible. */
  hideLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput({
  label,
  errorText,
  defaultVisible = false,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  required,
  id,
  ref,
  ...inputProps
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field.Root invalid={Boolean(errorText)} required={required}>
      <Field.Label htmlFor={inputId}>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            me="-2"
            // The name says the state ('Mostrar'/'Ocultar'); aria-pressed as well would announce it twice
            // and contradict itself ('Ocultar senha, pressionado').
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={inputId}
            onClick={() => setVisible((current) => !current)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
      >
        <Input
          {...inputProps}
          id={inputId}
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={inputProps.autoComplete ?? 'current-password'}
        />
      </InputGroup>
      {errorText ? <Field.ErrorText>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}
