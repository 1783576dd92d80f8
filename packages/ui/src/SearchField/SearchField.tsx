import {
  Button,
  CloseButton,
  Field,
  HStack,
  Input,
  InputGroup,
  useControllableState,
} from '@chakra-ui/react';
import { type FormEvent, useId, useRef } from 'react';

export interface SearchFieldProps {
  /** Label of the field, e.g. 'Número da Carteira ou CPF'. */
  label: string;
  /** Keeps the label for screen readers only (the surrounding screen must make the purpose obvious). */
  labelHidden?: boolean;
  /** Example of what to type; never a replacement for the label. */
  placeholder?: string;
  /** Text in the field (controlled). */
  value?: string;
  /** Initial text when uncontrolled, e.g. from the URL query. */
  defaultValue?: string;
  /** Called on every keystroke and on clear. */
  onValueChange?: (value: string) => void;
  /** Called with the trimmed text on Enter or on the submit button; never with an empty text. */
  onSearch: (term: string) => void;
  /** Called after the clear button empties the field. */
  onClear?: () => void;
  /** A search is running: the button is disabled and shows the loading state. */
  searching?: boolean;
  /** Disables the whole field. */
  disabled?: boolean;
  /** Text of the submit button. */
  submitLabel?: string;
  /** Text of the submit button while a search runs. */
  searchingLabel?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
}

/** A search box that submits its trimmed text on Enter or with its button, with a clear button. */
export function SearchField({
  label,
  labelHidden = false,
  placeholder,
  value,
  defaultValue = '',
  onValueChange,
  onSearch,
  onClear,
  searching = false,
  disabled = false,
  submitLabel = 'Buscar',
  searchingLabel = 'Buscando...',
  clearLabel = 'Limpar busca',
}: SearchFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const term = text.trim();
  const canSearch = term.length > 0 && !searching && !disabled;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSearch) onSearch(term);
  };

  const clear = () => {
    setText('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <Field.Root disabled={disabled}>
          <Field.Label htmlFor={inputId} srOnly={labelHidden}>
            {label}
          </Field.Label>
          <HStack width="full" gap="2" alignItems="stretch">
            <InputGroup
              flex="1"
              endElement={
                text.length > 0 && !disabled ? (
                  <CloseButton size="xs" me="-1" aria-label={clearLabel} onClick={clear} />
                ) : undefined
              }
            >
              <Input
                ref={inputRef}
                id={inputId}
                type="text"
                enterKeyHint="search"
                placeholder={placeholder}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </InputGroup>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!canSearch}
              loading={searching}
              loadingText={searchingLabel}
            >
              {submitLabel}
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </search>
  );
}
