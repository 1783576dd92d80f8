import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ConsoleScreen } from '../testing/ConsoleScreen';
import { storeAuditorSession } from '../testing/fixtures';
import { filaOk, logoutOk } from '../testing/handlers';

const meta = {
  title: 'Auditoria/Erros',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [filaOk(), logoutOk] } },
  beforeEach: storeAuditorSession,
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any other address under /auditoria: a page of its own, with the way back to the queue. */
export const PageNotFound: Story = {
  args: { path: '/planos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para a fila' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fila de auditoria' })).toBeVisible();
  },
};

/** A screen that throws while drawing (here, a queue answer missing its items): the route's error element, in pt-BR. */
export const ScreenError: Story = {
  args: { path: '/' },
  parameters: {
    msw: {
      handlers: [
        // Plain msw: a malformed answer (a null item) on purpose, which the typed handlers refuse.
        http.get('/api/v2/auditoria/fila', () =>
          HttpResponse.json({
            success: true,
            data: { total: 1, pagina: 1, tamanhoPagina: 20, itens: [null] },
          }),
        ),
        logoutOk,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível mostrar esta tela.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};
