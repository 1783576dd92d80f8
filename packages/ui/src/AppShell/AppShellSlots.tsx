import { Button, chakra, IconButton, Input, VisuallyHidden } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PlusIcon, SearchIcon } from '../icons/icons';

// Short enough to show whole in the header at 1024 px (the NarrowDesktop story measures it).
const SEARCH_PLACEHOLDER = 'Nº da carteirinha ou CPF';

export interface AppShellSearchProps {
  /** Called with the trimmed search text on Enter or the search button; never with an empty text. */
  onSearch: (term: string) => void;
  /** The search's accessible name (default 'Buscar beneficiário'). */
  label?: string;
  /** The field's label, read by screen readers (default 'Carteirinha ou CPF do beneficiário'). */
  fieldLabel?: string;
  placeholder?: string;
}

/** The header's search (the portal's beneficiary search, by card number or CPF), for AppShell's `search` slot. */
export function AppShellSearch({
  onSearch,
  label = 'Buscar beneficiário',
  fieldLabel = 'Carteirinha ou CPF do beneficiário',
  placeholder = SEARCH_PLACEHOLDER,
}: AppShellSearchProps) {
  const [term, setTerm] = useState('');
  const fieldId = useId();

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    // docs/product-rules.md#validation-rules: the search term must be non-empty after trimming.
    if (trimmed) onSearch(trimmed);
  }

  return (
    <chakra.form
      role="search"
      aria-label={label}
      display="flex"
      gap="2"
      alignItems="center"
      w="full"
      onSubmit={submitSearch}
    >
      <VisuallyHidden asChild>
        <label htmlFor={fieldId}>{fieldLabel}</label>
      </VisuallyHidden>
      <Input
        id={fieldId}
        type="search"
        placeholder={placeholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
      />
      <IconButton type="submit" aria-label="Buscar" colorPalette="brand">
        <SearchIcon />
      </IconButton>
    </chakra.form>
  );
}

export interface AppShellActionProps {
  onClick: () => void;
  /** The action's text, e.g. 'Novo Plano de Tratamento'. */
  children: ReactNode;
}

/** The app's main action (a plus and its text), for AppShell's `primaryAction` slot: in the header and the menu. */
export const AppShellAction = ({ onClick, children }: AppShellActionProps) => (
  <Button colorPalette="brand" onClick={onClick}>
    <PlusIcon />
    {children}
  </Button>
);
