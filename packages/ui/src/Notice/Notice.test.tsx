import { UiProvider } from '@odonto/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_AUTO_DISMISS_MS, Notice, type NoticeProps } from './Notice';

// Tells React that act() is in use here, as testing libraries do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function render(props: NoticeProps) {
  act(() => {
    root.render(
      <UiProvider>
        <Notice {...props} />
      </UiProvider>,
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('Notice auto-dismiss', () => {
  it('should call onDismiss 5 seconds after it appears, not before', () => {
    const onDismiss = vi.fn();
    render({
      status: 'success',
      autoDismiss: true,
      onDismiss,
      children: 'Procedimento adicionado com sucesso!',
    });
    act(() => vi.advanceTimersByTime(NOTICE_AUTO_DISMISS_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(NOTICE_AUTO_DISMISS_MS).toBe(5000);
  });

  it('should not restart the count when the parent re-renders with a new callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    render({ status: 'success', autoDismiss: true, onDismiss: first, children: 'Salvo' });
    act(() => vi.advanceTimersByTime(3000));
    render({ status: 'success', autoDismiss: true, onDismiss: second, children: 'Salvo' });
    act(() => vi.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each(['error', 'warning'] as const)(
    'should keep an %s until it is closed, even when asked to clear itself (WCAG 2.2.1)',
    (status) => {
      const onDismiss = vi.fn();
      render({ status, autoDismiss: true, onDismiss, children: 'Não foi possível salvar.' });
      act(() => vi.advanceTimersByTime(60_000));
      expect(onDismiss).not.toHaveBeenCalled();
      expect(container.textContent).toContain('Não foi possível salvar.');
      expect(container.querySelector('[data-self-clearing]')).toBeNull();
    },
  );

  it('should let info clear itself too', () => {
    const onDismiss = vi.fn();
    render({ status: 'info', autoDismiss: true, onDismiss, children: 'Informação' });
    act(() => vi.advanceTimersByTime(NOTICE_AUTO_DISMISS_MS));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should stay when auto-dismiss is off', () => {
    const onDismiss = vi.fn();
    render({ status: 'info', onDismiss, children: 'Informação' });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Informação');
  });

  it('should mark only a message that will clear itself, for the story screenshots to wait on', () => {
    render({ status: 'success', autoDismiss: true, onDismiss: vi.fn(), children: 'Salvo' });
    expect(container.querySelector('[data-self-clearing]')).not.toBeNull();
    render({ status: 'info', onDismiss: vi.fn(), children: 'Informação' });
    expect(container.querySelector('[data-self-clearing]')).toBeNull();
    render({ status: 'error', autoDismiss: true, children: 'Sem como fechar' });
    expect(container.querySelector('[data-self-clearing]')).toBeNull();
  });
});
