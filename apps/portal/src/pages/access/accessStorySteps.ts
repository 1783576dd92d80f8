import { readSession } from '@odonto/api';
import { authHttp } from '@odonto/contract/msw';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_USER, DENTIST, storeSignedInSession } from '../../testing/fixtures';
import { LOGIN_REDIRECT_MS } from './useLoginRedirect';

/** Steps the stories of the four access screens share. */
export type Canvas = ReturnType<typeof within>;

// Faster than anyone types, yet not the zero delay at which a loaded machine drops keystrokes.
const typing = { delay: 15 };

/** Types a CRO and sends the form with `button`. */
export async function requestWithCro(
  canvasElement: HTMLElement,
  cro: string,
  button: string,
): Promise<Canvas> {
  const canvas = within(canvasElement);
  if (cro) await userEvent.type(canvas.getByRole('textbox', { name: 'CRO' }), cro, typing);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

/** Types both password fields (left empty when '') and sends the form with `button`. */
export async function submitPasswords(
  canvasElement: HTMLElement,
  password: string,
  confirmPassword: string,
  button: string,
): Promise<Canvas> {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText(/^Nova senha/), password, typing);
  if (confirmPassword)
    await userEvent.type(canvas.getByLabelText(/^Confirmar nova senha/), confirmPassword, typing);
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return canvas;
}

/** An error message: announced at once (role alert). */
export async function expectError(canvas: Canvas, text: string) {
  await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(text);
}

/** A success-style message: announced politely (role status), never as an error. */
export async function expectSuccess(canvas: Canvas, text: string) {
  await expect(await canvas.findByRole('status', {}, { timeout: 3000 })).toHaveTextContent(text);
  await expect(canvas.queryByRole('alert')).toBeNull();
}

/** Stays on `path` for a moment, then is on /login 4 seconds after the success (docs/product-rules.md#business-constants). */
export async function expectLoginAfterFourSeconds(canvas: Canvas, path: string) {
  const location = canvas.getByTestId('location');
  await expect(location).toHaveTextContent(path);
  await waitFor(() => expect(location).toHaveTextContent(/^\/login$/), { timeout: LOGIN_REDIRECT_MS + 2000 });
  await expect(canvas.getByRole('heading', { level: 1, name: 'Portal do Dentista' })).toBeVisible();
}

/** The screen's heading and subtitle (docs/product-rules.md#screens-and-routes), and its footer link back to /login. */
export async function expectScreen(canvas: Canvas, title: string, subtitle: string) {
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getByText(subtitle)).toBeVisible();
  await expectBackToLogin(canvas);
}

/** The footer link of every access screen. */
async function expectBackToLogin(canvas: Canvas) {
  await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
}

/** A play function of these stories. */
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The button says `busyLabel` and does nothing while the call runs, yet keeps the focus. */
export async function expectBusy(canvas: Canvas, busyLabel: string) {
  const button = await canvas.findByRole('button', { name: busyLabel });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveFocus();
}

/** Sends `cro` with `button`: the screen shows `message` as an error, and the dentist can try again. */
export const croRequestFails =
  (button: string, cro: string, message: string): Play =>
  async ({ canvasElement }) => {
    const canvas = await requestWithCro(canvasElement, cro, button);
    await expectError(canvas, message);
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
  };

/**
 * Sends two passwords with `button`: the screen shows `message` as an error, offers no new e-mail (the
 * link is not at fault) and lets the dentist try again.
 */
export const passwordsFail =
  (button: string, password: string, confirmPassword: string, message: string): Play =>
  async ({ canvasElement }) => {
    const canvas = await submitPasswords(canvasElement, password, confirmPassword, button);
    await expectError(canvas, message);
    await expect(canvas.queryByRole('link', { name: 'Solicitar novo e-mail' })).toBeNull();
    await expect(canvas.getByRole('button', { name: button })).toBeEnabled();
  };

/**
 * The story of a signed-in dentist opening the screen at `path`: once the portal has checked the session,
 * the screen (titled `heading`) is still there and the session is still stored. A public screen neither
 * sends the dentist to the dashboard nor signs them out.
 */
export function signedInDentistStory(path: string, heading: string, handlers: HttpHandler[]) {
  let answered = 0;
  const currentUser = authHttp.get('/account/current', ({ response }) => {
    answered += 1;
    return response(200).json({ success: true, data: CURRENT_USER });
  });
  return {
    parameters: { msw: { handlers: [currentUser, ...handlers] } },
    beforeEach: () => {
      answered = 0;
      return storeSignedInSession();
    },
    play: (async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(answered).toBeGreaterThan(0));
      // One more turn for anything the answer might trigger (a redirect, a sign-out).
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(canvas.getByTestId('location')).toHaveTextContent(path);
      await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(readSession(localStorage)).toMatchObject({ userCro: DENTIST.cro });
    }) satisfies Play,
  };
}

/** The show/hide button of a password field: the one whose aria-controls names the field. */
export function toggleOf(canvas: Canvas, field: HTMLElement): HTMLElement {
  const toggle = canvas
    .getAllByRole('button', { name: /^(Mostrar|Ocultar) senha$/ })
    .find((button: HTMLElement) => button.getAttribute('aria-controls') === field.id);
  if (!toggle) throw new Error(`Nenhum botão mostra ou oculta o campo ${field.id}.`);
  return toggle;
}
