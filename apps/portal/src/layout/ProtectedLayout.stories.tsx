import { LEGACY_TOKEN_KEYS, readAccessToken, SESSION_KEYS } from '@odonto/api';
import { authHttp, dentistHttp, errorResponse } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCESS_TOKEN,
  CURRENT_USER,
  DENTIST,
  RENEWED_ACCESS_TOKEN,
  sessionDeadlineFromNow,
  startSignedOut,
  storeSignedInDisplayOnly,
  storeSignedInSession,
} from '../testing/fixtures';
import { dashboardOk, signedInHandlers } from '../testing/handlers';
import { NOTIFICACOES, notificationFeed, notificationsHandlers } from '../testing/notifications-handlers';
import { PortalScreen } from '../testing/PortalScreen';

const meta = {
  title: 'Portal/Protected layout',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: signedInHandlers } },
  args: { path: '/dashboard' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

const answersOnlyRenewedToken = (failure: () => Response) =>
  authHttp.get('/account/current', ({ request, response }) =>
    request.headers.get('Authorization') === `Bearer ${RENEWED_ACCESS_TOKEN}`
      ? response(200).json({ success: true, data: CURRENT_USER })
      : failure(),
  );

/** What reached POST /api/account/refresh in the current story (its JSON body, per call). */
const refreshBodies: unknown[] = [];

/** Cookie mode: the access token alone in the body (the rotated refresh token goes in the HttpOnly cookie). */
const refreshOk = authHttp.post('/account/refresh', async ({ request, response }) => {
  refreshBodies.push(await request.clone().json());
  return response(200).json({
    success: true,
    data: { accessToken: RENEWED_ACCESS_TOKEN, sessaoExpiraEm: sessionDeadlineFromNow() },
  });
});

/** No token of the session is in storage, under the current keys or the ones older versions used. */
const noTokenStored = async () => {
  for (const key of LEGACY_TOKEN_KEYS) await expect(localStorage.getItem(key)).toBeNull();
  for (const key of Object.values(SESSION_KEYS)) {
    await expect(localStorage.getItem(key)).not.toBe(RENEWED_ACCESS_TOKEN);
    await expect(localStorage.getItem(key)).not.toBe(ACCESS_TOKEN);
  }
};

const unauthorized = () => errorResponse(401, 'Sua sessão expirou. Por favor, faça login novamente.');

const unavailable = () => errorResponse(503, 'Serviço indisponível.');

export const RestoresStoredSession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(within(header).getByText(DENTIST.nome)).toBeVisible();
    await expect(within(header).getByText('Dentista')).toBeVisible();
    // The skip link's target is the screen's main region.
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'conteudo');
    // The footer's ANS registration is the server's (GET /operadora), as on the printed guide.
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(await footer.findByText('ANS nº 123456')).toBeVisible();
    await expect(footer.queryByText(/41\.234-5/)).toBeNull();
  },
};

export const WithoutSessionGoesToLogin: Story = {
  beforeEach: startSignedOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/login$/);
  },
};

export const DeterminingSession: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.get('/account/current', async ({ response }) => {
          await delay('infinite');
          return response(200).json({ success: true, data: CURRENT_USER });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(location(canvasElement)).toHaveTextContent('/dashboard');
  },
};

