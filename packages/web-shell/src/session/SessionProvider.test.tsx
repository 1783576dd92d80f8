import { createMemoryStorage, readAccessToken, saveLogin } from '@odonto/api';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
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
