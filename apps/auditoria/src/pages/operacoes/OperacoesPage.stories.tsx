import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { defaultPeriod } from '../../data/operacoes';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import { OPERACOES_SEM_RESPOSTAS, storeAuditorSession } from '../../testing/fixtures';
import { errorEnvelope, filaOk, logoutOk, operacoesOk } from '../../testing/handlers';

/** The periods the stories asked for, and the queue's queries, in order. */
const asked: URLSearchParams[] = [];
const queue: URLSearchParams[] = [];

const meta = {
  title: 'Auditoria/Operações',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [operacoesOk((query) => asked.push(query)), filaOk((query) => queue.push(query)), logoutOk],
    },
  },
  args: { path: '/operacoes?de=2026-11-01&ate=2026-11-30' },
  beforeEach: () => {
    asked.length = 0;
    queue.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Respostas no período' }));

/** The period's form. */
const period = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('form', { name: 'Período' }));

/** A figure's card, by its label. */
const card = (list: ReturnType<typeof within>, label: string) => {
  const item = list.getByText(label).closest('li');
  if (!item) throw new Error(`sem o cartão ${label}`);
  return item;
};

/**
 * The period's numbers: the items pending now by deadline band (each a link to the queue filtered by it),
 * the answers by kind, the median time to the answer (in days past 48 h), the shares on time and automatic.
 */
export const Numbers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Operações da auditoria' }),
    ).toBeVisible();
    const list = await answers(canvasElement);
    await expect(asked[0]?.get('de')).toBe('2026-11-01');
    await expect(asked[0]?.get('ate')).toBe('2026-11-30');
    await expect(canvas.getByRole('heading', { name: 'Respostas de 01/11/2026 a 30/11/2026' })).toBeVisible();
    await expect(card(list, 'Respostas')).toHaveTextContent('120');
    await expect(card(list, 'Autorizados')).toHaveTextContent('84');
    await expect(card(list, 'Autorizados com alteração')).toHaveTextContent('12');
    await expect(card(list, 'Negados')).toHaveTextContent('24');
    await expect(card(list, 'Automáticos')).toHaveTextContent('30');
    await expect(card(list, 'Mediana até a resposta')).toHaveTextContent('2,5 dias');
    await expect(card(list, 'Respondidos no prazo')).toHaveTextContent('93,3 %');
    await expect(card(list, 'Respondidos no prazo')).toHaveTextContent('112 de 120');
    await expect(card(list, 'Autorizados automaticamente')).toHaveTextContent('25 %');
    const bands = within(canvas.getByRole('list', { name: 'Itens pendentes por faixa do prazo' }));
    await expect(bands.getByRole('link', { name: 'Atrasados: 3 itens na fila' })).toHaveAttribute(
      'href',
      '/auditoria?faixaPrazo=atrasado',
    );
    await expect(bands.getByRole('link', { name: 'Vencem hoje: 2 itens na fila' })).toBeVisible();
    await expect(bands.getByRole('link', { name: 'Até 2 dias úteis: 4 itens na fila' })).toBeVisible();
    await expect(bands.getByRole('link', { name: 'No prazo: 5 itens na fila' })).toBeVisible();
    await expect(bands.getByRole('link', { name: 'Em junta odontológica: 1 item na fila' })).toHaveAttribute(
      'href',
      '/auditoria?junta=true',
    );
    await expect(
      canvas.getByText('14 itens esperam a operadora agora; 6 itens aguardam o dentista (prazo pausado).'),
    ).toBeVisible();
    // The menu names the screen.
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Operações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A band's link opens the queue filtered by that band. */
export const BandOpensTheQueue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Atrasados: 3 itens na fila' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fila de auditoria' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/?faixaPrazo=atrasado');
    await waitFor(() => expect(queue.at(-1)?.get('faixaPrazo')).toBe('atrasado'));
    await expect(canvas.getByRole('combobox', { name: 'Faixa do prazo' })).toHaveValue('atrasado');
  },
};

/** Without a period in the address: the last 30 days up to today (Brasília). */
export const DefaultPeriod: Story = {
  args: { path: '/operacoes' },
  play: async ({ canvasElement }) => {
    await answers(canvasElement);
    const { de, ate } = defaultPeriod();
    await expect(asked[0]?.get('de')).toBe(de);
    await expect(asked[0]?.get('ate')).toBe(ate);
    await expect(period(canvasElement).getByLabelText(/^De/)).toHaveValue(de);
    await expect(period(canvasElement).getByLabelText(/^Até/)).toHaveValue(ate);
  },
};

/** A new period goes to the address and the request; one that ends before it starts is refused at its field. */
export const ChangesThePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await answers(canvasElement);
    fireEvent.change(period(canvasElement).getByLabelText(/^De/), { target: { value: '2026-12-10' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Ver período' }));
    const ate = period(canvasElement).getByLabelText(/^Até/);
    await expect(canvas.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
    await expect(ate).toHaveAttribute('aria-invalid', 'true');
    await expect(asked).toHaveLength(1);

    fireEvent.change(period(canvasElement).getByLabelText(/^De/), { target: { value: '2026-10-01' } });
    fireEvent.change(ate, { target: { value: '2026-10-31' } });
    await userEvent.click(canvas.getByRole('button', { name: 'Ver período' }));
    await waitFor(() => expect(asked.at(-1)?.get('de')).toBe('2026-10-01'));
    await expect(asked.at(-1)?.get('ate')).toBe('2026-10-31');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/operacoes?de=2026-10-01&ate=2026-10-31');
    await expect(
      await canvas.findByRole('heading', { name: 'Respostas de 01/10/2026 a 31/10/2026' }),
    ).toBeVisible();
    await expect(canvas.queryByText('A data final deve ser igual ou posterior à data inicial.')).toBeNull();
  },
};

/** A period with no answer says so: no '0 %', no 'NaN', no median. */
export const EmptyPeriod: Story = {
  parameters: {
    msw: {
      handlers: [
        operacoesOk(
          (query) => asked.push(query),
          () => OPERACOES_SEM_RESPOSTAS,
        ),
        logoutOk,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await answers(canvasElement);
    await expect(
      canvas.getByText('Nenhuma resposta no período: não há mediana nem percentuais a mostrar.'),
    ).toBeVisible();
    await expect(card(list, 'Respostas')).toHaveTextContent('0');
    for (const label of ['Mediana até a resposta', 'Respondidos no prazo', 'Autorizados automaticamente']) {
      await expect(card(list, label)).toHaveTextContent('sem respostas no período');
    }
    await expect(canvasElement).not.toHaveTextContent(/NaN|0 %|0 h/);
  },
};

/** The server refuses the period: its message, and 'Tentar novamente'. */
export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        dentistHttp.get('/v2/auditoria/operacoes', ({ response }) =>
          response(400).json(errorEnvelope('O período pode ter no máximo 366 dias.')),
        ),
        logoutOk,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'O período pode ter no máximo 366 dias.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await answers(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
