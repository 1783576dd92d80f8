import { type CallFailure, UFS, type Uf } from '@odonto/api';
import { lazy, type ReactNode, Suspense, useState } from 'react';

export type UfDoCro = Uf;

/**
 * Whether the server asked for the CRO's UF: a CRO number that exists in more than one UF (each state's
 * council numbers its own dentists) is refused with a 400 whose `invalid-params` names `uf` until the form
 * sends one. Read here rather than through invalidParamsOf, which the sign-in page's first load does not
 * otherwise carry (its budget, scripts/check-web-build.ts).
 */
export function asksForUf(failure: CallFailure): boolean {
  if (failure.status !== 400 || typeof failure.body !== 'object' || failure.body === null) return false;
  const params: unknown = Reflect.get(failure.body, 'invalid-params');
  return Array.isArray(params) && params.some((param) => Reflect.get(Object(param), 'name') === 'uf');
}

export const isUfDoCro = (value: string): value is UfDoCro => (UFS as readonly string[]).includes(value);

export interface UfDoCroFieldProps {
  value: UfDoCro | '';
  onChange: (uf: UfDoCro | '') => void;
}

// The select is drawn only when the server asks (a number held in two UFs, rare): it and the Chakra recipes it
// needs load then, and the sign-in page's first load carries neither (scripts/check-web-build.ts budgets it).
const UfDoCroSelect = lazy(() => import('./UfDoCroSelect'));

/** The CRO's UF, shown by the sign-in and e-mail forms only after the server asked for it. */
export function UfDoCroField(props: UfDoCroFieldProps) {
  return (
    <Suspense fallback={null}>
      <UfDoCroSelect {...props} />
    </Suspense>
  );
}

/** The UF part of a form that asks for a CRO: hidden until the server asks, required from then on. */
export interface UfDoCroAsk {
  /** The select, once the server asked for it; null before. */
  field: ReactNode;
  /** Asked and not chosen yet: the form says so instead of calling the server. */
  missing: boolean;
  /** What to add to the request body: `{ uf }` once chosen, else nothing. */
  payload: { uf?: UfDoCro };
  /** After a refused call: shows the select when the server named `uf`. */
  noteFailure: (failure: CallFailure) => void;
  /** The CRO changed: another number may exist in one UF only, so the select hides until asked again. */
  reset: () => void;
}

/** The state of the CRO's UF for the sign-in and e-mail forms (one place for both, see asksForUf). */
export function useUfDoCro(): UfDoCroAsk {
  const [asked, setAsked] = useState(false);
  const [uf, setUf] = useState<UfDoCro | ''>('');
  return {
    field: asked ? <UfDoCroField value={uf} onChange={setUf} /> : null,
    missing: asked && uf === '',
    payload: asked && uf !== '' ? { uf } : {},
    noteFailure: (failure) => {
      if (asksForUf(failure)) setAsked(true);
    },
    reset: () => {
      setAsked(false);
      setUf('');
    },
  };
}
