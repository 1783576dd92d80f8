import { readAccessToken, readSession } from '@odonto/api';
import { authHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditorStorage } from '../../session/auditorStorage';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import { AUDITOR, AUDITOR_LOGIN, startSignedOut } from '../../testing/fixtures';
import {
  DENTIST_AT_CONSOLE,
  filaOk,
  login,
  loginAsDentist,
  loginOk,
  planScreenHandlers,
} from '../../testing/handlers';

const meta = {
  title: 'Auditoria/Login',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [loginOk, filaOk(), ...planScreenHandlers] } },
  args: { path: '/login' },
  beforeEach: startSignedOut,
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, password = 'Odonto@2026') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'CRO' }), AUDITOR.cro);
  await userEvent.type(canvas.getByLabelText(/^Senha/, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
  return canvas;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Auditoria odontológica',
    );
    await expect(canvas.getByRole('textbox', { name: 'CRO' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Senha/, { selector: 'input' })).toHaveAttribute('type', 'password');
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Acessar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
  },
};

/** The CRO a dentist's portal session keeps under the portal's own key, for SignsIn. */
const PORTAL_CRO = '12345';

/** What the sign-in sent, for SignsIn. */
const loginBodies: unknown[] = [];

/** Signs in with origin 'Auditor', stores the session under the console's keys and opens the queue. */
export const SignsIn: Story = {
  parameters: {
    msw: {
      handlers: [login((body) => loginBodies.push(body)), filaOk()],
    },
  },
  beforeEach: () => {
    loginBodies.length = 0;
    // A dentist signed in to the portal in the same browser: the console must leave that session alone.
    localStorage.setItem('userCro', PORTAL_CRO);
    const signOut = startSignedOut();
    return () => {
      signOut();
      localStorage.removeItem('userCro');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessando...' })).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fila de auditoria' }, { timeout: 3000 }),
    ).toBeVisible();
    // The refresh token is asked for in the console's HttpOnly cookie, not in the body.
    await expect(loginBodies).toEqual([
      { document: AUDITOR.cro, password: 'Odonto@2026', origin: 'Auditor', refreshTokenIn: 'cookie' },
    ]);
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(readSession(auditorStorage())).toMatchObject({ userCro: AUDITOR.cro, userRole: 'Auditor' });
    // The portal's own keys stay untouched: a dentist signed in there keeps the session.
    await expect(localStorage.getItem('userCro')).toBe(PORTAL_CRO);
    await expect(readAccessToken(auditorStorage())).toBe(AUDITOR_LOGIN.accessToken);
    await expect(localStorage.getItem('auditoria:authToken')).toBeNull();
  },
};

/** A dentist's account at the console: the server refuses it (403) and its message is shown as it comes. */
export const DentistAccountRefused: Story = {
  parameters: { msw: { handlers: [loginAsDentist] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(DENTIST_AT_CONSOLE);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
    await expect(readSession(auditorStorage())).toBeNull();
  },
};

export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.post('/account/login', ({ response }) =>
          response(401).json({
            success: false,
            data: null,
            message: 'CRO ou senha inválidos.',
            errors: ['CRO ou senha inválidos.'],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CRO ou senha inválidos.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Acessar' })).toBeEnabled());
  },
};

/** A plan opened without a session: the login first, then back to the same plan and item. */
export const ReturnsToTheAddressAsked: Story = {
  args: { path: '/planos/1024?item=502' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' }, { timeout: 3000 }),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/planos/1024?item=502');
  },
};
