import { useChakraContext } from '@chakra-ui/react';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the viewport is at least as wide as one of the system's breakpoints (e.g. 'md'): read when the
 * component first renders, so the first paint is already the right one, and kept current as the viewport
 * changes (a resized window, a turned phone).
 */
export function useBreakpointUp(name: string): boolean {
  const query = useChakraContext()
    .breakpoints.up(name)
    .replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
