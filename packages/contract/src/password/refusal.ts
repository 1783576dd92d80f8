import { isBlockedPassword, type PasswordOwner } from './blocklist';
import { isCommonPassword } from './common-passwords';

/** The server's answer to a common or blocked new password (400 on the password field), word for word. */
export const SENHA_COMUM = 'Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.';

/**
 * Why the server would refuse this new password for its owner, or null when it would not: on the common list
 * (zxcvbn-ts) or made of the blocklist's words, the operator's name, or the owner's own name and CRO. The
 * server runs it on every new password; the portal's meter runs it as the person types, with what it knows of
 * the owner (the CRO typed, the name when signed in): what it does not know it passes empty.
 */
export function passwordRefusal(
  password: string,
  owner: { [Key in keyof PasswordOwner]?: string | undefined } = {},
): string | null {
  if (password === '') return null;
  if (isCommonPassword(password)) return SENHA_COMUM;
  const known: PasswordOwner = {
    nome: owner.nome ?? '',
    cro: owner.cro ?? '',
    nomeOperadora: owner.nomeOperadora ?? '',
  };
  return isBlockedPassword(password, known) ? SENHA_COMUM : null;
}
