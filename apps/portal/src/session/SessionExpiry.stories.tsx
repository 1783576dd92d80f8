import { SESSION_DEADLINE_KEY, SESSION_EXPIRED } from '@odonto/api';
import { authHttp } from '@odonto/contract/msw';
import { KEEP_SIGNED_IN, SESSION_WARNING_TEXT, SESSION_WARNING_TITLE, SIGN_OUT } from '@odonto/web-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { readDraft, saveDraft } from '../drafts/draftStore';
import { RENEWED_ACCESS_TOKEN, sessionDeadlineFromNow, storeSignedInSession } from '../testing/fixtures';
import { signedInHandlers } from '../testing/handlers';
import { PortalScreen } from '../testing/PortalScreen';

/** What reached POST /api/account/refresh in the current story. */
let refreshes = 0;
const refreshOk = authHttp.post('/account/refresh', ({ response }) => {
  refreshes += 1;
  return response(200).json({
    success: true,
    data: { accessToken: RENEWED_ACCESS_TOKEN, sessaoExpiraEm: sessionDeadlineFromNow() },
  });
});

/** A signed-in dentist whose session ends `ms` from now (the last refresh said so). */
const sessionEndingIn = (ms: number) => () => {
  refreshes = 0;
  const cleanup = storeSignedInSession();
  localStorage.setItem(SESSION_DEADLINE_KEY, String(Date.now() + ms));
  return cleanup;
};

const meta = {
  title: 'Portal/Sessão expirando',
  component: PortalScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: [refreshOk, ...signedInHandlers] } },
  args: { path: '/dashboard' },
  beforeEach: sessionEndingIn(90_000),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/**
 * Within two minutes of the end: an alertdialog with the countdown, the focus on 'Continuar conectado'; pressing
 * it renews the session (a refresh) and the dialog goes.
 */
export const WarnsAndKeepsSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: SESSION_WARNING_TITLE }, LOAD);
    // The dialog fades in: visible once its animation ends.
    await waitFor(() => expect(within(dialog).getByText(SESSION_WARNING_TEXT)).toBeVisible());
    await expect(within(dialog).getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent(
      /^1:[0-3]\d$/,
    );
    const keep = within(dialog).getByRole('button', { name: KEEP_SIGNED_IN });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(refreshes).toBe(1);
    await expect(Number(localStorage.getItem(SESSION_DEADLINE_KEY))).toBeGreaterThan(
      Date.now() + 25 * 60_000,
    );
    await expect(location(canvasElement)).toHaveTextContent('/dashboard');
  },
};

/** 'Sair' in the warning signs out and forgets the dentist's drafts; the login has no expiry notice. */
export const SignsOutFromTheWarning: Story = {
  beforeEach: () => {
    const cleanup = sessionEndingIn(90_000)();
    saveDraft(localStorage, '1', 'novo-plano', { carteira: null });
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('alertdialog', { name: SESSION_WARNING_TITLE }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: SIGN_OUT }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' }, LOAD)).toBeVisible();
    await expect(canvas.queryByText(SESSION_EXPIRED)).toBeNull();
    await waitFor(() => expect(readDraft(localStorage, '1', 'novo-plano', (value) => value)).toBeNull());
  },
};

/** Nobody answers the warning: at the deadline the session ends and the login says 'Sua sessão expirou'. */
export const ExpiresAtTheDeadline: Story = {
  beforeEach: sessionEndingIn(3_000),
  play: async ({ canvasElement }) => {
    await screen.findByRole('alertdialog', { name: SESSION_WARNING_TITLE }, LOAD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SESSION_EXPIRED, {}, LOAD)).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/login$/);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(refreshes).toBe(0);
  },
};
