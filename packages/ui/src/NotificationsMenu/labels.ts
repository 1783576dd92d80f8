/**
 * The bell's accessible name: the count is in it, since the badge on the icon is hidden from screen readers.
 * The count comes first ('3 notificações não lidas'), as the eye reads the badge before the bell.
 */
export function notificationsLabel(naoLidas: number): string {
  if (naoLidas <= 0) return 'Notificações';
  return naoLidas === 1 ? '1 notificação não lida' : `${naoLidas} notificações não lidas`;
}

/** The number on the bell: capped, so the badge stays small. */
export function unreadBadge(naoLidas: number): string {
  return naoLidas > 99 ? '99+' : String(naoLidas);
}
