import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  LINK_REFUSED,
  LINK_TOKEN,
  resetPasswordOk,
  resetPasswordPending,
  resetPasswordRefused,
  resetPasswordServerError,
  resetPasswordUnreachable,
} from '../../testing/access-handlers';
import { startSignedOut } from '../../testing/fixtures';
import { operadoraOk } from '../../testing/handlers';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  expectBusy,
  expectError,
  expectLoginAfterFourSeconds,
  expectScreen,
  expectSuccess,
  passwordsFail,
  signedInDentistStory,
  submitPasswords,
} from './accessStorySteps';
import { PASSWORD_RESET } from './ResetPasswordPage';

const PATH = `/reset-password?token=${LINK_TOKEN}`;
const SUBMIT = 'Redefinir senha';
const NEW_PASSWORD = 'Jabuticaba@2026';

const meta = {
  title: 'Portal/Access/ResetPassword',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [resetPasswordOk, operadoraOk] } },
  args: { path: PATH },
  beforeEach: startSignedOut,
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvas, 'Redefinir Senha', 'Crie uma nova senha para acessar o portal');
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAttribute('placeholder', 'Nova senha*');
    await expect(canvas.getByLabelText(/^Confirmar nova senha/)).toHaveAttribute(
      'placeholder',
      'Confirmar nova senha*',
    );
    await expect(canvas.getAllByRole('button', { name: 'Mostrar senha' })).toHaveLength(2);
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
  },
};

/** 'Dentista@2026' has four character classes, yet the server refuses it: the meter says so before sending. */
export const RefusedBeforeSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Dentista@2026');
    await expect(
      await canvas.findByText('Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Força da senha: Forte')).not.toBeInTheDocument();
  },
};

export const WithoutToken: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveAttribute('data-status', 'warning');
    await expect(notice).toHaveTextContent(LINK_REFUSED);
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Solicitar novo e-mail' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

// This screen's own wording (docs/product-rules.md#validation-rules).
export const EmptyFields: Story = {
  play: passwordsFail(SUBMIT, '', '', 'Preencha os dois campos de senha.'),
};

export const ShortPassword: Story = {
  play: passwordsFail(SUBMIT, 'Sor@26', 'Sor@26', 'A senha deve ter no mínimo 8 caracteres.'),
};

export const Mismatch: Story = {
  play: passwordsFail(SUBMIT, NEW_PASSWORD, 'Sorriso@2027', 'As senhas não coincidem.'),
};

export const Busy: Story = {
  parameters: { msw: { handlers: [resetPasswordPending] } },
  play: async ({ canvasElement }) => {
    await expectBusy(
      await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT),
      'Redefinindo...',
    );
  },
};

export const ResetThenLogin: Story = {
  play: async ({ canvasElement }) => {
    // The handler answers success only for the link's token and a {newPassword, confirmPassword} body.
    const canvas = await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT);
    await expectSuccess(canvas, PASSWORD_RESET);
    await expectLoginAfterFourSeconds(canvas, PATH);
  },
};

export const RefusedToken: Story = {
  parameters: { msw: { handlers: [resetPasswordRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT);
    await expectError(canvas, LINK_REFUSED);
    await userEvent.click(canvas.getByRole('link', { name: 'Solicitar novo e-mail' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esqueci minha Senha' })).toBeVisible();
  },
};

export const InternalError: Story = {
  parameters: { msw: { handlers: [resetPasswordServerError] } },
  play: passwordsFail(
    SUBMIT,
    NEW_PASSWORD,
    NEW_PASSWORD,
    'Erro interno do servidor. Tente novamente mais tarde.',
  ),
};

export const ConnectionError: Story = {
  parameters: { msw: { handlers: [resetPasswordUnreachable] } },
  play: passwordsFail(
    SUBMIT,
    NEW_PASSWORD,
    NEW_PASSWORD,
    'Erro de conexão. Verifique sua internet e tente novamente.',
  ),
};

export const SignedInDentist: Story = signedInDentistStory(PATH, 'Redefinir Senha', [resetPasswordOk]);
