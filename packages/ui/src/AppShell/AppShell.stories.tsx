import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  AppShell,
  AppShellAction,
  type AppShellFooterContent,
  AppShellSearch,
  NotificationsMenu,
  type RenderLink,
} from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnchorHTMLAttributes } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const footer: AppShellFooterContent = {
  address: 'Av. Paulista, 1000 — Bela Vista, São Paulo/SP, 01310-100',
  phone: '(11) 3333-4444',
  technicalResponsible: 'Dra. Helena Prado — CRO-SP 98.765',
  councilNumbers: 'Inscrição CRO-SP EPAO 4.321',
  whatsappHref: 'https://wa.me/5511933334444',
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/' },
    { label: 'Facebook', href: 'https://www.facebook.com/' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  ],
  regulatorNumber: '123456',
};

// A small picture as a data URL, so the story needs no network.
const photo =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Crect width="40" height="40" fill="%230b767a"/%3E%3Ccircle cx="20" cy="16" r="7" fill="white"/%3E%3Crect x="8" y="26" width="24" height="12" rx="6" fill="white"/%3E%3C/svg%3E';

const onSearch = fn();
const onNewPlan = fn();

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The slots' handlers are not args: each story starts with them uncalled.
  beforeEach: () => {
    onSearch.mockClear();
    onNewPlan.mockClear();
  },
  args: {
    currentPath: '/plano-tratamento/42',
    userName: 'Dra. Ana Souza',
    userCredential: 'CRO 12345/SP',
    settingsPath: '/configuracoes',
    avatarUrl: photo,
    // The portal's slots: its beneficiary search and 'Novo Plano de Tratamento'.
    search: <AppShellSearch onSearch={onSearch} />,
    primaryAction: <AppShellAction onClick={onNewPlan}>Novo Plano de Tratamento</AppShellAction>,
    onLogout: fn(),
    // The app's screens: the portal passes its own.
    navItems: [
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Plano de Tratamento', path: '/plano-tratamento' },
      { label: 'Glosas', path: '/glosas' },
      { label: 'Financeiro', path: '/financeiro' },
    ],
    footer,
    children: (
      <Stack gap="3">
        <Heading as="h1" size="xl">
          Plano de Tratamento
        </Heading>
        <Text>Conteúdo da tela.</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story at a desktop size (Storybook's own viewports are phones and tablets). */
const desktopViewport = (width: number, height: number) => ({
  parameters: {
    viewport: {
      options: { desktop: { name: `${width} px`, styles: { width: `${width}px`, height: `${height}px` } } },
    },
  },
  globals: { viewport: { value: 'desktop' } },
});

const scrollLocked = () =>
  getComputedStyle(document.body).overflow === 'hidden' ||
  getComputedStyle(document.documentElement).overflow === 'hidden';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Plano de Tratamento' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Dashboard', 'Glosas', 'Financeiro']) {
      await expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.getByText('Dra. Ana Souza')).toBeVisible();
    await expect(canvas.getByText('Dentista')).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(header).toHaveStyle({ height: '80px', position: 'fixed' });
    // Nothing hides under the fixed header: the side navigation and the screen start below it.
    const headerBottom = header.getBoundingClientRect().bottom;
    await expect(nav.getBoundingClientRect().top).toBe(headerBottom);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Plano de Tratamento' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom);
    await expect(heading.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      nav.getBoundingClientRect().right,
    );
  },
};

/** The narrowest screen with the full header (1024 px): the search still shows its whole placeholder. */
/** The search field's placeholder fits in the field (whole, not cut) at the story's width. */
async function expectPlaceholderFits(canvasElement: HTMLElement) {
  const field = within(canvasElement).getByLabelText('Carteirinha ou CPF do beneficiário');
  const style = getComputedStyle(field);
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no canvas');
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const textWidth = context.measureText(field.getAttribute('placeholder') ?? '').width;
  const room =
    field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  await expect(textWidth).toBeLessThanOrEqual(room);
}

export const NarrowDesktop: Story = {
  ...desktopViewport(1024, 768),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(window.innerWidth).toBe(1024));
    await expect(canvas.getByRole('button', { name: 'Novo Plano de Tratamento' })).toBeVisible();
    await expectPlaceholderFits(canvasElement);
  },
};

