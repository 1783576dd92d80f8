import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import { storeAuditorSession } from '../../testing/fixtures';
import {
  contaHandlers,
  contaScreenHandlers,
  contasFail,
  contasOk,
  filaOk,
  logoutOk,
} from '../../testing/handlers';

/** The queries the stories asked, in order. */
const asked: URLSearchParams[] = [];
const record = (query: URLSearchParams) => asked.push(query);

const meta = {
  title: 'Auditoria/Contas',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [contasOk(record), ...contaHandlers(), ...contaScreenHandlers] },
  },
  args: { path: '/contas' },
  beforeEach: () => {
    asked.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement, name = 'Contas a analisar') =>
  within(canvasElement).findByRole('table', { name });

/**
 * What waits on the operator, oldest sent first (the server's order): the batch and its protocol, the
 * dentist, the days sent and due, the status with the items analysed, and the amounts in reais.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contas' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: 'A analisar' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const [, first, second, third] = rows.map((row) => within(row));
    await expect(first?.getByText('Lote 000012')).toBeVisible();
    await expect(first?.getByText('Protocolo 202611050012')).toBeVisible();
    await expect(first?.getByText('Dra. Ana Souza')).toBeVisible();
    await expect(first?.getByText('CRO 12345/SP')).toBeVisible();
    await expect(first?.getByText('05/11/2026')).toBeVisible();
    await expect(first?.getByText('05/12/2026')).toBeVisible();
    await expect(first?.getByText('Enviado')).toBeVisible();
    await expect(first?.getByText('0 de 2 itens analisados')).toBeVisible();
    await expect(first?.getByText('Informado R$ 830,00')).toBeVisible();
    await expect(first?.getByText('Glosado R$ 0,00')).toBeVisible();
    await expect(first?.getByText('Liberado R$ 0,00')).toBeVisible();
    await expect(second?.getByText('Em análise')).toBeVisible();
    await expect(second?.getByText('1 de 3 itens analisados')).toBeVisible();
    await expect(second?.getByText('Informado R$ 1.450,50')).toBeVisible();
    await expect(third?.getByText('Analisado')).toBeVisible();
    await expect(third?.getByText('Glosado R$ 50,00')).toBeVisible();
    await expect(third?.getByText('Liberado R$ 780,00')).toBeVisible();
    await expect(asked[0]?.has('status')).toBe(false);
    await expect(asked[0]?.get('pagina')).toBe('1');
    await expect(asked[0]?.get('tamanhoPagina')).toBe('20');
  },
};

/** A row opens its account. */
export const OpensTheAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Abrir conta do lote 000012 de Dra. Ana Souza' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lote 000012' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contas/12');
  },
};

/** The menu has the accounts beside the queue and the operations view. */
export const InTheMenu: Story = {
  args: { path: '/' },
  parameters: { msw: { handlers: [filaOk(), contasOk(record), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('link', { name: 'Contas' });
    await expect(canvas.getByRole('link', { name: 'Fila de auditoria' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Operações' })).toBeVisible();
    await userEvent.click(menu);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contas' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contas');
  },
};

/** Each tab goes to the request and to the address; 'A analisar' asks with no status. */
export const FilterChangesTheRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Analisado' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('Analisado'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contas?status=Analisado');
    await expect(await table(canvasElement, 'Contas com status Analisado')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Em análise' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('Em análise'));
    await userEvent.click(canvas.getByRole('tab', { name: 'A analisar' }));
    await waitFor(() => expect(asked.at(-1)?.has('status')).toBe(false));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/\/contas$/);
  },
};

/** Opened from a link with a status: its tab is selected and the request carries it. */
export const StatusFromTheAddress: Story = {
  args: { path: '/contas?status=Pago' },
  parameters: { msw: { handlers: [contasOk(record, []), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma conta com status Pago.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pago' })).toHaveAttribute('aria-selected', 'true');
    await expect(asked[0]?.get('status')).toBe('Pago');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [contasOk(record, []), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma conta para analisar.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Páginas das contas' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [contasFail, logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Serviço temporariamente indisponível.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** More accounts than a page: the pagination asks for the next one and keeps the status. */
export const Pages: Story = {
  args: { path: '/contas?status=Enviado' },
  parameters: { msw: { handlers: [contasOk(record, undefined, 45), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Páginas das contas' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('pagina')).toBe('2'));
    await expect(asked.at(-1)?.get('status')).toBe('Enviado');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contas?status=Enviado&pagina=2');
  },
};

/** On a phone: the rows as cards, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Abrir conta do lote 000012 de Dra. Ana Souza' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
