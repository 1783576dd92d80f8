import { LoadingState } from '@odonto/ui';
import { lazyPart } from '@odonto/web-shell';
import { Suspense } from 'react';
import type { ProcedurePickerProps } from './ProcedurePicker';

/** Shown in the picker's place while its code arrives. */
export const PICKER_LOADING = 'Carregando o seletor de procedimentos...';

/**
 * The picker's code (the searchable combobox, its popper, the odontogram, the catalogue's query) is a
 * chunk of its own, fetched when the picker first shows or is preloaded: the plan screens' first load
 * carries none of it (issue 12 budget).
 */
export const procedurePicker = lazyPart(async () => (await import('./ProcedurePicker')).ProcedurePicker);

/** ProcedurePicker, loaded on first use, with a pt-BR loading state (role status) meanwhile. */
export function LazyProcedurePicker(props: ProcedurePickerProps) {
  return (
    <Suspense fallback={<LoadingState text={PICKER_LOADING} />}>
      <procedurePicker.Component {...props} />
    </Suspense>
  );
}