/** The header's slot for actions (the portal's notifications), still with room for the search at 1024 px. */
export const WithHeaderActions: Story = {
  ...desktopViewport(1024, 768),
  args: {
    headerActions: (
      <NotificationsMenu
        notificacoes={[]}
        naoLidas={3}
        hrefOf={(notificacao) => `/plano-tratamento/${notificacao.idPlanoTratamento}`}
        onMarkAllRead={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(window.innerWidth).toBe(1024));
    const bell = canvas.getByRole('button', { name: '3 notificações não lidas' });
    await expect(bell).toBeVisible();
    // In the header, before the user's name.
    const header = canvasElement.querySelector('header');
    await expect(header?.contains(bell)).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Novo Plano de Tratamento' })).toBeVisible();
    await expectPlaceholderFits(canvasElement);
  },
};

const longScreen = (
  <Stack gap="3">
    <Heading as="h1" size="xl">
      Plano de Tratamento
    </Heading>
    {Array.from({ length: 60 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed filler paragraphs that never reorder.
      <Text key={index}>
        Procedimento {index + 1}: restauração de resina composta, dente 16, faces M e O.
      </Text>
    ))}
  </Stack>
);

/**
 * A screen much taller than the window at 1280 px: the navigation's background runs down to the footer,
 * and its links stay in view under the header while the page scrolls.
 */
export const LongScreen: Story = {
  args: { children: longScreen },
  ...desktopViewport(1280, 800),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(window.innerWidth).toBe(1280));
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    const footerBox = canvas.getByRole('contentinfo');
    await expect(footerBox.getBoundingClientRect().top).toBeGreaterThan(2 * window.innerHeight);
    await expect(nav.getBoundingClientRect().bottom).toBe(footerBox.getBoundingClientRect().top);
    await expect(getComputedStyle(nav).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    footerBox.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(window.innerHeight));
    const headerBottom = canvas.getByRole('banner').getBoundingClientRect().bottom;
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard.getBoundingClientRect().top).toBeGreaterThanOrEqual(headerBottom);
    await expect(dashboard.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(nav.getBoundingClientRect().bottom).toBe(footerBox.getBoundingClientRect().top);
    window.scrollTo(0, 0);
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Carteirinha ou CPF do beneficiário');
    await expect(field).toHaveAttribute('placeholder', 'Nº da carteirinha ou CPF');

    await userEvent.type(field, '   {Enter}');
    await expect(onSearch).not.toHaveBeenCalled();

    await userEvent.type(field, ' 09000001000001001 {Enter}');
    await expect(onSearch).toHaveBeenLastCalledWith('09000001000001001');

    await userEvent.clear(field);
    await userEvent.type(field, '529.982.247-25  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(onSearch).toHaveBeenLastCalledWith('529.982.247-25');
    await expect(onSearch).toHaveBeenCalledTimes(2);
  },
};

const userMenuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Menu do usuário: Dra. Ana Souza' });

export const Actions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Novo Plano de Tratamento' }));
    await expect(onNewPlan).toHaveBeenCalledTimes(1);
    // 'Sair' is in the user's menu, not beside it.
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: 'Sair' })).toBeNull();
    // By keyboard: a simulated click's selection depends on the pointer state earlier stories leave in the
    // page; the end-to-end tests click 'Sair' with a real pointer (e2e/session.e2e.ts).
    userMenuButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};

/**
 * The avatar opens the user's menu at a desktop size: who is signed in with the CRO and its UF,
 * 'Configurações' (a link to the app's settings) and 'Sair', all by keyboard.
 */
