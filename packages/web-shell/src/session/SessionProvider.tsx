import {
  type ApiClients,
  clearSession,
  clearTokens,
  decodeJwtPayload,
  defaultStorage,
  type LoginTokens,
  readAccessToken,
  readSession,
  readSessionDeadline,
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
  /** The signed-in user's id (the access token's `sub`), for what the browser keeps per user; null without one. */
  userId: string | null;
  /** When the session ends unless renewed (epoch ms, from the last sign-in or refresh of any tab); null: unknown. */
  expiresAt: number | null;
  /**
   * True once the session ended by itself (the server refused its renewal, or its deadline passed) rather than
   * by 'Sair': the login says 'Sua sessão expirou'. False again after the next sign-in.
   */
  expired: boolean;
  /** 'Continuar conectado': renews the session (a refresh, which restarts the idle limit); true when renewed. */
  renew: () => Promise<boolean>;
  /** The deadline passed with no renewal: the session is over on the server, and ends here as expired. */
  expire: () => void;
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
  /**
   * Called by 'Sair' (signOut) with the user's id before the session is cleared, for what the app keeps per
   * user and forgets on an explicit sign-out only (the portal's drafts). An expiry does not call it.
   */
  onSignOut?: (userId: string | null) => void;
  children: ReactNode;
}

const loadClientsModule = () => import('./apiClients');

/** The `sub` claim of this tab's access token. */
function userIdOf(storage: Storage): string | null {
  const token = readAccessToken(storage);
  const sub = token === null ? undefined : decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

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
  onSignOut,
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
  const [expiresAt, setExpiresAt] = useState<number | null>(() => readSessionDeadline(storage));
  const [expired, setExpired] = useState(false);

  // The clients' code is no part of the first paint (the portal's /login budget): it loads right after it, once.
  const clients = useMemo(() => {
    let loading: Promise<ApiClients> | undefined;
    return () => {
      loading ??= loadClientsModule().then(({ createSessionClients }) =>
        // A 401 whose refresh the server refused removed the tokens: the user is signed out.
        createSessionClients(
          storage,
          origin,
          () => {
            setUser(null);
            setStatus('anonymous');
            setExpiresAt(null);
            setExpired(true);
          },
          () => setExpiresAt(readSessionDeadline(storage)),
        ),
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
      // Another tab's renewal moved the deadline this tab warns about.
      setExpiresAt(readSessionDeadline(storage));
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
      setExpiresAt(readSessionDeadline(storage));
      setExpired(false);
      setStatus('authenticated');
    },
    [storage],
  );

  const signOut = useCallback(async () => {
    onSignOut?.(userIdOf(storage));
    try {
      await (await clients()).logout();
    } catch {
      // Their code did not load: nothing was sent, and the user is signed out here all the same.
    }
    clearSession(storage);
    setUser(null);
    setExpiresAt(null);
    setStatus('anonymous');
  }, [clients, storage, onSignOut]);

  const renew = useCallback(async () => {
    try {
      return await (await clients()).session.refresh();
    } catch {
      return false;
    }
  }, [clients]);

  // The server ended the session at its deadline (its idle limit): nothing to tell it. The other tabs see the
  // display data go and sign out too.
  const expire = useCallback(() => {
    clearSession(storage);
    setUser(null);
    setExpiresAt(null);
    setExpired(true);
    setStatus('anonymous');
  }, [storage]);

  // Read when the status or the user changes: the token that names the user is held by then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: status and user mark a new sign-in or renewal.
  const userId = useMemo(
    () => (status === 'authenticated' ? userIdOf(storage) : null),
    [status, user, storage],
  );

  const api = loaded?.from === clients ? loaded.clients : waiting;
  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      signIn,
      signOut,
      userId,
      expiresAt,
      expired,
      renew,
      expire,
      authApi: api.authApi,
      dentistApi: api.dentistApi,
      uploadPlanoImagem: api.uploadPlanoImagem,
    }),
    [status, user, signIn, signOut, userId, expiresAt, expired, renew, expire, api],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and the API clients bound to it. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession precisa de um SessionProvider acima.');
  return value;
}
