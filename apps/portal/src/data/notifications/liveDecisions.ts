/** A decision on a plan's item that arrived over the notification stream, once the plan has reloaded. */
export interface LiveDecision {
  planId: number;
  itemId: number;
}

type Listener = (decision: LiveDecision) => void;

const listeners = new Set<Listener>();

/**
 * Tells the open screens that an item changed by a live event (the plan screen highlights its row). A
 * plain listener set, not the query cache: a refetch alone cannot say whether the change was the
 * dentist's own action or the operator's decision, and only the latter is news to point at.
 */
export function announceLiveDecision(decision: LiveDecision): void {
  for (const listener of listeners) listener(decision);
}

/** Listens to live decisions; returns the function that stops listening. */
export function onLiveDecision(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
