import { Field, Textarea } from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';

/** The state of a required text: its value, whether it was found empty, and its textarea. */
export interface RequiredText {
  value: string;
  invalid: boolean;
  ref: RefObject<HTMLTextAreaElement | null>;
  change: (value: string) => void;
  /** True when there is text; otherwise marks the field invalid and moves focus to it. */
  check: () => boolean;
  /** Clears the mark (the form was closed). */
  reset: () => void;
}

export function useRequiredText(): RequiredText {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  return {
    value,
    invalid,
    ref,
    change: (next) => {
      setValue(next);
      if (next.trim() !== '') setInvalid(false);
    },
    check: () => {
      if (value.trim() !== '') return true;
      setInvalid(true);
      ref.current?.focus();
      return false;
    },
    reset: () => setInvalid(false),
  };
}

export interface RequiredTextareaProps {
  label: string;
  text: RequiredText;
  /** The longest text the server takes; the count under the field says how much is used. */
  maxLength: number;
  rows: number;
  /** Said under the field once it was found empty. */
  errorText: string;
}

/** A required text of the plan screen's forms (an answer to the audit, a cancellation's reason), with its count. */
export function RequiredTextarea({ label, text, maxLength, rows, errorText }: RequiredTextareaProps) {
  return (
    <Field.Root required invalid={text.invalid}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={text.ref}
        rows={rows}
        maxLength={maxLength}
        value={text.value}
        onChange={(event) => text.change(event.target.value)}
      />
      <Field.HelperText>
        {text.value.length}/{maxLength} caracteres
      </Field.HelperText>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
