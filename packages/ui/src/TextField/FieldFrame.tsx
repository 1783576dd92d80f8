import { chakra, type HTMLChakraProps, useRecipe, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The label, required mark and error text of a single-input field, drawn with Chakra's `field` and
 * `input` recipes on plain elements: the look and the attributes of Chakra's Field and Input (ids,
 * aria-invalid, aria-errormessage, data-scope/data-part), without Ark's Field machinery, which the
 * sign-in screens would otherwise download before their first paint (issue 12's 150 KB budget).
 */
export interface FieldFrameProps {
  /** The input's id; the label points at it. */
  inputId: string;
  label: string;
  required?: boolean;
  /** Error text under the input; marks the field invalid. */
  errorText?: string;
  children: ReactNode;
}

const present = (on: boolean | undefined) => (on ? '' : undefined);
const errorTextId = (inputId: string) => `field::${inputId}::error-text`;

export function FieldFrame({ inputId, label, required, errorText, children }: FieldFrameProps) {
  const styles = useSlotRecipe({ key: 'field' })({});
  const invalid = present(Boolean(errorText));
  return (
    <chakra.div
      role="group"
      id={`field::${inputId}`}
      data-scope="field"
      data-part="root"
      data-invalid={invalid}
      className="chakra-field__root"
      css={styles.root}
    >
      <chakra.label
        id={`field::${inputId}::label`}
        htmlFor={inputId}
        data-scope="field"
        data-part="label"
        data-invalid={invalid}
        data-required={present(required)}
        className="chakra-field__label"
        css={styles.label}
      >
        {label}
        {required ? (
          <chakra.span
            aria-hidden="true"
            data-scope="field"
            data-part="required-indicator"
            className="chakra-field__requiredIndicator"
            css={styles.requiredIndicator}
          >
            *
          </chakra.span>
        ) : null}
      </chakra.label>
      {children}
      {errorText ? (
        <chakra.div
          id={errorTextId(inputId)}
          aria-live="polite"
          data-scope="field"
          data-part="error-text"
          className="chakra-field__errorText"
          css={styles.errorText}
        >
          {errorText}
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}

/** What FieldFrame's input needs: Chakra's input recipe and the field's ids and states. */
export function useFieldInputProps({
  inputId,
  required,
  errorText,
}: Pick<FieldFrameProps, 'inputId' | 'required' | 'errorText'>): HTMLChakraProps<'input'> {
  const css = useRecipe({ key: 'input' })({});
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
    className: 'chakra-input',
    css,
  } as HTMLChakraProps<'input'>;
}
