import {
  type ApiClients,
  clearSession,
  clearTokens,
  defaultStorage,
  type LoginTokens,
  readAccessToken,
  readSession,
  type StoredSession,
  saveLogin,
} from '@odonto/api';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { whenLoaded } from './whenLoaded';

/** Where the session stands: being determined at start, signed in, or not. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export type SessionClients = Pick<ApiClients, 'authApi' | 'dentistApi' | 'uploadPlanoImagem'>;

export interface SessionContextValue extends SessionClients {
  status: SessionStatus;
  /** The signed-in user, when authenticated. */
  user: StoredSession | null;
  /** Holds a successful login's access token, stores its display data and marks the session authenticated. */
  signIn: (login: LoginTokens) => void;
  /**
   * Logout: ends the session on the server, then clears everything the session stored; the user is signed
   * out here even when the server could not be told (no answer, an error, more than 5 s).
   */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  /** Where the session lives; stories and tests pass a memory storage. Default: `makeStorage()`. */
  storage?: Storage;
  /** The app's own storage when none is passed (default: the browser's localStorage). */
  makeStorage?: () => Storage | null | undefined;
  /**
   * The role the app is for: a stored session of any other role is no session here, and 'Auditor' renews with
   * the console's refresh cookie. Default: any, renewing with the portal's.
   */
  role?: string;
  /**
   * True: with an access token already in memory (a remount), the session is 'loading' until the server
   * confirms it (the current user, one refresh when that fails). False: that token decides at once. Without
   * one (a page load), both wait for the refresh by cookie.
   */
  confirmOnStart?: boolean;
  children: ReactNode;
}

const loadClientsModule = () => import('./apiClients');

function requireStorage(
  storage: Storage | undefined,
  makeStorage: () => Storage | null | undefined,
): Storage {
  const resolved = storage ?? makeStorage();
  if (!resolved) throw new Error('SessionProvider: nenhum Storage disponível.');
  return resolved;
}

/**
 * The session of docs/product-rules.md#session over packages/api's clients, for both apps: the bearer token
 * on each call, one shared refresh on a 401 and, when the server refuses it, the session ends here (the
 * screens go to the login). The access token lives in memory and the refresh token in an HttpOnly cookie: a
 * page load with display data stored ('someone signed in here') is 'loading' until the refresh by cookie
 * answers. The stored session is cleared when the server refuses it (the refresh answers 401), not when it
 * cannot be reached or fails.
 */
export function SessionProvider({
  storage: storageProp,
  makeStorage = defaultStorage,
  role,
  confirmOnStart = false,
  children,
}: SessionProviderProps) {
  const storage = useMemo(() => requireStorage(storageProp, makeStorage), [storageProp, makeStorage]);
  const sessionOfRole = useCallback(
    (from: Storage): StoredSession | null => {
      const stored = readSession(from);
      return stored && (role === undefined || stored.userRole === role) ? stored : null;
    },
    [role],
  );
  // Decided at once only when this tab already holds a token and needs no confirmation.
  const decidedAtOnce = useCallback(
    (from: Storage) => !confirmOnStart && readAccessToken(from) !== null,
    [confirmOnStart],
  );
  const [status, setStatus] = useState<SessionStatus>(() => {
    if (!sessionOfRole(storage)) return 'anonymous';
    return decidedAtOnce(storage) ? 'authenticated' : 'loading';
  });
  const [user, setUser] = useState<StoredSession | null>(() =>
    decidedAtOnce(storage) ? sessionOfRole(storage) : null,
  );
  const origin = role === 'Auditor' ? 'Auditor' : 'Dentista';

  // The clients' code is no part of the first paint (the portal's /login budget): it loads right after it, once.
  const clients = useMemo(() => {
    let loading: Promise<ApiClients> | undefined;
    return () => {
      loading ??= loadClientsModule().then(({ createSessionClients }) =>
        // A 401 whose refresh the server refused removed the tokens: the user is signed out.
        createSessionClients(storage, origin, () => {
          setUser(null);
          setStatus('anonymous');
        }),
      );
      return loading;
    };
  }, [storage, origin]);
  // The clients once loaded, with the loader they came from (a new storage has clients of its own).
  const [loaded, setLoaded] = useState<{ from: typeof clients; clients: SessionClients } | null>(null);
  // Until then, a call waits for them (a sign-in sent at once, a screen that asks while the session loads).
  const waiting = useMemo<SessionClients>(
    () => ({
      authApi: whenLoaded(async () => (await clients()).authApi),
      dentistApi: whenLoaded(async () => (await clients()).dentistApi),
      uploadPlanoImagem: async (...args) => (await clients()).uploadPlanoImagem(...args),
    }),
    [clients],
  );

  useEffect(() => {
    let cancelled = false;
    clients().then(
      (ready) => {
        if (!cancelled) setLoaded({ from: clients, clients: ready });
      },
      // A call through `waiting` reports it.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [clients]);

  useEffect(() => {
    if (!sessionOfRole(storage) || decidedAtOnce(storage)) return;
    let cancelled = false;
    const loadCurrentUser = async () =>
      (await (await clients()).authApi.GET('/account/current')).data !== undefined;

    async function determine() {
      try {
        if (readAccessToken(storage) === null) {
          // A page load: the session is real only once the refresh cookie gives this tab an access token.
          await (await clients()).session.renew();
        } else if (
          // The middleware already refreshes on a 401; this covers the other failures, while a token remains.
          !(await loadCurrentUser()) &&
          readSession(storage) &&
          (await (await clients()).session.refresh())
        ) {
          await loadCurrentUser();
        }
      } catch {
        // No answer: nothing refused the session.
      }
      if (cancelled) return;
      // Only the server's refusal of a refresh removes the session; a server that is down or failing leaves
      // it in place, and the screens say that their data could not be loaded (their calls try the cookie again).
      const stored = sessionOfRole(storage);
      if (!readSession(storage)) clearSession(storage);
      // The answer draws the whole signed-in layout and its screen, or the sign-in page. Set outside an
      // event, the state would draw them in one task (a third of a second on a phone, issue 12); as a
      // transition, React draws them in short slices and the browser answers input between them.
      startTransition(() => {
        setUser(stored);
        setStatus(stored ? 'authenticated' : 'anonymous');
      });
    }

    void determine();
    return () => {
      cancelled = true;
    };
  }, [clients, storage, decidedAtOnce, sessionOfRole]);

  // A sign-out (or a refused refresh) in another tab removes the shared display data: this tab signs out too,
  // forgetting its access token, whose session the server has ended anyway.
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onStorage = () => {
      if (sessionOfRole(storage)) return;
      clearTokens(storage);
      setUser(null);
      setStatus('anonymous');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, sessionOfRole]);

  const signIn = useCallback(
    (login: LoginTokens) => {
      setUser(saveLogin(storage, login));
      setStatus('authenticated');
    },
    [storage],
  );

  const signOut = useCallback(async () => {
    try {
      await (await clients()).logout();
    } catch {
      // Their code did not load: nothing was sent, and the user is signed out here all the same.
    }
    clearSession(storage);
    setUser(null);
    setStatus('anonymous');
  }, [clients, storage]);

  const api = loaded?.from === clients ? loaded.clients : waiting;
  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      signIn,
      signOut,
      authApi: api.authApi,
      dentistApi: api.dentistApi,
      uploadPlanoImagem: api.uploadPlanoImagem,
    }),
    [status, user, signIn, signOut, api],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and the API clients bound to it. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession precisa de um SessionProvider acima.');
  return value;
}
