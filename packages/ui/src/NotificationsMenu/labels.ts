/** The bell's accessible name: the count is in it, since the badge on the icon is hidden from screen readers. */
export function notificationsLabel(naoLidas: number): string {
  if (naoLidas <= 0) return 'Notificações';
  return `Notificações, ${naoLidas} ${naoLidas === 1 ? 'não lida' : 'não lidas'}`;
}

/** The number on the bell: capped, so the badge stays small. */
export function unreadBadge(naoLidas: number): string {
  return naoLidas > 99 ? '99+' : String(naoLidas);
}
