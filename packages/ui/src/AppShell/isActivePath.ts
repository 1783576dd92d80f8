/**
 * Whether a navigation item is the current one: the current path equals the item's path or lies below
 * it ('/plano-tratamento/42' is under '/plano-tratamento', '/plano-tratamentos' is not).
 */
export function isActivePath(currentPath: string, itemPath: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const current = strip(currentPath.split(/[?#]/)[0] ?? '');
  const item = strip(itemPath);
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}
