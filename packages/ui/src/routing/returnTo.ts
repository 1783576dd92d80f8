/** What a sign-in screen is sent with by a screen that needs a session: the address to come back to. */
export interface ReturnTo {
  from: string;
}

/** The navigation state that sends a person to the sign-in and brings them back to `pathname + search`. */
export const returnToState = (pathname: string, search: string): ReturnTo => ({ from: pathname + search });

/**
 * Where to go after signing in: the address kept in the navigation's state, else `fallback`. Only an address
 * of the same app (one leading slash) is followed, never another site ('//evil.example', 'https://…').
 */
export function returnAddress(state: unknown, fallback: string): string {
  const from = (state as Partial<ReturnTo> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
