import type { Notificacao } from '@odonto/contract';
import { NotificationsMenu, type RenderLink } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const negado: Notificacao = {
  idNotificacao: 13,
  dtCriacao: '2026-11-27T13:05:00.000Z',
  titulo: 'Procedimento negado',
  texto:
    'Maria S., PTO-1042, dente 16 (M,O,D): 85100218 - Restauração em resina fotopolimerizável 3 faces. Status: Negado (TISS 3). Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS.',
  idPlanoTratamento: 1042,
  idProcedimentoItem: 3303,
  idLote: null,
  lida: false,
};
const autorizado: Notificacao = {
  idNotificacao: 12,
  dtCriacao: '2026-11-27T13:00:00.000Z',
  titulo: 'Procedimento autorizado',
  texto: 'Maria S., PTO-1042, dente 26: 85100196 - Restauração em resina fotopolimerizável 1 face.',
  idPlanoTratamento: 1042,
  idProcedimentoItem: 3302,
  idLote: null,
  lida: false,
};
const documentos: Notificacao = {
  idNotificacao: 9,
  dtCriacao: '2026-11-20T18:30:00.000Z',
  titulo: 'Auditoria pede documentos',
  texto: 'Maria S., PTO-1001, dente 36: envie a radiografia periapical.',
  idPlanoTratamento: 1001,
  idProcedimentoItem: 3100,
  idLote: null,
  lida: true,
};
/** A billing batch's step: no plan, no item, the batch. */
const loteRecebido: Notificacao = {
  idNotificacao: 8,
  dtCriacao: '2026-11-19T12:00:00.000Z',
  titulo: 'Lote 000012 recebido pela operadora',
  texto: '3 guias recebidas. Protocolo 261119000012.',
  idPlanoTratamento: null,
  idProcedimentoItem: null,
  idLote: 12,
  lida: true,
};

/**
 * The badge shows its count where the eye sees it: the digits' box lies inside the red dot (a line taller
 * than the dot once pushed them out, leaving it blank), at 12 px or more.
 */
async function expectLegibleCount(badge: HTMLElement, count: string) {
  await expect(badge).toHaveTextContent(count);
  await expect(Number.parseFloat(getComputedStyle(badge).fontSize)).toBeGreaterThanOrEqual(12);
  const range = document.createRange();
  range.selectNodeContents(badge);
  const text = range.getBoundingClientRect();
  const dot = badge.getBoundingClientRect();
  await expect(text.height).toBeGreaterThan(0);
  await expect(text.top).toBeGreaterThanOrEqual(dot.top - 0.5);
  await expect(text.bottom).toBeLessThanOrEqual(dot.bottom + 0.5);
  await expect(text.left).toBeGreaterThanOrEqual(dot.left - 0.5);
  await expect(text.right).toBeLessThanOrEqual(dot.right + 0.5);
}