export const UserMenuByKeyboard: Story = {
  ...desktopViewport(1366, 768),
  play: async ({ args, canvasElement, step }) => {
    await waitFor(() => expect(window.innerWidth).toBe(1366));
    const avatar = userMenuButton(canvasElement);
    const box = avatar.getBoundingClientRect();
    // WCAG 2.2 2.5.8: a target of at least 24 x 24 px.
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(avatar).toHaveAttribute('aria-haspopup', 'menu');

    await step('Enter opens it on the first item; the arrows move; Escape gives focus back', async () => {
      avatar.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu).toBeVisible());
      await expect(within(menu).getByText('Dra. Ana Souza')).toBeVisible();
      await expect(within(menu).getByText('CRO 12345/SP')).toBeVisible();
      const settings = within(menu).getByRole('menuitem', { name: 'Configurações' });
      const logout = within(menu).getByRole('menuitem', { name: 'Sair' });
      await expect(settings).toHaveAttribute('href', '/configuracoes');
      await waitFor(() => expect(settings).toHaveAttribute('data-highlighted'));
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(logout).toHaveAttribute('data-highlighted'));
      await expect(settings).not.toHaveAttribute('data-highlighted');
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(settings).toHaveAttribute('data-highlighted'));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await waitFor(() => expect(avatar).toHaveFocus());
      await expect(args.onLogout).not.toHaveBeenCalled();
    });

    await step("Space opens it too, and Enter on 'Sair' signs out", async () => {
      await userEvent.keyboard(' ');
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(menu).toBeVisible());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('data-highlighted'),
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    });
  },
};

/** The avatar's initials leave out the title: 'Dra. Ana Souza' is 'AS'. */
export const AvatarFallback: Story = {
  args: { avatarUrl: '/nao-existe/foto.png', userRole: 'Dentista Auditor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('avatar-fallback')).toHaveTextContent(/^AS$/));
    await expect(canvas.getByTestId('avatar-fallback')).toBeVisible();
    await expect(canvas.getByText('Dentista Auditor')).toBeVisible();
  },
};

export const ActiveDashboard: Story = {
  args: { currentPath: '/dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Footer: Story = {
  play: async ({ canvasElement }) => {
    const footerRegion = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footerRegion.getByText(footer.address)).toBeVisible();
    await expect(footerRegion.getByRole('link', { name: '(11) 3333-4444' })).toHaveAttribute(
      'href',
      'tel:1133334444',
    );
    await expect(footerRegion.getByText('Segunda a sexta, das 8h às 18h')).toBeVisible();
    await expect(footerRegion.getByText(/Dra\. Helena Prado — CRO-SP 98\.765/)).toBeVisible();
    await expect(footerRegion.getByText('Inscrição CRO-SP EPAO 4.321')).toBeVisible();
    await expect(footerRegion.getByRole('link', { name: 'Ouvidoria' })).toHaveAttribute('href', '/ouvidoria');
    await expect(footerRegion.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      footer.whatsappHref,
    );
    await expect(footerRegion.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footerRegion.getByText('ANS nº 123456')).toBeVisible();
    const seal = footerRegion.getByRole('img', { name: 'Selo ANS nº 123456' });
    await expect(seal).toBeVisible();
    const [acronym, number] = [...seal.querySelectorAll('text')].map((text) => getComputedStyle(text));
    await expect(acronym?.fontWeight).toBe('700');
    await expect(acronym?.fontSize).toBe('18px');
    await expect(number?.fontSize).toBe('12px');
  },
};

