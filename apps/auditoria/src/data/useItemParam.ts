import { useSearchParams } from 'react-router-dom';

/**
 * The item a screen has selected, kept in the address (`?item=3302`) so that a reload or a shared link opens
 * it again: the plan's and the account's screens select their items so. `select` replaces the entry (no history
 * step per click) and keeps the scroll.
 */
export function useItemParam() {
  const [params, setParams] = useSearchParams();
  const select = (idItem: number) => {
    const next = new URLSearchParams(params);
    next.set('item', String(idItem));
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { item: params.get('item'), select };
}
