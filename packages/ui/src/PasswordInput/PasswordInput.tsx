import { Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { type Ref, useId, useState } from 'react';

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

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {open ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
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
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((current) => !current)}
          >
            <EyeIcon open={!visible} />
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
