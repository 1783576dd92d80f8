import { SearchField } from '@odonto/ui';
import { useState } from 'react';

export interface QuerySearchFieldProps {
  /** Visible label, e.g. 'Buscar glosas'. */
  label: string;
  /** Example of what to type. */
  placeholder: string;
  /** The search kept in the URL query ('' for none). */
  value: string;
  /** Called with the new search, or null when the field is cleared. */
  onValueChange: (value: string | null) => void;
}

/**
 * The kit's SearchField bound to a search kept in the URL: typing is local, Enter or 'Buscar' commits it,
 * and a change of address (back button, link) refills the field without remounting it, so focus stays.
 */
export function QuerySearchField({ label, placeholder, value, onValueChange }: QuerySearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }
  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      value={text}
      onValueChange={setText}
      onSearch={onValueChange}
      onClear={() => onValueChange(null)}
    />
  );
}