/** Until the server has said the operator's ANS registration, the footer shows no ANS line at all. */
export const FooterBeforeTheRegistration: Story = {
  args: { footer: { ...footer, regulatorNumber: undefined } },
  play: async ({ canvasElement }) => {
    const footerRegion = within(within(canvasElement).getByRole('contentinfo'));
    await expect(footerRegion.getByText(footer.address)).toBeVisible();
    await expect(footerRegion.queryByText(/ANS nº/)).toBeNull();
    await expect(footerRegion.queryByRole('img', { name: /Selo ANS/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the drawer opens, locks scrolling and closes with Escape', async () => {
      const menuButton = canvas.getByRole('button', { name: 'Abrir menu' });
      await expect(menuButton).toBeVisible();
      await expect(scrollLocked()).toBe(false);
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await waitFor(() => expect(drawer).toBeVisible());
      await expect(drawer.getBoundingClientRect().width).toBe(288);
      await expect(within(drawer).getByRole('link', { name: 'Plano de Tratamento' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await waitFor(() => expect(scrollLocked()).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      await waitFor(() => expect(scrollLocked()).toBe(false));
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the search opens from its toggle', async () => {
      const field = canvas.getByLabelText('Carteirinha ou CPF do beneficiário');
      await expect(field).not.toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Abrir busca' }));
      await expect(field).toBeVisible();
      await waitFor(() => expect(field).toHaveFocus());
      await userEvent.keyboard('09000001000001001{Enter}');
      await expect(onSearch).toHaveBeenCalledWith('09000001000001001');
      await expect(canvas.getByRole('button', { name: 'Fechar busca' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};

/**
 * On a phone the drawer spells out the user's menu: who (with the CRO and its UF), 'Configurações' and 'Sair';
 * the avatar's menu in the header works there too.
 */
export const UserMenuInPhoneDrawer: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the drawer names the user and leads to the settings', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await waitFor(() => expect(drawer).toBeVisible());
      await expect(within(drawer).getByText('Dra. Ana Souza')).toBeVisible();
      await expect(within(drawer).getByText('Dentista · CRO 12345/SP')).toBeVisible();
      const account = within(drawer).getByRole('list', { name: 'Sua conta' });
      const settings = within(account).getByRole('link', { name: 'Configurações' });
      await expect(settings).toHaveAttribute('href', '/configuracoes');
      settings.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(settings);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    });
    await step("the drawer's 'Sair' signs out", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(drawer).getByRole('button', { name: 'Sair' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });
  },
};

/** The header's avatar opens the same menu on a phone, by touch. */
export const UserMenuOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const avatar = userMenuButton(canvasElement);
    await expect(avatar).toBeVisible();
    await userEvent.click(avatar);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('CRO 12345/SP')).toBeVisible();
    const settings = within(menu).getByRole('menuitem', { name: 'Configurações' });
    await expect(settings).toBeVisible();
    // Inside the phone's width, whole.
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const MobileMenuLinksCloseTheDrawer: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Novo Plano de Tratamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

const navigate = fn();

/** Stands in for React Router's Link: it handles the click itself instead of loading a page. */
function RouterLikeLink({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a
      {...props}
      href={to}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

const renderRouterLink: RenderLink = ({ href, children }) => (
  <RouterLikeLink to={href}>{children}</RouterLikeLink>
);

/** The portal passes React Router's Link through `renderLink`; the shell's styles and state reach it. */
export const WithRouterLinks: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { renderLink: renderRouterLink, currentPath: '/glosas' },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const glosas = within(drawer).getByRole('link', { name: 'Glosas' });
    await expect(glosas).toHaveAttribute('data-router-link');
    await expect(glosas).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Financeiro' }));
    await expect(navigate).toHaveBeenCalledWith('/financeiro');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    const ouvidoria = within(within(canvasElement).getByRole('contentinfo')).getByRole('link', {
      name: 'Ouvidoria',
    });
    await expect(ouvidoria).toHaveAttribute('data-router-link');
  },
};

/**
 * The audit console's use: no search and no main action (their slots left empty), its one screen in the
 * menu, the auditor and 'Sair'; no operator footer.
 */
export const ConsoleWithoutSlots: Story = {
  args: {
    currentPath: '/',
    userName: 'Dr. Paulo Auditor',
    userRole: 'Auditor',
    userCredential: 'CRO 99999/SP',
    settingsPath: undefined,
    appName: 'Auditoria odontológica',
    avatarUrl: undefined,
    search: undefined,
    primaryAction: undefined,
    footer: undefined,
    navItems: [{ label: 'Fila de auditoria', path: '/' }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('search')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Novo Plano de Tratamento' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvas.getByText('Auditor')).toBeVisible();
    // The console names itself beside the mark, not the dentists' portal.
    await expect(canvas.getByRole('banner')).toHaveTextContent(/Auditoriaodontológica/);
    await expect(canvas.getByRole('banner')).not.toHaveTextContent(/Portal do/);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Fila de auditoria' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The console has no settings screen: its user's menu has no 'Configurações'. By keyboard: Enter opens
    // it on its first item, here 'Sair'.
    canvas.getByRole('button', { name: 'Menu do usuário: Dr. Paulo Auditor' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(within(menu).getByText('CRO 99999/SP')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Configurações' })).toBeNull();
    const logout = within(menu).getByRole('menuitem', { name: 'Sair' });
    await waitFor(() => expect(logout).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onLogout).toHaveBeenCalledTimes(1));
  },
};
