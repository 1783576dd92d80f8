import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DASHBOARD, storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk, dashboardOk, errorEnvelope } from '../../testing/handlers';
import { failsOnce, neverAnswers, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { DASHBOARD_LOAD_ERROR } from './DashboardPage';

const meta = {
  title: 'Portal/Dashboard',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, dashboardOk] } },
  args: { path: '/dashboard' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The four figures come from the server's answer.
    for (const [label, value] of [
      ['Total de pacientes', '42'],
      ['Planos a vencer', '2'],
      ['Procedimentos', '57'],
      ['Planos ativos', '18'],
    ] as const) {
      const term = await canvas.findByText(label, { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(value);
    }
    // The money of the billed batches: owed, received, glosed and recovered on appeal in the last 30 days, with
    // the glosed share.
    for (const [label, value, help] of [
      ['A receber', 'R$ 2.395,50', 'Lotes enviados e ainda não pagos'],
      ['Recebido (30 dias)', 'R$ 1.357,00', 'Pagamentos da operadora'],
      ['Glosado (30 dias)', 'R$ 683,00', '33,5% do valor analisado'],
      ['Recuperado em recursos (30 dias)', 'R$ 310,00', 'Aceito pela operadora em recursos de glosa'],
    ] as const) {
      const term = canvas.getByText(label, { selector: 'dt' });
      await expect(term.nextElementSibling).toHaveTextContent(value);
      await expect(term.parentElement).toHaveTextContent(help);
    }
    // 'Planos a vencer' lists the plans expiring within 15 days (docs/product-rules.md#d11).
    const expiring = within(canvas.getByRole('region', { name: 'Planos a vencer' })).getByRole('table');
    await expect(within(expiring).getByRole('link', { name: 'PTO-1024' })).toHaveAttribute(
      'href',
      '/plano-tratamento/1024',
    );
    for (const cell of ['Maria da Silva', '0900.0001.000001-00.1', '30/11/2026', '9 dias']) {
      await expect(within(expiring).getByRole('cell', { name: cell })).toBeVisible();
    }
    const procedures = canvas.getByRole('region', { name: 'Procedimentos nos últimos 30 dias' });
    await expect(within(procedures).getByRole('progressbar', { name: 'Dentística' })).toHaveAttribute(
      'aria-valuenow',
      '35.1',
    );
    await expect(within(procedures).getByText('35,1% (20)')).toBeVisible();
    const recent = within(canvas.getByRole('region', { name: 'Pacientes recentes' })).getByRole('table');
    await expect(within(recent).getByRole('cell', { name: 'Pedro Santos' })).toBeVisible();
    await expect(within(recent).getByRole('cell', { name: '20/11/2026' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/dashboard', ({ response }) =>
          response(200).json({
            success: true,
            data: {
              ...DASHBOARD,
              totalPacientes: 0,
              planosAVencer: 0,
              procedimentosUltimos30Dias: 0,
              planosAtivos: 0,
              proximosVencimentos: [],
              procedimentosPorEspecialidade: [],
              pacientesRecentes: [],
              financeiro: {
                aReceber: 0,
                recebidoUltimos30Dias: 0,
                glosadoUltimos30Dias: 0,
                percentualGlosaUltimos30Dias: 0,
                recuperadoUltimos30Dias: 0,
              },
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum plano vence nos próximos 15 dias.')).toBeVisible();
    await expect(canvas.getByText('Nenhum procedimento incluído nos últimos 30 dias.')).toBeVisible();
    await expect(canvas.getByText('Nenhum paciente ainda.')).toBeVisible();
    // Nothing billed yet: the money reads zero.
    await expect(canvas.getByText('A receber', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'R$ 0,00',
    );
    await expect(canvas.getByText('0% do valor analisado')).toBeVisible();
    await expect(
      canvas.getByText('Recuperado em recursos (30 dias)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('R$ 0,00');
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [currentUserOk, neverAnswers('/api/v2/dashboard')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando painel...')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Planos a vencer' })).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/dashboard', ({ response }) => response(500).json(errorEnvelope('falha'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(DASHBOARD_LOAD_ERROR);
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    // Fails once, then answers: 'Tentar novamente' loads the figures.
    msw: { handlers: [currentUserOk, failsOnce('/api/v2/dashboard', 'network'), dashboardOk] },
  },
  play: ({ canvasElement }) =>
    retriesAfterFailure(
      canvasElement,
      'Erro de conexão. Verifique sua internet e tente novamente.',
      async (canvas) => expect(await canvas.findByRole('region', { name: 'Planos a vencer' })).toBeVisible(),
    ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Planos a vencer' })).toBeVisible();
    // The lists become cards: nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('list', { name: 'Planos que vencem nos próximos 15 dias' })).toBeVisible();
  },
};
