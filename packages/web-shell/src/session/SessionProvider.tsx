import {
  type ApiClients,
  clearSession,
  defaultStorage,
  type LoginTokens,
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
  /** Stores a successful login's answer and marks the session authenticated. */
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
  /** The role the app is for: a stored session of any other role is no session here. Default: any. */
  role?: string;
  /**
   * True: with tokens stored, the session is 'loading' until the server confirms it (the current user, one
   * refresh when that fails). False: the stored tokens decide at once; a refused refresh ends it later.
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
 * screens go to the login). The stored session is cleared when the server refuses it (the refresh answers
 * 401), not when it cannot be reached or fails.
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
  const [status, setStatus] = useState<SessionStatus>(() => {
    if (!sessionOfRole(storage)) return 'anonymous';
    return confirmOnStart ? 'loading' : 'authenticated';
  });
  const [user, setUser] = useState<StoredSession | null>(() =>
    confirmOnStart ? null : sessionOfRole(storage),
  );

  // The clients' code is no part of the first paint (the portal's /login budget): it loads right after it, once.
  const clients = useMemo(() => {
    let loading: Promise<ApiClients> | undefined;
    return () => {
      loading ??= loadClientsModule().then(({ createSessionClients }) =>
        // A 401 whose refresh the server refused removed the tokens: the user is signed out.
        createSessionClients(storage, () => {
          setUser(null);
          setStatus('anonymous');
        }),
      );
      return loading;
    };
  }, [storage]);
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
    if (!confirmOnStart || !sessionOfRole(storage)) return;
    let cancelled = false;
    const loadCurrentUser = async () =>
      (await (await clients()).authApi.GET('/account/current')).data !== undefined;

    async function determine() {
      try {
        // The middleware already refreshes on a 401; this covers the other failures, while tokens remain.
        if (
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
      // Only the server's refusal of a refresh removes the tokens; a server that is down or failing leaves
      // the session in place, and the screens say that their data could not be loaded.
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
  }, [clients, storage, confirmOnStart, sessionOfRole]);

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
