import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { type Ref, useId } from 'react';
import { classNames } from '../theme/firstPaint';
import { FieldFrame, useFieldInputProps } from './FieldFrame';

export interface TextFieldProps extends HTMLChakraProps<'input'> {
  /** Visible label of the field (a placeholder alone is not a label). */
  label: string;
  /** Error text shown under the field; marks the field invalid. */
  errorText?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with Chakra's Field and Input look (required mark, error text) and Chakra's style props. */
export function TextField({ label, errorText, required, id, ref, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const fieldProps = useFieldInputProps({ inputId, required, errorText });
  return (
    <FieldFrame inputId={inputId} label={label} required={required} errorText={errorText}>
      <chakra.input
        {...fieldProps}
        {...inputProps}
        className={classNames(fieldProps.className, className)}
        ref={ref}
      />
    </FieldFrame>
  );
}
