// The blocklist is shared with the portal's password meter (it shows the same refusal before the form is sent).
export {
  isBlockedPassword,
  type PasswordOwner,
  passwordCores,
  withoutAccents,
} from '@odonto/contract/password';
