import {
  type ApiClients,
  clearSession,
  createApiClients,
  type LoginTokens,
  readSession,
  type StoredSession,
  saveLogin,
} from '@odonto/api';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { auditorStorage } from './auditorStorage';

/** The role the console is for; a stored session of any other is no session here. */
export const AUDITOR_ROLE = 'Auditor';

export interface SessionContextValue extends Pick<ApiClients, 'authApi' | 'dentistApi'> {
  /** Signed in or not: the stored tokens decide at once, the server's refusal of a refresh ends it. */
  status: 'authenticated' | 'anonymous';
  /** The signed-in auditor. */
  user: StoredSession | null;
  /** Stores a successful login's answer. */
  signIn: (login: LoginTokens) => void;
  /** Ends the session on the server (at most 5 s) and here. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const auditorSession = (storage: Storage): StoredSession | null => {
  const stored = readSession(storage);
  return stored?.userRole === AUDITOR_ROLE ? stored : null;
};

export interface SessionProviderProps {
  /** Where the session lives (default: localStorage under the console's own keys). */
  storage?: Storage;
  children: ReactNode;
}

/**
 * The auditor's session over packages/api's clients: the bearer token on each call, one shared refresh on
 * a 401 and, when the server refuses it, the session ends here (the screens go to the login).
 */
export function SessionProvider({ storage: storageProp, children }: SessionProviderProps) {
  const storage = useMemo(() => storageProp ?? auditorStorage(), [storageProp]);
  const [user, setUser] = useState<StoredSession | null>(() => auditorSession(storage));
  const clients = useMemo(
    () => createApiClients({ storage, onSessionExpired: () => setUser(null) }),
    [storage],
  );

  const signIn = useCallback((login: LoginTokens) => setUser(saveLogin(storage, login)), [storage]);
  const signOut = useCallback(async () => {
    await clients.logout();
    clearSession(storage);
    setUser(null);
  }, [clients, storage]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: user ? 'authenticated' : 'anonymous',
      user,
      signIn,
      signOut,
      authApi: clients.authApi,
      dentistApi: clients.dentistApi,
    }),
    [user, signIn, signOut, clients],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session and the API clients bound to it. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession precisa de um SessionProvider acima.');
  return value;
}
