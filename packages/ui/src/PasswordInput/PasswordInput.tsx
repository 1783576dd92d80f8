import { type ComponentProps, type Ref, useId, useState } from 'react';
import { EyeIcon } from '../icons/EyeIcon';
import { FieldFrame, useFieldInputProps } from '../TextField/FieldFrame';
import { FP } from '../theme/firstPaint';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
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

/**
 * A password field with a button that shows or hides what was typed. Chakra's InputGroup with an end
 * element and a ghost IconButton, as plain elements with their classes (theme/firstPaint): the sign-in page
 * paints it before Chakra's runtime loads.
 */
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
      <div className={`chakra-group ${FP.inputGroup}`}>
        <input
          {...fieldProps}
          {...inputProps}
          className={FP.inputBeforeEndElement}
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={inputProps.autoComplete ?? 'current-password'}
        />
        <div className={FP.inputEndElement}>
          <button
            type="button"
            className={FP.inputEndButton}
            // The name says the state ('Mostrar'/'Ocultar'); aria-pressed as well would announce it twice
            // and contradict itself ('Ocultar senha, pressionado').
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={inputId}
            onClick={() => setVisible((current) => !current)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      </div>
    </FieldFrame>
  );
}
