import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faturamentoHandlers } from '../../testing/faturamento-handlers';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { failsOnce, neverAnswers, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { bodyRows, location } from '../../testing/records-stories';
import { LOTES_LOAD_ERROR, NO_LOTES } from './FaturamentoPage';

const meta = {
  title: 'Portal/Faturamento',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, ...faturamentoHandlers()] } },
  args: { path: '/faturamento' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const LOAD = { timeout: 5000 };
const lotesTable = (canvas: Canvas) => canvas.findByRole('table', { name: 'Lotes de faturamento' }, LOAD);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * The batches, newest first: the open one (no protocol yet) and the sent ones with their protocol and the day
 * they went; each opens its own screen. The menu marks 'Faturamento'.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Faturamento' }, LOAD)).toBeVisible();
    const table = await lotesTable(canvas);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Lote',
      'Competência',
      'Status',
      'Guias',
      'Procedimentos',
      'Valor informado',
      'Glosado',
      'Liberado',
      'Protocolo',
      'Enviado em',
    ]);
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(3);
    await expect(cells(rows[0] as HTMLElement)).toEqual([
      'Lote 000012',
      '11/2026',
      'Aberto',
      '2',
      '3',
      'R$\u00a0760,00',
      '—',
      '—',
      '—',
      '—',
    ]);
    await expect(cells(rows[1] as HTMLElement)).toEqual([
      'Lote 000011',
      '10/2026',
      'Em análise',
      '1',
      '2',
      'R$\u00a0320,00',
      // One item of two analysed so far, paid in full.
      'R$\u00a00,00',
      'R$\u00a0140,00',
      '2026110500417',
      '05/11/2026',
    ]);
    // September's batch, paid: R$ 683,00 of R$ 950,00 glosed.
    await expect(cells(rows[2] as HTMLElement).slice(2, 8)).toEqual([
      'Pago',
      '2',
      '3',
      'R$\u00a0950,00',
      'R$\u00a0683,00',
      'R$\u00a0267,00',
    ]);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Faturamento' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(rows[1] as HTMLElement).getByRole('link', { name: 'Lote 000011' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lote 000011' }, LOAD)).toBeVisible();
    await expect(location(canvas)).toHaveTextContent('/faturamento/lotes/11');
    // Still under 'Faturamento' in the menu.
    await expect(within(nav).getByRole('link', { name: 'Faturamento' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** From the menu, by keyboard: the link is reachable and opens the screen. */
export const FromTheMenu: Story = {
  args: { path: '/dashboard' },
  parameters: {
    msw: { handlers: [currentUserOk, neverAnswers('/api/v2/dashboard'), ...faturamentoHandlers()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Menu principal' }, LOAD);
    const link = within(nav).getByRole('link', { name: 'Faturamento' });
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await lotesTable(canvas)).toBeVisible();
    await expect(location(canvas)).toHaveTextContent(/^\/faturamento$/);
  },
};

/** Before the first performed procedure there is no batch: the screen says how one begins. */
export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...faturamentoHandlers({ lotes: [] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_LOTES, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the batches load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [currentUserOk, neverAnswers('/api/v2/lotes')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando lotes de faturamento...', {}, LOAD)).toBeVisible();
  },
};

/** A failed load says so with 'Tentar novamente', which loads the list. */
export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, failsOnce('/api/v2/lotes', 'server'), ...faturamentoHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await retriesAfterFailure(canvasElement, LOTES_LOAD_ERROR, lotesTable);
  },
};

/** No answer at all reads as a connection error. */
export const LoadWithoutAnswer: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, failsOnce('/api/v2/lotes', 'network'), ...faturamentoHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await retriesAfterFailure(
      canvasElement,
      'Erro de conexão. Verifique sua internet e tente novamente.',
      lotesTable,
    );
  },
};

/** On a phone each batch is a card, and nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Lotes de faturamento' }, LOAD);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).getByRole('link', { name: 'Lote 000012' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