const meta = {
  title: 'UI/NotificationsMenu',
  component: NotificationsMenu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    notificacoes: [negado, autorizado, documentos, loteRecebido],
    naoLidas: 2,
    hrefOf: (notificacao) =>
      notificacao.idLote !== null
        ? `#/faturamento/lotes/${notificacao.idLote}`
        : `#/plano-tratamento/${notificacao.idPlanoTratamento}`,
    onMarkAllRead: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: '2 notificações não lidas' });
    await expectLegibleCount(within(canvasElement).getByTestId('notificacoes-contagem'), '2');
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await waitFor(() => expect(popover).toBeVisible());
    const links = within(popover).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/plano-tratamento/1042',
      '#/plano-tratamento/1042',
      '#/plano-tratamento/1001',
      // A batch's notice leads to the batch.
      '#/faturamento/lotes/12',
    ]);
    // Unread ones say so to screen readers; the date is in Brasília time.
    await expect(links[0]).toHaveAccessibleName(/^Não lida: Procedimento negado .* 27\/11\/2026 10:05$/);
    await expect(links[2]).toHaveAccessibleName(/^Auditoria pede documentos /);
    await userEvent.click(within(popover).getByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: '2 notificações não lidas' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await waitFor(() => expect(popover).toBeVisible());
    // Focus moves into the popover; Tab walks to the first notification, Escape returns to the bell.
    await waitFor(() => expect(popover.contains(document.activeElement)).toBe(true));
    const first = within(popover).getAllByRole('link')[0];
    while (document.activeElement !== first && popover.contains(document.activeElement)) {
      await userEvent.tab();
    }
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first as HTMLElement).outlineStyle).not.toBe('none');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    await expect(bell).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A notification followed: the popover closes and the app hears which one (e.g. to mark it read). */
export const FollowLink: Story = {
  args: {
    renderLink: (({ href, children }) => (
      <a href={href} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    )) satisfies RenderLink,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '2 notificações não lidas' }));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await userEvent.click(within(popover).getByRole('link', { name: /Procedimento autorizado/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(autorizado);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
  },
};

export const AllRead: Story = {
  args: { notificacoes: [{ ...autorizado, lida: true }, documentos], naoLidas: 0 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notificações' });
    await expect(within(canvasElement).queryByTestId('notificacoes-contagem')).toBeNull();
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(within(popover).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    await expect(within(popover).queryByText('Não lida:')).toBeNull();
  },
};

export const Empty: Story = {
  args: { notificacoes: [], naoLidas: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificações' }));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    const empty = await within(popover).findByText('Nenhuma notificação.');
    await waitFor(() => expect(empty).toBeVisible());
  },
};

export const Loading: Story = {
  args: { notificacoes: [], naoLidas: 0, loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificações' }));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(within(popover).getByRole('status')).toHaveTextContent('Carregando notificações...');
  },
};

export const LoadError: Story = {
  args: { notificacoes: [], naoLidas: 0, error: 'Não foi possível carregar as notificações.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificações' }));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(within(popover).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as notificações.',
    );
  },
};

export const MarkReadError: Story = {
  args: { actionError: 'Não foi possível marcar as notificações como lidas.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '2 notificações não lidas' }));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(within(popover).getByRole('alert')).toHaveTextContent(
      'Não foi possível marcar as notificações como lidas.',
    );
    // The list stays.
    await expect(within(popover).getAllByRole('link')).toHaveLength(4);
  },
};

export const ManyUnread: Story = {
  args: { naoLidas: 120 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '120 notificações não lidas' }),
    ).toBeVisible();
    await expectLegibleCount(within(canvasElement).getByTestId('notificacoes-contagem'), '99+');
  },
};

/** A decision arrives while the portal is open: the count grows and screen readers hear its title. */
export const NewArrival: Story = {
  render: (args) => {
    const [state, setState] = useState({ notificacoes: [autorizado], naoLidas: 1 });
    return (
      <>
        <NotificationsMenu {...args} notificacoes={state.notificacoes} naoLidas={state.naoLidas} />
        <button type="button" onClick={() => setState({ notificacoes: [negado, autorizado], naoLidas: 2 })}>
          Simular decisão
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('notificacoes-aviso')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular decisão' }));
    await expect(canvas.getByRole('button', { name: '2 notificações não lidas' })).toBeVisible();
    await expect(canvas.getByTestId('notificacoes-aviso')).toHaveTextContent(
      'Nova notificação: Procedimento negado',
    );
    await expect(canvas.getByTestId('notificacoes-aviso')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The list arrives after the first render with one unread: old news, so nothing is announced. */
export const ArrivesUnread: Story = {
  render: (args) => {
    const [state, setState] = useState({ notificacoes: [] as Notificacao[], naoLidas: 0, loading: true });
    return (
      <>
        <NotificationsMenu {...args} {...state} />
        <button
          type="button"
          onClick={() => setState({ notificacoes: [autorizado, documentos], naoLidas: 1, loading: false })}
        >
          Simular chegada da lista
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simular chegada da lista' }));
    await expect(canvas.getByRole('button', { name: '1 notificação não lida' })).toBeVisible();
    await expect(canvas.getByTestId('notificacoes-aviso')).toHaveTextContent('');
  },
};
