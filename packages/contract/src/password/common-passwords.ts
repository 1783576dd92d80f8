import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * About 49,000 passwords that top public breach corpora, as zxcvbn-ts ranks them (its maintained common
 * list, 'senha123' and '12345678' among them): a guesser tries these first, whatever the sign-in delays.
 * Built on first use, so a server that never sets a password does not pay for it.
 */
let common: Set<string> | undefined;

/** Whether the password is on the list, ignoring case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
