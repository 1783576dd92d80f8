import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import { storeAuditorSession } from '../../testing/fixtures';
import { filaOk, logoutOk, recursoHandlers, recursosFail, recursosOk } from '../../testing/handlers';

/** The queries the stories asked, in order. */
const asked: URLSearchParams[] = [];
const record = (query: URLSearchParams) => asked.push(query);

const meta = {
  title: 'Auditoria/Recursos',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [recursosOk(record), ...recursoHandlers(), logoutOk] },
  },
  args: { path: '/recursos' },
  beforeEach: () => {
    asked.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Recursos de glosa' });

/** The column headers of the table. */
const headers = (element: HTMLElement) =>
  within(element)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/**
 * The appeals waiting for an answer, nearest deadline first (the server's order): the appeal and its
 * protocol, the dentist, the batch, the day sent, the deadline with what it says now, the items and the
 * value appealed.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recursos de glosa' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Recursos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: 'Aguardando resposta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const queue = await table(canvasElement);
    await expect(headers(queue)).toEqual([
      'Recurso',
      'Dentista',
      'Lote',
      'Enviado em',
      'Prazo de resposta',
      'Itens',
      'Valor recursado',
    ]);
    const rows = within(queue).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const [, first, second, third] = rows.map((row) => within(row));
    await expect(first?.getByRole('link', { name: 'Abrir recurso RG000006' })).toHaveTextContent('RG000006');
    await expect(first?.getByText('Vencido há 2 dias')).toBeVisible();
    await expect(first?.getByText('20/11/2026')).toBeVisible();
    await expect(second?.getByText('RG000005')).toBeVisible();
    // Sent at 22:30 of 07/11 in Brasília (01:30 UTC of 08/11).
    await expect(second?.getByText('07/11/2026')).toBeVisible();
    await expect(second?.getByText('Vence hoje')).toBeVisible();
    await expect(third?.getByText('RG000004')).toBeVisible();
    await expect(third?.getByText('Protocolo 202611200004')).toBeVisible();
    await expect(third?.getByText('Dra. Ana Souza')).toBeVisible();
    await expect(third?.getByText('CRO 12345/SP')).toBeVisible();
    await expect(third?.getByText('000009')).toBeVisible();
    await expect(third?.getByText('20/11/2026')).toBeVisible();
    await expect(third?.getByText('27/11/2026')).toBeVisible();
    await expect(third?.getByText('Faltam 5 dias')).toBeVisible();
    await expect(third?.getByText('2')).toBeVisible();
    await expect(third?.getByText('R$ 830,00')).toBeVisible();
    await expect(asked[0]?.get('situacao')).toBe('aguardando');
    await expect(asked[0]?.get('pagina')).toBe('1');
    await expect(asked[0]?.get('tamanhoPagina')).toBe('20');
  },
};

/**
 * 'Respondidos' asks for the answered appeals and keeps the tab in the address; the table adds what was
 * accepted and when, and the deadline says whether the answer came in time.
 */
export const AnsweredTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Respondidos' }));
    await waitFor(() => expect(asked.at(-1)?.get('situacao')).toBe('respondido'));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/recursos?situacao=respondido');
    const first = within(await canvas.findByRole('row', { name: /RG000003/ }));
    await expect(headers(await table(canvasElement))).toEqual([
      'Recurso',
      'Dentista',
      'Lote',
      'Enviado em',
      'Prazo de resposta',
      'Itens',
      'Valor recursado',
      'Aceito',
      'Respondido em',
    ]);
    await expect(first.getByText('Respondido no prazo')).toBeVisible();
    await expect(first.getByText('R$ 450,00')).toBeVisible();
    await expect(first.getByText('R$ 300,00')).toBeVisible();
    await expect(first.getByText('18/11/2026')).toBeVisible();
    const late = within(canvas.getByRole('row', { name: /RG000002/ }));
    await expect(late.getByText('Respondido fora do prazo')).toBeVisible();
    await expect(late.getByText('R$ 0,00')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Aguardando resposta' }));
    await waitFor(() => expect(asked.at(-1)?.get('situacao')).toBe('aguardando'));
    await expect(canvas.getByTestId('location')).toHaveTextContent(/\/recursos$/);
  },
};

/** Opened from a link to the answered tab: its tab is selected and the request carries it. */
export const TabFromTheAddress: Story = {
  args: { path: '/recursos?situacao=respondido' },
  parameters: { msw: { handlers: [recursosOk(record, { respondido: [] }), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum recurso respondido.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Respondidos' })).toHaveAttribute('aria-selected', 'true');
    await expect(asked[0]?.get('situacao')).toBe('respondido');
  },
};

/** A row opens its appeal. */
export const OpensTheAppeal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Abrir recurso RG000004' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recurso RG000004' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/recursos/4');
  },
};

/** The menu has the appeals after the accounts. */
export const InTheMenu: Story = {
  args: { path: '/' },
  parameters: { msw: { handlers: [filaOk(), recursosOk(record), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('link', { name: 'Recursos' });
    const links = within(menu.closest('nav') ?? canvasElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(links.indexOf('Recursos')).toBe(links.indexOf('Contas') + 1);
    await userEvent.click(menu);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recursos de glosa' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/recursos');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [recursosOk(record, { aguardando: [], respondido: [] }), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum recurso aguardando resposta.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Páginas dos recursos' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Respondidos' }));
    // The tab's panel shows once the tabs follow the address.
    await waitFor(() => expect(canvas.getByText('Nenhum recurso respondido.')).toBeVisible());
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [recursosFail, logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Serviço temporariamente indisponível.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** More appeals than a page: the pagination asks for the next one and keeps the tab. */
export const Pages: Story = {
  args: { path: '/recursos?situacao=respondido' },
  parameters: { msw: { handlers: [recursosOk(record, { total: 45 }), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Páginas dos recursos' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('pagina')).toBe('2'));
    await expect(asked.at(-1)?.get('situacao')).toBe('respondido');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/recursos?situacao=respondido&pagina=2');
  },
};

/** On a phone: the rows as cards, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Abrir recurso RG000004' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
