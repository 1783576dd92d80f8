import { lazy, Suspense, useEffect, useState } from 'react';
import { anyToastRaised, onFirstToast } from './showToast';

// Chakra's toast group, Zag's machine and the store weigh about 7 KB gzipped: they load with the first toast,
// not with every signed-in screen (their first load is budgeted, docs/architecture.md#size-reference-points).
const ToasterView = lazy(() => import('./ToasterView'));

/**
 * Where the toasts of `showToast` appear; render it once in the layout that may raise them. Draws nothing
 * until the first toast, then the toast region (ToasterView), which shows the toasts already raised.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(anyToastRaised);
  useEffect(() => {
    if (wanted) return;
    // A toast raised between the first render and this effect is caught by the check after subscribing.
    const stop = onFirstToast(() => setWanted(true));
    if (anyToastRaised()) setWanted(true);
    return stop;
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
