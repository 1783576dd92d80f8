import {
  type ApiClients,
  clearSession,
  createApiClients,
  defaultStorage,
  type LoginTokens,
  readSession,
  type StoredSession,
  saveLogin,
} from '@odonto/api';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** Where the session stands: being determined at start, signed in, or not. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionContextValue
  extends Pick<ApiClients, 'authApi' | 'dentistApi' | 'uploadPlanoImagem'> {
  status: SessionStatus;
  /** The signed-in dentist, when authenticated. */
  user: StoredSession | null;
  /** Stores a successful login's answer and marks the session authenticated. */
  signIn: (login: LoginTokens) => void;
  /**
   * Logout: ends the session on the server, then clears everything the session stored; the dentist is signed
   * out here even when the server could not be told (no answer, an error, more than 5 s).
   */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  /** Where the session lives (default localStorage); stories pass a memory storage. */
  storage?: Storage;
  children: ReactNode;
}

function requireStorage(storage: Storage | undefined): Storage {
  const resolved = storage ?? defaultStorage();
  if (!resolved) throw new Error('SessionProvider: nenhum Storage disponível.');
  return resolved;
}

/**
 * The session of docs/product-rules.md#session: on start, with both tokens stored, the current user is loaded; on
 * failure one refresh is tried and the user reloaded. The stored session is cleared when the server refuses
 * it (the refresh answers 401), not when it cannot be reached or fails.
 */
export function SessionProvider({ storage: storageProp, children }: SessionProviderProps) {
  const storage = useMemo(() => requireStorage(storageProp), [storageProp]);
  const [status, setStatus] = useState<SessionStatus>(() => (readSession(storage) ? 'loading' : 'anonymous'));
  const [user, setUser] = useState<StoredSession | null>(null);

  const clients = useMemo(
    () =>
      createApiClients({
        storage,
        // A 401 whose refresh the server refused removed the tokens: the dentist is signed out.
        onSessionExpired: () => {
          setUser(null);
          setStatus('anonymous');
        },
      }),
    [storage],
  );

  useEffect(() => {
    if (!readSession(storage)) return;
    let cancelled = false;
    const loadCurrentUser = async () => (await clients.authApi.GET('/account/current')).data !== undefined;

    async function determine() {
      try {
        // The middleware already refreshes on a 401; this covers the other failures, while tokens remain.
        if (!(await loadCurrentUser()) && readSession(storage) && (await clients.session.refresh())) {
          await loadCurrentUser();
        }
      } catch {
        // No answer: nothing refused the session.
      }
      if (cancelled) return;
      // Only the server's refusal of a refresh removes the tokens; a server that is down or failing leaves
      // the session in place, and the screens say that their data could not be loaded.
      const stored = readSession(storage);
      if (!stored) clearSession(storage);
      setUser(stored);
      setStatus(stored ? 'authenticated' : 'anonymous');
    }

    void determine();
    return () => {
      cancelled = true;
    };
  }, [clients, storage]);

  const signIn = useCallback(
    (login: LoginTokens) => {
      setUser(saveLogin(storage, login));
      setStatus('authenticated');
    },
    [storage],
  );

  const signOut = useCallback(async () => {
    await clients.logout();
    setUser(null);
    setStatus('anonymous');
  }, [clients]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      user,
      signIn,
      signOut,
      authApi: clients.authApi,
      dentistApi: clients.dentistApi,
      uploadPlanoImagem: clients.uploadPlanoImagem,
    }),
    [status, user, signIn, signOut, clients],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and the API clients bound to it. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession precisa de um SessionProvider acima.');
  return value;
}
