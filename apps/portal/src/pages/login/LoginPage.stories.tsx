import { LEGACY_TOKEN_KEYS, readAccessToken, readSession } from '@odonto/api';
import { authHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DENTIST, LOGIN_RESPONSE, startSignedOut, storeSignedInSession } from '../../testing/fixtures';
import { errorEnvelope, loginOk, signedInHandlers } from '../../testing/handlers';
import { PortalScreen } from '../../testing/PortalScreen';
import { LOGIN_LOCK_MS } from './LoginPage';

const meta = {
  title: 'Portal/Login',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [loginOk, ...signedInHandlers] } },
  args: { path: '/login' },
  beforeEach: startSignedOut,
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'CRO' }), DENTIST.cro);
  await userEvent.type(canvas.getByPlaceholderText('Digite sua senha*'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Portal do Dentista');
    // The logo and the heading name the portal; the banner says what it is for.
    await expect(canvas.getByRole('complementary', { name: 'Apresentação do portal' })).not.toHaveTextContent(
      'Portal do Dentista',
    );
    await expect(canvas.getByPlaceholderText('Digite seu CRO*')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Digite sua senha*')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Primeiro acesso' })).toHaveAttribute(
      'href',
      '/first-access',
    );
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    // The kit's Notice: it can be closed (and closes itself after 5 s).
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'Odonto@2026');
    // Busy while the server answers.
    await expect(await canvas.findByRole('button', { name: 'Acessando...' })).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/dashboard');
    // The display data are stored with the role read from the token; the token itself only in memory.
    await expect(readSession(localStorage)).toEqual({
      userName: DENTIST.nome,
      userCro: DENTIST.cro,
      userRole: 'Dentista',
    });
    await expect(readAccessToken(localStorage)).toBe(LOGIN_RESPONSE.accessToken);
    for (const key of LEGACY_TOKEN_KEYS) await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** A plan opened while signed out (the link of an audit e-mail): the login, then that plan, not the dashboard. */
export const BackToTheAskedAddress: Story = {
  args: { path: '/plano-tratamento/1042' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/login'));
    await fillAndSubmit(canvasElement, 'Odonto@2026');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/1042'));
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.post('/account/login', ({ response }) =>
          response(401).json(errorEnvelope('CRO ou senha inválidos.')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'errada');
    // The server's first error, as docs/product-rules.md#error-catalogue says.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CRO ou senha inválidos.');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
    await expect(readSession(localStorage)).toBeNull();
    // docs/product-rules.md#session: the button stays disabled for 1.5 s after each submit.
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Acessar' })).toBeEnabled(), {
      timeout: LOGIN_LOCK_MS + 1000,
    });
  },
};

export const ServerWithoutDetails: Story = {
  parameters: {
    // Plain msw: a 500 without the error envelope, off the contract on purpose.
    msw: { handlers: [http.post('/api/account/login', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'Odonto@2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao tentar fazer login. Verifique suas credenciais e tente novamente.',
    );
  },
};

export const NetworkError: Story = {
  parameters: {
    msw: { handlers: [authHttp.post('/account/login', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'Odonto@2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
  },
};

export const AlreadySignedIn: Story = {
  beforeEach: () => storeSignedInSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A dentist with a valid session who opens /login goes on to the dashboard.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing wider than the phone: no sideways scrolling on the sign-in screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toBeVisible();
  },
};

const INFORME_UF = 'Este número de CRO existe em mais de uma UF. Informe a UF do seu CRO.';

/** CRO-SP 12345 and CRO-RJ 12345 are two people: the server asks the UF, the form then shows the field. */
export const AsksTheUfOfACroInTwoStates: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.post('/account/login', async ({ request, response }) => {
          const body = await request.json();
          if (body.uf === undefined) {
            return response(400).json({
              ...errorEnvelope(INFORME_UF),
              'invalid-params': [{ name: 'uf', reason: INFORME_UF }],
            });
          }
          return response(200).json({ success: true, data: LOGIN_RESPONSE });
        }),
        ...signedInHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No UF field until the server asks: a number held in one UF needs none.
    await expect(canvas.queryByRole('combobox', { name: /UF do CRO/ })).toBeNull();
    await fillAndSubmit(canvasElement, 'Odonto@2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INFORME_UF);
    const uf = await canvas.findByRole('combobox', { name: /UF do CRO/ });
    const enabled = () =>
      waitFor(() => expect(canvas.getByRole('button', { name: 'Acessar' })).toBeEnabled(), {
        timeout: LOGIN_LOCK_MS + 2000,
      });
    // Sending again without choosing asks for it before calling the server.
    await enabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    await enabled();
    await userEvent.selectOptions(uf, 'RJ');
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeVisible();
  },
};
