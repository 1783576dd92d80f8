// The common-password list is shared with the portal's password meter (the same check, loaded lazily there).
export { isCommonPassword } from '@odonto/contract/password';
