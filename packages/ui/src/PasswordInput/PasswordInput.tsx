import { chakra, type HTMLChakraProps, IconButton, InputElement } from '@chakra-ui/react';
import { type Ref, useId, useState } from 'react';
import { EyeIcon } from '../icons/EyeIcon';
import { FieldFrame, useFieldInputProps } from '../TextField/FieldFrame';

export interface PasswordInputProps extends Omit<HTMLChakraProps<'input'>, 'type'> {
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
  const fieldProps = useFieldInputProps({ inputId, required, errorText });
  return (
    <FieldFrame inputId={inputId} label={label} required={required} errorText={errorText}>
      {/* Chakra's InputGroup with an end element, as plain elements (FieldFrame says why). */}
      <chakra.div
        className="chakra-group"
        display="inline-flex"
        gap="var(--group-gap, 0.5rem)"
        isolation="isolate"
        position="relative"
        flexDirection="row"
        alignItems="center"
        justifyContent="flex-start"
        width="full"
      >
        <chakra.input
          {...fieldProps}
          {...inputProps}
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={inputProps.autoComplete ?? 'current-password'}
          pe="calc(var(--input-height) - 0px)"
        />
        <InputElement placement="end">
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
        </InputElement>
      </chakra.div>
    </FieldFrame>
  );
}
