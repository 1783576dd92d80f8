import { createMemoryStorage, readAccessToken, saveLogin } from '@odonto/api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { type SessionContextValue, SessionProvider, useSession } from './SessionProvider';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ACCESS_TOKEN = `${base64Url({ alg: 'HS256' })}.${base64Url({ role: 'Dentista' })}.assinatura`;

let captured: SessionContextValue | undefined;

function CaptureSession() {
  captured = useSession();
  return null;
}

describe('SessionProvider across tabs', () => {
  it('should sign this tab out, forgetting its access token, when another tab removes the stored session', () => {
    // This tab signed in: display data in the shared storage, the access token in its memory.
    const storage = createMemoryStorage();
    saveLogin(storage, { accessToken: ACCESS_TOKEN, cro: '12345', nome: 'Dra. Ana Souza' });
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => {
      root.render(
        <SessionProvider storage={storage}>
          <CaptureSession />
        </SessionProvider>,
      );
    });
    try {
      expect(captured?.status).toBe('authenticated');
      // Another tab signs out: it removes the shared display data, and the browser tells this tab.
      for (const key of ['userName', 'userCro', 'userRole']) storage.removeItem(key);
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'userCro' }));
      });
      expect(captured?.status).toBe('anonymous');
      expect(captured?.user).toBeNull();
      expect(readAccessToken(storage)).toBeNull();
    } finally {
      act(() => root.unmount());
    }
  });

  it('should stay signed in when the storage event concerns something else', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, { accessToken: ACCESS_TOKEN, cro: '12345', nome: 'Dra. Ana Souza' });
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => {
      root.render(
        <SessionProvider storage={storage}>
          <CaptureSession />
        </SessionProvider>,
      );
    });
    try {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'outraChave' }));
      });
      expect(captured?.status).toBe('authenticated');
      expect(readAccessToken(storage)).toBe(ACCESS_TOKEN);
    } finally {
      act(() => root.unmount());
    }
  });
});

describe('SessionProvider and the end of the session (issue #34)', () => {
  const TOKEN_OF_USER_7 = `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: '7', role: 'Dentista' })}.assinatura`;

  function renderSession(storage: Storage, onSignOut?: (userId: string | null) => void) {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => {
      root.render(
        <SessionProvider storage={storage} onSignOut={onSignOut}>
          <CaptureSession />
        </SessionProvider>,
      );
    });
    return root;
  }

  it('should know when the session ends from the sign-in, and from another tab that renewed it', () => {
    const storage = createMemoryStorage();
    const root = renderSession(storage);
    try {
      act(() =>
        captured?.signIn({
          accessToken: TOKEN_OF_USER_7,
          cro: '12345',
          nome: 'Dra. Ana Souza',
          sessaoExpiraEm: '2026-04-01T12:30:00.000Z',
        }),
      );
      expect(captured?.expiresAt).toBe(Date.parse('2026-04-01T12:30:00.000Z'));
      expect(captured?.userId).toBe('7');
      // Another tab's refresh wrote the new deadline into the shared storage.
      storage.setItem('sessaoExpiraEm', String(Date.parse('2026-04-01T13:00:00.000Z')));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'sessaoExpiraEm' }));
      });
      expect(captured?.expiresAt).toBe(Date.parse('2026-04-01T13:00:00.000Z'));
    } finally {
      act(() => root.unmount());
    }
  });

  it('should end the session as expired at its deadline, and say so until the next sign-in', () => {
    const storage = createMemoryStorage();
    saveLogin(storage, { accessToken: TOKEN_OF_USER_7, cro: '12345', nome: 'Dra. Ana Souza' });
    const onSignOut = vi.fn();
    const root = renderSession(storage, onSignOut);
    try {
      expect(captured?.expired).toBe(false);
      act(() => captured?.expire());
      expect(captured?.status).toBe('anonymous');
      expect(captured?.expired).toBe(true);
      expect(readAccessToken(storage)).toBeNull();
      expect(storage.getItem('userCro')).toBeNull();
      // An expiry is no 'Sair': what the app keeps per user (the drafts) stays.
      expect(onSignOut).not.toHaveBeenCalled();
      act(() => captured?.signIn({ accessToken: TOKEN_OF_USER_7, cro: '12345', nome: 'Dra. Ana Souza' }));
      expect(captured?.expired).toBe(false);
    } finally {
      act(() => root.unmount());
    }
  });

  it("should tell the app whose session 'Sair' ends before clearing it", async () => {
    const storage = createMemoryStorage();
    saveLogin(storage, { accessToken: TOKEN_OF_USER_7, cro: '12345', nome: 'Dra. Ana Souza' });
    const onSignOut = vi.fn();
    const root = renderSession(storage, onSignOut);
    // The server is not asked here: the logout's answer does not matter to what is cleared.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    try {
      await act(async () => {
        await captured?.signOut();
      });
      expect(onSignOut).toHaveBeenCalledWith('7');
      expect(captured?.status).toBe('anonymous');
      expect(captured?.expired).toBe(false);
    } finally {
      fetchSpy.mockRestore();
      act(() => root.unmount());
    }
  });
});
