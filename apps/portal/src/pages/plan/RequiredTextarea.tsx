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

/**
 * A text the form needs before it sends: at least `minLength` characters once trimmed (1: not empty; a
 * technical justification asks for more); `initialValue` is a draft given back.
 */
export function useRequiredText(minLength = 1, initialValue = ''): RequiredText {
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const enough = (text: string) => text.trim().length >= minLength;
  return {
    value,
    invalid,
    ref,
    change: (next) => {
      setValue(next);
      if (enough(next)) setInvalid(false);
    },
    check: () => {
      if (enough(value)) return true;
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
  /** Said under the field once it was found empty (or too short). */
  errorText: string;
  /** What the text is for, said under the field before the count. */
  helperText?: string;
}

/**
 * A required text of the plan's forms (an answer to the audit, a cancellation's reason, the justification of
 * an item with predicted glosas), with its count.
 */
export function RequiredTextarea({
  label,
  text,
  maxLength,
  rows,
  errorText,
  helperText,
}: RequiredTextareaProps) {
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
        {helperText ? `${helperText} ` : ''}
        {text.value.length}/{maxLength} caracteres
      </Field.HelperText>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