export const RefreshesExpiredToken: Story = {
  parameters: { msw: { handlers: [answersOnlyRenewedToken(unauthorized), refreshOk, dashboardOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(readAccessToken(localStorage)).toBe(RENEWED_ACCESS_TOKEN);
    await noTokenStored();
  },
};

/**
 * A page load of a dentist who signed in before: the name is stored, no token is; the loading state shows
 * until the refresh by cookie answers, then the dashboard (no sign-in screen in between).
 */
export const RestoresSessionByCookieOnPageLoad: Story = {
  beforeEach: () => {
    refreshBodies.length = 0;
    return storeSignedInDisplayOnly();
  },
  parameters: {
    msw: {
      handlers: [
        authHttp.post('/account/refresh', async ({ request, response }) => {
          refreshBodies.push(await request.clone().json());
          await delay(300);
          return response(200).json({
            success: true,
            data: { accessToken: RENEWED_ACCESS_TOKEN, sessaoExpiraEm: sessionDeadlineFromNow() },
          });
        }),
        answersOnlyRenewedToken(unauthorized),
        dashboardOk,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(canvas.queryByRole('button', { name: 'Acessar' })).toBeNull();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/dashboard');
    // The refresh token travelled in the cookie alone: the body named none.
    await expect(refreshBodies).toEqual([{}]);
    await expect(readAccessToken(localStorage)).toBe(RENEWED_ACCESS_TOKEN);
    await noTokenStored();
  },
};

/** A page load whose refresh cookie the server refuses (gone, expired, signed out): the sign-in page. */
export const PageLoadWithRefusedCookieGoesToLogin: Story = {
  beforeEach: storeSignedInDisplayOnly,
  parameters: { msw: { handlers: [authHttp.post('/account/refresh', unauthorized)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/login$/);
    for (const key of Object.values(SESSION_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
  },
};

export const RefreshesAfterOtherFailure: Story = {
  parameters: {
    msw: {
      handlers: [answersOnlyRenewedToken(() => errorResponse(500, 'Erro interno.')), refreshOk, dashboardOk],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(readAccessToken(localStorage)).toBe(RENEWED_ACCESS_TOKEN);
  },
};

export const ClearsSessionWhenRefreshFails: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.get('/account/current', unauthorized),
        authHttp.post('/account/refresh', unauthorized),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/login$/);
    for (const key of Object.values(SESSION_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** What reached POST /api/account/logout in the current story (its Authorization header, per call). */
const logoutCalls: (string | null)[] = [];

const recordingLogout = (answer: () => Response) =>
  authHttp.post('/account/logout', ({ request }) => {
    logoutCalls.push(request.headers.get('Authorization'));
    return answer();
  });

const signsOutLocally = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const header = await canvas.findByRole('banner');
  // 'Sair' is the last item of the user's menu (after 'Configurações'): the End key reaches it.
  within(header)
    .getByRole('button', { name: /^Menu do usuário/ })
    .focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveAttribute(
    'href',
    '/configuracoes',
  );
  await userEvent.keyboard('{End}');
  await waitFor(() =>
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('data-highlighted'),
  );
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
  await expect(location(canvasElement)).toHaveTextContent(/^\/login$/);
  for (const key of Object.values(SESSION_KEYS)) await expect(localStorage.getItem(key)).toBeNull();
};

const withLogout = (answer: () => Response) => ({
  beforeEach: () => {
    logoutCalls.length = 0;
    return storeSignedInSession();
  },
  parameters: { msw: { handlers: [recordingLogout(answer), ...signedInHandlers] } },
});

export const SignsOut: Story = {
  ...withLogout(() => HttpResponse.json({ success: true, data: null, message: 'Sessão encerrada.' })),
  play: async ({ canvasElement }) => {
    await signsOutLocally(canvasElement);
    // The server was told to end the session, with the session's own token, before the storage was cleared.
    await expect(logoutCalls).toEqual([`Bearer ${ACCESS_TOKEN}`]);
  },
};

export const SignsOutWhenLogoutFails: Story = {
  ...withLogout(() => errorResponse(500, 'Erro interno.')),
  play: async ({ canvasElement }) => {
    await signsOutLocally(canvasElement);
    await expect(logoutCalls).toHaveLength(1);
  },
};

export const SignsOutWhenServerUnreachable: Story = {
  ...withLogout(() => HttpResponse.error()),
  play: async ({ canvasElement }) => {
    await signsOutLocally(canvasElement);
    await expect(logoutCalls).toHaveLength(1);
  },
};

export const KeepsSessionWhenServerUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [
        authHttp.get('/account/current', unavailable),
        authHttp.post('/account/refresh', unavailable),
        dashboardOk,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing refused the session: the dentist stays signed in and the screen loads.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByText(DENTIST.nome)).toBeVisible();
    await expect(readAccessToken(localStorage)).toBe(ACCESS_TOKEN);
  },
};

export const SearchOpensNewPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Carteirinha ou CPF do beneficiário' });
    await userEvent.type(search, '  529.982.247-25  {Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent('/plano-tratamento/novo?search=529.982.247-25'),
    );
  },
};

export const NewPlanButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Novo Plano de Tratamento' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/plano-tratamento\/novo$/));
  },
};

export const NavigatesInsideThePortal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Glosas' }));
    // The router's link: the session stays, the address changes without a page load (once the lazy
    // screen's code has arrived).
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/glosas$/));
    await expect(within(nav).getByRole('link', { name: 'Glosas' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ScrollsToTopOnNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dashboard's lazy screen and its data: on CI, with the e2e suite sharing two cores, this took
    // longer than the default five seconds once.
    await canvas.findByRole('region', { name: 'Planos a vencer' }, { timeout: 15_000 });
    // Keeps the page taller than the window on the next screen too, so only the reset can bring it to the top.
    canvasElement.style.minHeight = '300vh';
    try {
      const ouvidoria = within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Ouvidoria' });
      ouvidoria.scrollIntoView();
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
      await userEvent.click(ouvidoria);
      await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/ouvidoria$/));
      await waitFor(() => expect(window.scrollY).toBe(0));
    } finally {
      canvasElement.style.minHeight = '';
    }
  },
};

