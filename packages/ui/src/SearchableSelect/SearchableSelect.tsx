import { Box, Combobox, createListCollection, Field, Portal, useFilter } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';

/** One choice: the value handed back and the label shown and searched. */
export interface SelectOption {
  value: string;
  label: string;
  /** The heading the option is listed under; options come grouped in the order their groups first appear. */
  group?: string;
}

export interface SearchableSelectProps {
  /** Visible label, e.g. 'Procedimento'. */
  label: string;
  /** The choices, e.g. procedures labelled 'code - description'. */
  options: ReadonlyArray<SelectOption>;
  /** Value of the chosen option, or null (controlled). */
  value: string | null;
  /** Called with the chosen value, or null when cleared. */
  onValueChange: (value: string | null) => void;
  /** Hint inside the empty box, e.g. 'Selecione um Procedimento'. */
  placeholder?: string;
  /** Shown when nothing matches what was typed. */
  emptyText?: string;
  /** Error text under the field; marks the field invalid. */
  errorText?: string;
  /** Marks the field as required. */
  required?: boolean;
  /** Disables the field. */
  disabled?: boolean;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Accessible name of the button that opens the list. */
  openLabel?: string;
}

/**
 * The options with those of each group together, the groups in the order they first appear: the keyboard
 * walks the list in the order it is drawn.
 */
function grouped(options: ReadonlyArray<SelectOption>): SelectOption[] {
  const order = [...new Set(options.map((option) => option.group ?? ''))];
  return order.flatMap((group) => options.filter((option) => (option.group ?? '') === group));
}

/**
 * A select whose options are filtered by label as the user types (a combobox, keyboard operable); options
 * with a `group` are listed under its heading.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  emptyText = 'Nenhuma opção encontrada.',
  errorText,
  required = false,
  disabled = false,
  clearLabel = 'Limpar seleção',
  openLabel = 'Mostrar opções',
}: SearchableSelectProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [query, setQuery] = useState('');
  const selectedLabel = options.find((option) => option.value === value)?.label ?? '';
  const [inputValue, setInputValue] = useState(selectedLabel);
  // When the screen changes the value (e.g. resets it after adding) or the options arrive after the
  // value, the text follows the chosen option's label.
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (selectedLabel !== shownLabel) {
    setShownLabel(selectedLabel);
    setInputValue(selectedLabel);
  }
  // Filtering and drawing the list wait for idle time, so each keystroke commits at once and the
  // combobox never writes an older text back into the field while someone types fast.
  const deferredQuery = useDeferredValue(query);
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: grouped(
          deferredQuery ? options.filter((option) => contains(option.label, deferredQuery)) : options,
        ),
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
        groupBy: (option) => option.group ?? '',
      }),
    [options, deferredQuery, contains],
  );
  const isEmpty = collection.size === 0;
  const selected = useMemo(() => (value === null ? [] : [value]), [value]);
  const errorId = useId();

  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={selected}
        onValueChange={(details) => onValueChange(details.value[0] ?? null)}
        // Only typing narrows the list; choosing or clearing shows every option again.
        // The text is held here so that re-filtering while typing fast never puts back an older text.
        inputValue={inputValue}
        onInputValueChange={(details) => {
          const typed = details.reason === 'input-change';
          // The combobox writes the text it is given into the field in a passive effect. Under load a
          // keystroke could land between a render and that write, and the write dropped it ('oclusal'
          // became 'oclsal' in the story test, and the filtered list came out empty). A keystroke's text is
          // committed, effects included, before the next key: the field is never given an older text.
          if (typed) flushSync(() => setInputValue(details.inputValue));
          else setInputValue(details.inputValue);
          setQuery(typed ? details.inputValue : '');
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery('');
        }}
        openOnClick
        colorPalette="brand"
        width="full"
      >
        <Combobox.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder={placeholder}
            // The field context does not reach the combobox input, so link the error text by hand.
            aria-describedby={errorText ? errorId : undefined}
          />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={clearLabel} />
            <Combobox.Trigger aria-label={openLabel} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            {/* A listbox may hold only options, so the empty text sits beside it, not inside. */}
            <Combobox.Content display={isEmpty ? 'none' : undefined}>
              {collection.group().map(([group, items]) =>
                group === '' ? (
                  items.map((option) => <Option key={option.value} option={option} />)
                ) : (
                  <Combobox.ItemGroup key={group}>
                    <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                    {items.map((option) => (
                      <Option key={option.value} option={option} />
                    ))}
                  </Combobox.ItemGroup>
                ),
              )}
            </Combobox.Content>
            <Combobox.Context>
              {(combobox) =>
                combobox.open && isEmpty ? (
                  <Box
                    aria-hidden="true"
                    bg="bg.panel"
                    borderWidth="1px"
                    borderRadius="l2"
                    boxShadow="md"
                    px="3"
                    py="2"
                    fontSize="sm"
                    color="fg.muted"
                  >
                    {emptyText}
                  </Box>
                ) : null
              }
            </Combobox.Context>
          </Combobox.Positioner>
        </Portal>
        <Combobox.Context>
          {(combobox) => (
            <Box role="status" srOnly>
              {combobox.open && isEmpty ? emptyText : ''}
            </Box>
          )}
        </Combobox.Context>
      </Combobox.Root>
      {errorText ? <Field.ErrorText id={errorId}>{errorText}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function Option({ option }: { option: SelectOption }) {
  return (
    <Combobox.Item item={option}>
      <Combobox.ItemText>{option.label}</Combobox.ItemText>
      <Combobox.ItemIndicator />
    </Combobox.Item>
  );
}
