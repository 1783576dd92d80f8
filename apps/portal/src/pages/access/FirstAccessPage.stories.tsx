import { FIRST_ACCESS_ALREADY_DONE } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  firstAccessAlreadyDone,
  firstAccessAlreadyRegistered,
  firstAccessOk,
  firstAccessOkWithoutMessage,
  firstAccessPending,
  firstAccessServerError,
  firstAccessUnknownCro,
  firstAccessUnmaskedEmail,
  firstAccessUnreachable,
} from '../../testing/access-handlers';
import { startSignedOut } from '../../testing/fixtures';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  croRequestFails,
  expectBusy,
  expectScreen,
  expectSuccess,
  requestWithCro,
  signedInDentistStory,
} from './accessStorySteps';
import { FIRST_ACCESS_SENT } from './FirstAccessPage';

const CARLA = '11111';
const SUBMIT = 'Solicitar Cadastro';

const meta = {
  title: 'Portal/Access/FirstAccess',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [firstAccessOk] } },
  args: { path: '/first-access' },
  beforeEach: startSignedOut,
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvas, 'Primeiro Acesso', 'Solicite o cadastro da sua conta');
    // A visible label; the spec's text stays the placeholder.
    await expect(canvas.getByRole('textbox', { name: 'CRO' })).toHaveAttribute(
      'placeholder',
      'Digite seu CRO*',
    );
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const MissingCro: Story = {
  play: async (context) => {
    await croRequestFails(SUBMIT, '', 'Por favor, informe o seu CRO.')(context);
    // Spaces are no CRO either.
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await croRequestFails(SUBMIT, '   ', 'Por favor, informe o seu CRO.')(context);
  },
};

export const Busy: Story = {
  parameters: { msw: { handlers: [firstAccessPending] } },
  play: async ({ canvasElement }) => {
    await expectBusy(await requestWithCro(canvasElement, CARLA, SUBMIT), 'Enviando...');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestWithCro(canvasElement, CARLA, SUBMIT);
    await expectBusy(canvas, 'Enviando...');
    // The server's message, naming the (masked) address the link went to.
    await expectSuccess(
      canvas,
      'Solicitação de primeiro acesso enviada com sucesso! Verifique seu email c**********s@e*****e.com',
    );
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/first-access');
  },
};

export const SentWithoutServerMessage: Story = {
  parameters: { msw: { handlers: [firstAccessOkWithoutMessage] } },
  play: async ({ canvasElement }) => {
    await expectSuccess(await requestWithCro(canvasElement, CARLA, SUBMIT), FIRST_ACCESS_SENT);
  },
};

export const AlreadyDone: Story = {
  parameters: { msw: { handlers: [firstAccessAlreadyDone] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestWithCro(canvasElement, '12345', SUBMIT);
    // A 409 is no error for the dentist: a success-style notice pointing to the way in.
    await expectSuccess(canvas, FIRST_ACCESS_ALREADY_DONE);
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const AlreadyDoneByServerText: Story = {
  parameters: { msw: { handlers: [firstAccessAlreadyRegistered] } },
  play: async ({ canvasElement }) => {
    await expectSuccess(await requestWithCro(canvasElement, '12345', SUBMIT), FIRST_ACCESS_ALREADY_DONE);
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [firstAccessUnknownCro] } },
  play: croRequestFails(SUBMIT, '99999', 'CRO não encontrado entre os dentistas credenciados.'),
};

export const InternalErrorCode54: Story = {
  parameters: { msw: { handlers: [firstAccessServerError] } },
  play: croRequestFails(SUBMIT, CARLA, 'Erro interno do servidor. Tente novamente mais tarde. Cód. 54'),
};

export const ConnectionError: Story = {
  parameters: { msw: { handlers: [firstAccessUnreachable] } },
  play: croRequestFails(SUBMIT, CARLA, 'Erro de conexão. Verifique sua internet e tente novamente.'),
};

export const MaskedEmail: Story = {
  parameters: { msw: { handlers: [firstAccessUnmaskedEmail] } },
  play: async (context) => {
    // docs/product-rules.md#validation-rules: an address inside a message of this screen never shows in full.
    await croRequestFails(
      SUBMIT,
      CARLA,
      'Não foi possível enviar o e-mail para c**********s@e*****e.com.',
    )(context);
    await expect(within(context.canvasElement).getByRole('alert')).not.toHaveTextContent('carla.mendes');
  },
};

export const SignedInDentist: Story = signedInDentistStory('/first-access', 'Primeiro Acesso', [
  firstAccessOk,
]);

export const BackToLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Portal do Dentista' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/login$/);
  },
};
