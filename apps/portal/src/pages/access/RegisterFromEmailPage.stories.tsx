import { NOTICE_AUTO_DISMISS_MS } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  LINK_REFUSED,
  LINK_TOKEN,
  registerFromEmailOk,
  registerFromEmailPending,
  registerFromEmailRefused,
  registerFromEmailServerError,
  registerFromEmailUnreachable,
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
  toggleOf,
} from './accessStorySteps';

const PATH = `/register-from-email?token=${LINK_TOKEN}`;
const SUBMIT = 'Definir Senha';
const NEW_PASSWORD = 'Jabuticaba@2026';

const meta = {
  title: 'Portal/Access/RegisterFromEmail',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [registerFromEmailOk, operadoraOk] } },
  args: { path: PATH },
  beforeEach: startSignedOut,
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectScreen(canvas, 'Definir Nova Senha', 'Crie uma senha segura para acessar o portal');
    const password = canvas.getByLabelText(/^Nova senha/);
    const confirm = canvas.getByLabelText(/^Confirmar nova senha/);
    await expect(password).toHaveAttribute('placeholder', 'Nova senha*');
    await expect(confirm).toHaveAttribute('placeholder', 'Confirmar nova senha*');
    await expect(password).toHaveAttribute('type', 'password');
    // The meter arrives just after the screen's first paint (it brings Chakra's runtime: StrengthMeter.tsx).
    await expect(await canvas.findByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Muito fraca',
    );
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ShowHideAndStrength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Nova senha/);
    const confirm = canvas.getByLabelText(/^Confirmar nova senha/);
    await userEvent.type(password, 'jabuti', { delay: 15 });
    await expect(await canvas.findByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Muito fraca',
    );
    await userEvent.type(password, '@2026', { delay: 15 });
    // Length, digit and special character: three of the four points (docs/product-rules.md#password-strength),
    // and no word the server refuses ('sorriso@2026' would read 'Muito fraca').
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Boa',
    );
    // Each field has its own toggle.
    await userEvent.click(toggleOf(canvas, password));
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await expect(toggleOf(canvas, password)).toHaveAccessibleName('Ocultar senha');
    await userEvent.click(toggleOf(canvas, confirm));
    await expect(confirm).toHaveAttribute('type', 'text');
    await userEvent.click(toggleOf(canvas, password));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Nova senha/);
    const confirm = canvas.getByLabelText(/^Confirmar nova senha/);
    // Tab reaches every control in reading order: each field, then its show/hide toggle.
    const order = [
      password,
      toggleOf(canvas, password),
      confirm,
      toggleOf(canvas, confirm),
      canvas.getByRole('button', { name: SUBMIT }),
      canvas.getByRole('link', { name: 'Voltar para o login' }),
    ];
    for (const control of order) {
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    // Enter in a field sends the form.
    await userEvent.type(password, NEW_PASSWORD, { delay: 15 });
    await userEvent.type(confirm, `${NEW_PASSWORD}{Enter}`, { delay: 15 });
    await expectSuccess(canvas, 'Senha definida com sucesso!');
  },
};

export const WithoutToken: Story = {
  args: { path: '/register-from-email' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The yellow notice, and nothing to send.
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveAttribute('data-status', 'warning');
    await expect(notice).toHaveTextContent(LINK_REFUSED);
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Solicitar novo e-mail' })).toHaveAttribute(
      'href',
      '/first-access',
    );
  },
};

export const EmptyFields: Story = {
  play: passwordsFail(SUBMIT, NEW_PASSWORD, '', 'Preencha todos os campos obrigatórios.'),
};

// Too short is said first, even when the two differ too.
export const ShortPassword: Story = {
  play: passwordsFail(SUBMIT, 'Sor@26', 'Sor@27', 'A senha deve ter ao menos 8 caracteres.'),
};

export const Mismatch: Story = {
  play: passwordsFail(SUBMIT, NEW_PASSWORD, 'Sorriso@2027', 'As senhas não coincidem.'),
};

export const Busy: Story = {
  parameters: { msw: { handlers: [registerFromEmailPending] } },
  play: async ({ canvasElement }) => {
    await expectBusy(await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT), 'Salvando...');
  },
};

export const SavedThenLogin: Story = {
  play: async ({ canvasElement }) => {
    // The handler answers success only for the link's token and a {password, confirmPassword} body.
    const canvas = await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT);
    await expectSuccess(canvas, 'Senha definida com sucesso!');
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeDisabled();
    await expectLoginAfterFourSeconds(canvas, PATH);
  },
};

export const RefusedToken: Story = {
  parameters: { msw: { handlers: [registerFromEmailRefused] } },
  play: async ({ canvasElement }) => {
    const canvas = await submitPasswords(canvasElement, NEW_PASSWORD, NEW_PASSWORD, SUBMIT);
    // A used, expired or altered link: the server's message and the way to a new e-mail.
    await expectError(canvas, LINK_REFUSED);
    const askAgain = canvas.getByRole('link', { name: 'Solicitar novo e-mail' });
    await expect(askAgain).toHaveAttribute('href', '/first-access');
    // It stays: the link is the way out, so it does not clear itself like other messages.
    await new Promise((resolve) => setTimeout(resolve, NOTICE_AUTO_DISMISS_MS + 500));
    await expect(canvas.getByRole('alert')).toHaveTextContent(LINK_REFUSED);
    await userEvent.click(askAgain);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeVisible();
  },
};

// Not the link's fault: no new e-mail offered, the dentist can try again.
export const InternalError: Story = {
  parameters: { msw: { handlers: [registerFromEmailServerError] } },
  play: passwordsFail(SUBMIT, NEW_PASSWORD, NEW_PASSWORD, 'Erro ao definir a nova senha.'),
};

// docs/product-rules.md#error-catalogue gives this screen no connection wording; the browser's own text would be English, so the
// catalogue uses the connection message of the other account screens.
export const ConnectionError: Story = {
  parameters: { msw: { handlers: [registerFromEmailUnreachable] } },
  play: passwordsFail(
    SUBMIT,
    NEW_PASSWORD,
    NEW_PASSWORD,
    'Erro de conexão. Verifique sua internet e tente novamente.',
  ),
};

export const SignedInDentist: Story = signedInDentistStory(PATH, 'Definir Nova Senha', [registerFromEmailOk]);
