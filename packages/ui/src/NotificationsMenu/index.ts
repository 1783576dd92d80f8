export { notificationsLabel } from './labels';
export { NotificationsMenu, type NotificationsMenuProps } from './NotificationsMenu';
