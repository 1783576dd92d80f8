import { afterEach, describe, expect, it } from 'vitest';
import { createToast, TOAST_DURATION_MS, toaster } from './toaster';

const shown = (id: string) => toaster.getVisibleToasts().find((toast) => toast.id === id);

afterEach(() => toaster.remove());

describe('createToast', () => {
  it.each(['success', 'info'] as const)('should let a %s toast go after its time', (status) => {
    const id = createToast({ status, title: 'Procedimento adicionado com sucesso!' });
    expect(shown(id)).toMatchObject({ type: status, duration: TOAST_DURATION_MS, closable: true });
  });

  it.each(['error', 'warning'] as const)(
    'should keep a %s toast until it is closed (WCAG 2.2.1)',
    (status) => {
      const id = createToast({ status, title: 'Não foi possível salvar.', description: 'Tente novamente.' });
      expect(shown(id)).toMatchObject({
        type: status,
        duration: Number.POSITIVE_INFINITY,
        closable: true,
        description: 'Tente novamente.',
      });
    },
  );
});