export const PageNotFound: Story = {
  args: { path: '/pagina/que/nao/existe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('A página que você está procurando não existe ou foi movida.'),
    ).toBeVisible();
    // Inside the protected layout.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o Dashboard' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const PageNotFoundWithoutSession: Story = {
  args: { path: '/pagina/que/nao/existe' },
  beforeEach: startSignedOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.queryByText('Página não encontrada')).toBeNull();
  },
};

/** The bell in the header, once the signed-in layout has drawn. */
const bellOf = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('banner')).findByRole('button', { name });

const listed = notificationsHandlers();
const listedFeed = notificationFeed(2);

/** The bell shows the unread count; a notification leads to its plan and is marked read there. */
export const Notifications: Story = {
  parameters: { msw: { handlers: [...signedInHandlers, ...listed.handlers, listedFeed.handler] } },
  play: async ({ canvasElement }) => {
    const bell = await bellOf(canvasElement, '2 notificações não lidas');
    // The stream is opened with the session's bearer token.
    await waitFor(() => expect(listedFeed.authorizations).toContain(`Bearer ${ACCESS_TOKEN}`));
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    const links = within(popover).getAllByRole('link');
    await expect(links).toHaveLength(NOTIFICACOES.length);
    await userEvent.click(within(popover).getByRole('link', { name: /Procedimento negado/ }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/plano-tratamento\/1042$/));
    await waitFor(() => expect(listed.marked).toEqual([{ ids: [13] }]));
    await bellOf(canvasElement, '1 notificação não lida');
  },
};

const markAll = notificationsHandlers();

export const MarkAllNotificationsRead: Story = {
  parameters: { msw: { handlers: [...signedInHandlers, ...markAll.handlers, notificationFeed(2).handler] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bellOf(canvasElement, '2 notificações não lidas'));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await userEvent.click(within(popover).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(markAll.marked).toEqual([{}]));
    await bellOf(canvasElement, 'Notificações');
    await expect(within(popover).queryByText('Não lida:')).toBeNull();
  },
};

const live = notificationsHandlers([]);
// A stream opened again (the layout's effect may run twice while the session settles) starts with the count
// of the moment, as the server's does: a decision pushed to a stream that was closing is caught up.
const liveFeed = notificationFeed(live.naoLidas);

/** A decision arrives over the stream: the bell and the list change without a reload. */
export const LiveNotification: Story = {
  parameters: { msw: { handlers: [...signedInHandlers, ...live.handlers, liveFeed.handler] } },
  play: async ({ canvasElement }) => {
    await bellOf(canvasElement, 'Notificações');
    await waitFor(() => expect(liveFeed.openStreams).toBeGreaterThan(0));
    const [negado] = NOTIFICACOES;
    if (!negado) throw new Error('no fixture');
    live.add(negado);
    liveFeed.send({ naoLidas: 1, notificacao: negado });
    const bell = await bellOf(canvasElement, '1 notificação não lida');
    // The announcement and the list follow the count in their own renders: each is waited for.
    await expect(
      await within(canvasElement).findByText('Nova notificação: Procedimento negado'),
    ).toBeInTheDocument();
    // A toast shows it where the eye is, naming the patient and the plan code.
    const toasts = await screen.findByRole('region', { name: 'Avisos (Alt+T)' });
    const toast = await within(toasts).findByRole('status');
    await expect(toast).toHaveTextContent('Procedimento negado');
    await expect(toast).toHaveTextContent('Maria S., PTO-1042, dente 16');
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar aviso' }));
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(
      await within(popover).findByRole('link', { name: /Não lida: Procedimento negado/ }),
    ).toHaveAttribute('href', '/plano-tratamento/1042');
  },
};

const failing = dentistHttp.get('/v2/notificacoes', () => unavailable());

export const NotificationsUnavailable: Story = {
  parameters: { msw: { handlers: [...signedInHandlers, failing, notificationFeed(0).handler] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bellOf(canvasElement, 'Notificações'));
    const popover = await screen.findByRole('dialog', { name: 'Notificações' });
    await expect(await within(popover).findByRole('alert')).toHaveTextContent('Serviço indisponível.');
  },
};

const renewing = notificationFeed(1, { acceptOnly: RENEWED_ACCESS_TOKEN });

/** The stream refuses the expired token: the session renews it once and the stream opens with the new one. */
export const NotificationStreamRenewsToken: Story = {
  parameters: {
    msw: {
      handlers: [...signedInHandlers, refreshOk, ...notificationsHandlers().handlers, renewing.handler],
    },
  },
  play: async ({ canvasElement }) => {
    await bellOf(canvasElement, '2 notificações não lidas');
    await waitFor(() => expect(renewing.openStreams).toBe(1));
    await expect(renewing.authorizations).toEqual([
      `Bearer ${ACCESS_TOKEN}`,
      `Bearer ${RENEWED_ACCESS_TOKEN}`,
    ]);
    await expect(readAccessToken(localStorage)).toBe(RENEWED_ACCESS_TOKEN);
  },
};
