import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every navigation starts at the top of the page (portal-spec.md §2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is what triggers the scroll.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
