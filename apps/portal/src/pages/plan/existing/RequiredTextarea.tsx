import { Field, Textarea } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface RequiredTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The longest text the server takes; the count under the field says how much is used. */
  maxLength: number;
  rows: number;
  /** Said under the field while `invalid` (left empty on submit). */
  errorText: string;
  invalid: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A required text of the plan screen's forms (an answer to the audit, a cancellation's reason), with its count. */
export function RequiredTextarea({
  label,
  value,
  onChange,
  maxLength,
  rows,
  errorText,
  invalid,
  textareaRef,
}: RequiredTextareaProps) {
  return (
    <Field.Root required invalid={invalid}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={textareaRef}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>
        {value.length}/{maxLength} caracteres
      </Field.HelperText>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
