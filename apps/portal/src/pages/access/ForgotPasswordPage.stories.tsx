import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  forgotPasswordCroInTwoStates,
  forgotPasswordOk,
  forgotPasswordPending,
  forgotPasswordServerError,
  forgotPasswordUnknownCro,
  forgotPasswordUnmaskedEmail,
  forgotPasswordUnreachable,
} from '../../testing/access-handlers';
import { startSignedOut } from '../../testing/fixtures';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  croRequestFails,
  expectBusy,
  expectLoginAfterFourSeconds,
  expectScreen,
  expectSuccess,
  requestWithCro,
  signedInDentistStory,
} from './accessStorySteps';

const BRUNO = '54321';
const SUBMIT = 'Recuperar senha';

const meta = {
  title: 'Portal/Access/ForgotPassword',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [forgotPasswordOk] } },
  args: { path: '/forgot-password' },
  beforeEach: startSignedOut,
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvas, 'Esqueci minha Senha', 'Informe seu CRO para recuperar o acesso');
    await expect(canvas.getByRole('textbox', { name: 'CRO' })).toHaveAttribute(
      'placeholder',
      'Digite seu CRO*',
    );
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
  },
};

export const MissingCro: Story = {
  play: croRequestFails(SUBMIT, '', 'Por favor, informe o seu CRO.'),
};

export const Busy: Story = {
  parameters: { msw: { handlers: [forgotPasswordPending] } },
  play: async ({ canvasElement }) => {
    await expectBusy(await requestWithCro(canvasElement, BRUNO, SUBMIT), 'Enviando...');
  },
};

export const SentThenLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await requestWithCro(canvasElement, BRUNO, SUBMIT);
    await expectSuccess(canvas, 'Enviamos um link de redefinição de senha para b********a@e*****e.com');
    // Nothing more to send while the screen waits to go back.
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeDisabled();
    await expectLoginAfterFourSeconds(canvas, '/forgot-password');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [forgotPasswordUnknownCro] } },
  play: croRequestFails(SUBMIT, '99999', 'CRO não encontrado entre os dentistas credenciados.'),
};

export const InternalError: Story = {
  parameters: { msw: { handlers: [forgotPasswordServerError] } },
  play: async (context) => {
    // The first-access wording without its 'Cód. 54' (docs/product-rules.md#error-catalogue).
    await croRequestFails(SUBMIT, BRUNO, 'Erro interno do servidor. Tente novamente mais tarde.')(context);
    await expect(within(context.canvasElement).getByRole('alert')).not.toHaveTextContent('Cód. 54');
  },
};

export const ConnectionError: Story = {
  parameters: { msw: { handlers: [forgotPasswordUnreachable] } },
  play: croRequestFails(SUBMIT, BRUNO, 'Erro de conexão. Verifique sua internet e tente novamente.'),
};

export const MaskedEmail: Story = {
  parameters: { msw: { handlers: [forgotPasswordUnmaskedEmail] } },
  play: async (context) => {
    await croRequestFails(
      SUBMIT,
      BRUNO,
      'Não foi possível enviar o e-mail para b********a@e*****e.com.',
    )(context);
    await expect(within(context.canvasElement).getByRole('alert')).not.toHaveTextContent('bruno.lima');
  },
};

export const SignedInDentist: Story = signedInDentistStory('/forgot-password', 'Esqueci minha Senha', [
  forgotPasswordOk,
]);

export const AsksTheUfOfACroInTwoStates: Story = {
  parameters: { msw: { handlers: [forgotPasswordCroInTwoStates] } },
  play: async ({ canvasElement }) => {
    const canvas = await requestWithCro(canvasElement, '12345', SUBMIT);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este número de CRO existe em mais de uma UF. Informe a UF do seu CRO.',
    );
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Selecione a UF do seu CRO.');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /UF do CRO/ }), 'RJ');
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expectSuccess(canvas, 'Enviamos um link de redefinição de senha (CRO-RJ)');
  },
};
