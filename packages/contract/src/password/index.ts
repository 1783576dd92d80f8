/*
 * The new-password check the server and the portal's meter share. Its own entry, never the package's main one:
 * the common list is about 49,000 passwords, which the portal loads on the password screens only.
 */
export { isBlockedPassword, type PasswordOwner, passwordCores, withoutAccents } from './blocklist';
export { isCommonPassword } from './common-passwords';
export { passwordRefusal, SENHA_COMUM } from './refusal';
