import type { PasswordOwner } from '@odonto/contract/password';
import { useEffect, useState } from 'react';

type Check = typeof import('@odonto/contract/password').passwordRefusal;

// One download per page: the check brings the ~49,000-password common list, a chunk of its own that only the
// password screens ask for (scripts/web-budget.ts keeps it out of every first load).
let loading: Promise<Check> | undefined;
const loadCheck = () => {
  loading ??= import('@odonto/contract/password').then((module) => module.passwordRefusal);
  return loading;
};

/** What the meter knows of the password's owner: the words the server also refuses (each optional). */
export type PasswordContext = { [Key in keyof PasswordOwner]?: string | undefined };

/**
 * The server's refusal of `password` (its pt-BR text), null when it would accept it, undefined until the shared
 * check (@odonto/contract/password) has loaded.
 */
export function usePasswordRefusal(
  password: string,
  context: PasswordContext = {},
): string | null | undefined {
  const [check, setCheck] = useState<{ run: Check } | undefined>();
  useEffect(() => {
    let current = true;
    loadCheck().then(
      (run) => {
        if (current) setCheck({ run });
      },
      // Offline or a failed chunk: the meter keeps its own levels, capped below 'Forte'; the server still checks.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!check) return undefined;
  return check.run(password, context);
}
