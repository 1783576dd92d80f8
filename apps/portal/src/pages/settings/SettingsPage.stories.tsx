import { authHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads } from '../../testing/downloads';
import { CURRENT_USER, storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk, errorEnvelope } from '../../testing/handlers';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  changePasswordWrongCurrent,
  consentOk,
  myDataOk,
  notificationPreferencesFail,
  settingsHandlers,
} from '../../testing/settings-handlers';

const meta = {
  title: 'Portal/Settings',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, ...settingsHandlers] } },
  args: { path: '/configuracoes' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const definitionOf = async (canvasElement: HTMLElement, label: string) => {
  const term = await within(canvasElement).findByText(label, { selector: 'dt' });
  return term.nextElementSibling;
};

export const UserTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Usuário', selected: true })).toBeVisible();
    await expect(await definitionOf(canvasElement, 'Nome')).toHaveTextContent('Dra. Ana Souza');
    await expect(await definitionOf(canvasElement, 'E-mail')).toHaveTextContent('ana.souza@example.com');
    await expect(await definitionOf(canvasElement, 'Telefone')).toHaveTextContent('(11) 98765-4321');
    // Read-only: nothing to type into.
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const userTab = await canvas.findByRole('tab', { name: 'Usuário' });
    userTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tab', { name: 'Senha', selected: true })).toHaveFocus();
    // The active tab is in the address.
    await expect(canvas.getByTestId('location')).toHaveTextContent('/configuracoes?aba=senha');
    // The panel fades in.
    await waitFor(() => expect(canvas.getByLabelText(/^Senha atual/)).toBeVisible());
    await expect(canvas.getByRole('tab', { name: 'Senha' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(await canvas.findByRole('tab', { name: 'Privacidade', selected: true })).toHaveFocus();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/configuracoes?aba=privacidade');
  },
};

export const PasswordValidation: Story = {
  args: { path: '/configuracoes?aba=senha' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Alterar senha' });
    await userEvent.click(submit);
    await expect(await canvas.findByText('Senha atual é obrigatória')).toBeVisible();
    await expect(canvas.getByText('Nova senha é obrigatória')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'curta');
    await userEvent.type(canvas.getByLabelText(/^Confirmar nova senha/), 'outra');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Mínimo 8 caracteres')).toBeVisible();
    await expect(canvas.getByText('As senhas não coincidem')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toBeVisible();
  },
};

/** The meter refuses, before the form is sent, a password made of the dentist's own name (as the server does). */
export const PasswordOwnNameRefused: Story = {
  args: { path: '/configuracoes?aba=senha' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), 'Souza#Ana77');
    await expect(
      await canvas.findByText('Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.'),
    ).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute(
      'aria-valuetext',
      'Muito fraca',
    );
  },
};

const fillPasswordForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Senha atual/), 'Odonto@2026');
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Jabuticaba@2027');
  await userEvent.type(canvas.getByLabelText(/^Confirmar nova senha/), 'Jabuticaba@2027');
  await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
};

export const PasswordChanged: Story = {
  args: { path: '/configuracoes?aba=senha' },
  play: async ({ canvasElement }) => {
    await fillPasswordForm(canvasElement);
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Senha alterada' });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByText('Sua senha foi alterada com sucesso.')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByLabelText(/^Senha atual/)).toHaveValue('');
  },
};

export const PasswordWrongCurrent: Story = {
  args: { path: '/configuracoes?aba=senha' },
  parameters: { msw: { handlers: [currentUserOk, changePasswordWrongCurrent] } },
  play: async ({ canvasElement }) => {
    await fillPasswordForm(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Senha atual incorreta.');
    // What was typed stays.
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveValue('Jabuticaba@2027');
  },
};

const savedPreferences: unknown[] = [];

export const Notifications: Story = {
  args: { path: '/configuracoes?aba=notificacoes' },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        authHttp.put('/account/notification-preferences', async ({ request, response }) => {
          const body = await request.json();
          savedPreferences.push(body);
          return response(200).json({
            success: true,
            data: body,
            message: 'Preferências de notificação salvas.',
          });
        }),
      ],
    },
  },
  beforeEach: () => {
    savedPreferences.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Loaded from the server: e-mail only.
    await expect(await canvas.findByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Notificações push' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('SMS'));
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar preferências' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Preferências de notificação salvas.');
    // The server received the choice.
    await expect(savedPreferences).toEqual([{ sms: true, email: true, push: false }]);
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};

export const NotificationsSaveError: Story = {
  args: { path: '/configuracoes?aba=notificacoes' },
  parameters: { msw: { handlers: [currentUserOk, notificationPreferencesFail] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar preferências' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar as preferências. Tente novamente.',
    );
  },
};

export const Clinic: Story = {
  args: { path: '/configuracoes?aba=clinica' },
  play: async ({ canvasElement }) => {
    await expect(await definitionOf(canvasElement, 'Nome')).toHaveTextContent('Clínica Sorriso Paulista');
    // The kit's tax-id mask.
    await expect(await definitionOf(canvasElement, 'CNPJ')).toHaveTextContent('12.345.678/0001-95');
    await expect(await definitionOf(canvasElement, 'Endereço')).toHaveTextContent('Av. Paulista, 1000');
    await expect(await definitionOf(canvasElement, 'Telefone')).toHaveTextContent('(11) 3333-4444');
  },
};

const savedConsents: unknown[] = [];

export const Privacy: Story = {
  args: { path: '/configuracoes?aba=privacidade' },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        authHttp.put('/account/consent', async ({ request }) => {
          savedConsents.push(await request.clone().json());
          return undefined;
        }),
        consentOk,
        myDataOk,
      ],
    },
  },
  beforeEach: () => {
    savedConsents.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const consent = await canvas.findByRole('checkbox', { name: /Concordo com o uso dos meus dados/ });
    await expect(consent).not.toBeChecked();
    await userEvent.click(canvas.getByText(/Concordo com o uso dos meus dados/));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar consentimento' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Consentimento registrado.');
    await expect(savedConsents).toEqual([{ consentimento: true }]);
    await expect(consent).toBeChecked();

    // The download is the server's file, saved as meus-dados.json (the click is caught, not performed).
    await catchDownloads(async ({ clicks }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar meus dados' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('meus-dados.json');
      await expect(clicks[0]?.href).toMatch(/^blob:/);
    });
  },
};

export const PrivacyExportError: Story = {
  args: { path: '/configuracoes?aba=privacidade' },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        authHttp.get('/account/meus-dados', ({ response }) =>
          response(500).json(errorEnvelope('Erro interno.')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Baixar meus dados' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível baixar seus dados. Tente novamente.',
    );
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        // The session's own load succeeds; the screen's fails.
        authHttp.get(
          '/account/current',
          ({ response }) => response(200).json({ success: true, data: CURRENT_USER }),
          {
            once: true,
          },
        ),
        authHttp.get('/account/current', ({ response }) =>
          response(500).json(errorEnvelope('Erro interno.')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas configurações. Tente novamente.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { path: '/configuracoes?aba=senha' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Senha atual/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
