import type { ReactNode } from 'react';
import { FP } from '../theme/firstPaint';

/**
 * The label, required mark and error text of a single-input field: plain elements with the classes and
 * attributes of Chakra's Field and Input (ids, aria-invalid, aria-errormessage, data-scope/data-part), their
 * CSS produced when generating (theme/firstPaint). Neither Ark's Field machinery nor Chakra's runtime: the
 * sign-in screens paint before either would download (issue #34's 120 KB for /login).
 */
export interface FieldFrameProps {
  /** The input's id; the label points at it. */
  inputId: string;
  label: string;
  required?: boolean;
  /** Error text under the input; marks the field invalid. */
  errorText?: string;
  /** A line under the input that helps to fill it in. */
  helperText?: string;
  children: ReactNode;
}

const present = (on: boolean | undefined) => (on ? '' : undefined);
const errorTextId = (inputId: string) => `field::${inputId}::error-text`;
/** The helper text's id, for the input's aria-describedby. */
export const helperTextId = (inputId: string) => `field::${inputId}::helper-text`;

export function FieldFrame({ inputId, label, required, errorText, helperText, children }: FieldFrameProps) {
  const invalid = present(Boolean(errorText));
  return (
    // biome-ignore lint/a11y/useSemanticElements: Chakra's Field root, a div with role group (its DOM and look); a fieldset would bring its own border and legend rules.
    <div
      role="group"
      id={`field::${inputId}`}
      data-scope="field"
      data-part="root"
      data-invalid={invalid}
      className={FP.fieldRoot}
    >
      <label
        id={`field::${inputId}::label`}
        htmlFor={inputId}
        data-scope="field"
        data-part="label"
        data-invalid={invalid}
        data-required={present(required)}
        className={FP.fieldLabel}
      >
        {label}
        {required ? (
          <span
            aria-hidden="true"
            data-scope="field"
            data-part="required-indicator"
            className={FP.fieldRequiredIndicator}
          >
            *
          </span>
        ) : null}
      </label>
      {children}
      {helperText ? (
        <div
          id={helperTextId(inputId)}
          data-scope="field"
          data-part="helper-text"
          className={FP.fieldHelperText}
        >
          {helperText}
        </div>
      ) : null}
      {errorText ? (
        <div
          id={errorTextId(inputId)}
          aria-live="polite"
          data-scope="field"
          data-part="error-text"
          className={FP.fieldErrorText}
        >
          {errorText}
        </div>
      ) : null}
    </div>
  );
}

/** What FieldFrame's input needs: the input's classes (Chakra's input recipe) and the field's ids and states. */
export function useFieldInputProps({
  inputId,
  required,
  errorText,
}: Pick<FieldFrameProps, 'inputId' | 'required' | 'errorText'>) {
  const invalid = Boolean(errorText);
  return {
    id: inputId,
    required,
    'aria-invalid': invalid || undefined,
    'aria-errormessage': invalid ? errorTextId(inputId) : undefined,
    'data-invalid': present(invalid),
    'data-required': present(required),
    'data-scope': 'field',
    'data-part': 'input',
    className: FP.input,
  };
}
