import {
  Avatar,
  Box,
  Button,
  CloseButton,
  chakra,
  Drawer,
  Flex,
  IconButton,
  Portal,
  SkipNavLink,
  Stack,
  Text,
  useSlotRecipe,
} from '@chakra-ui/react';
import { lazy, type MouseEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { LogoutIcon, MenuIcon, SearchIcon } from '../icons/icons';
import { Logo } from '../Logo';
import { appShellRecipe } from '../theme/recipes/appShell';
import { AppShellFooterBody, type AppShellFooterContent } from './AppShellFooter';
import { initialsOf } from './initials';
import { isActivePath } from './isActivePath';
import { type RenderLink, renderAnchor } from './links';

// The user's menu (Chakra's Menu, its machine and positioning, about 9 KB gzipped) loads after the shell has
// painted: every signed-in screen's first load would carry it otherwise (scripts/web-budget.ts). Until then
// the avatar shows, without its menu, for the moment the download takes.
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

export interface AppShellNavItem {
  /** Text of the item. */
  label: string;
  /** Path the item leads to; the item is highlighted on this path and below it. */
  path: string;
}

export interface AppShellProps {
  /** The current location's path, used to highlight the navigation item. */
  currentPath: string;
  /** Name of the signed-in user. */
  userName: string;
  /** Role shown under the name. */
  userRole?: string;
  /** The user's council registration, e.g. 'CRO 12345/SP': in the user's menu and the phone drawer. */
  userCredential?: string;
  /** The app's settings screen, in the user's menu and the phone drawer as 'Configurações'; none: not shown. */
  settingsPath?: string;
  /** Photo of the user; initials are shown when missing or when it fails to load. */
  avatarUrl?: string;
  /**
   * The header's search (e.g. AppShellSearch): beside the logo on desktops, a panel under the header behind
   * a toggle on phones. None: no search and no toggle.
   */
  search?: ReactNode;
  /** The app's main action (e.g. AppShellAction 'Novo Plano de Tratamento'): in the header on desktops and in the menu. */
  primaryAction?: ReactNode;
  /** The app's name beside the mark ('Portal do Dentista' by default; the console names itself). */
  appName?: string;
  /** Called by 'Sair'. */
  onLogout: () => void;
  /** Renders internal links (pass React Router's Link); plain anchors by default. */
  renderLink?: RenderLink;
  /** Items of the side navigation: the app's screens. */
  navItems: ReadonlyArray<AppShellNavItem>;
  /** Contents of the footer (the operator's details); none: no footer. */
  footer?: AppShellFooterContent;
  /** Controls beside the user in the header, e.g. the NotificationsMenu. */
  headerActions?: ReactNode;
  /** Id of the main region, the target of the skip link. */
  mainId?: string;
  /** The screen. */
  children: ReactNode;
}

/**
 * Layout of every signed-in screen of an app: fixed header with the app's search and main action (slots),
 * the user's menu (the avatar: who, 'Configurações', 'Sair'); side navigation that becomes a drawer on small screens; footer; skip link to the content.
 */
export function AppShell({
  currentPath,
  userName,
  userRole = 'Dentista',
  userCredential,
  settingsPath,
  avatarUrl,
  search,
  primaryAction,
  appName,
  onLogout,
  renderLink = renderAnchor,
  navItems,
  footer,
  headerActions,
  mainId = 'conteudo',
  children,
}: AppShellProps) {
  const styles = useSlotRecipe({ recipe: appShellRecipe })();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const searchPanelRef = useRef<HTMLDivElement>(null);

  // On phones the toggle reveals the field: put the cursor in it so typing can start at once.
  function toggleSearch() {
    const opening = !searchOpen;
    setSearchOpen(opening);
    if (opening) requestAnimationFrame(() => searchPanelRef.current?.querySelector('input')?.focus());
  }

  // Moves focus without touching the URL hash, which the app's router owns.
  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  }

  function navigation(onNavigate?: () => void) {
    return (
      <Stack as="ul" gap="1" listStyleType="none">
        {navItems.map((item) => (
          <li key={item.path}>
            {/* asChild: the element is the link renderLink returns; it receives these styles and props. */}
            <Box
              asChild
              css={styles.navLink}
              aria-current={isActivePath(currentPath, item.path) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {renderLink({ href: item.path, children: item.label })}
            </Box>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Box css={styles.root}>
      <SkipNavLink id={mainId} onClick={skipToContent}>
        Pular para o conteúdo
      </SkipNavLink>
      <chakra.header css={styles.header}>
        <IconButton
          display={{ base: 'inline-flex', lg: 'none' }}
          variant="ghost"
          aria-label="Abrir menu"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Box flexShrink={0} me={{ base: 'auto', lg: '0' }}>
          <Logo size={36} name={appName} />
        </Box>
        {search ? (
          <>
            <chakra.div
              ref={searchPanelRef}
              id={searchPanelId}
              css={styles.search}
              display={{ base: searchOpen ? 'flex' : 'none', lg: 'flex' }}
            >
              {search}
            </chakra.div>
            <IconButton
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="ghost"
              aria-label={searchOpen ? 'Fechar busca' : 'Abrir busca'}
              aria-expanded={searchOpen}
              aria-controls={searchPanelId}
              onClick={toggleSearch}
            >
              <SearchIcon />
            </IconButton>
          </>
        ) : null}
        {primaryAction ? <Box display={{ base: 'none', lg: 'contents' }}>{primaryAction}</Box> : null}
        <Flex align="center" gap="3" ms={{ lg: 'auto' }}>
          {headerActions}
          <Box textAlign="end" display={{ base: 'none', md: 'block' }} lineHeight="1.2">
            <Text fontWeight="semibold" fontSize="sm">
              {userName}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {userRole}
            </Text>
          </Box>
          <Suspense
            fallback={
              <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
                <Avatar.Fallback>{initialsOf(userName)}</Avatar.Fallback>
              </Avatar.Root>
            }
          >
            <UserMenu
              userName={userName}
              credential={userCredential}
              avatarUrl={avatarUrl}
              settingsPath={settingsPath}
              renderLink={renderLink}
              onLogout={onLogout}
            />
          </Suspense>
        </Flex>
      </chakra.header>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content w="drawer" maxW="drawer">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="6">
                  <Flex align="center" gap="3">
                    <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
                      <Avatar.Fallback>{initialsOf(userName)}</Avatar.Fallback>
                      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
                    </Avatar.Root>
                    <Box>
                      <Text fontWeight="semibold">{userName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {userCredential ? `${userRole} · ${userCredential}` : userRole}
                      </Text>
                    </Box>
                  </Flex>
                  <nav aria-label="Menu principal">{navigation(() => setDrawerOpen(false))}</nav>
                  {/* The action's click bubbles here: the menu closes as it runs. */}
                  {primaryAction ? <Stack onClick={() => setDrawerOpen(false)}>{primaryAction}</Stack> : null}
                  {/* The user's menu, spelled out: a menu inside the drawer's dialog would be a popup in a popup. */}
                  <Stack as="ul" gap="2" listStyleType="none" aria-label="Sua conta">
                    {settingsPath ? (
                      <li>
                        <Box asChild css={styles.navLink} onClick={() => setDrawerOpen(false)}>
                          {renderLink({ href: settingsPath, children: 'Configurações' })}
                        </Box>
                      </li>
                    ) : null}
                    <li>
                      <Button variant="outline" w="full" onClick={onLogout}>
                        <LogoutIcon />
                        Sair
                      </Button>
                    </li>
                  </Stack>
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Fechar menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box css={styles.content}>
        <chakra.nav css={styles.sidebar} aria-label="Menu principal">
          <Box css={styles.sidebarBody}>{navigation()}</Box>
        </chakra.nav>
        <chakra.main id={mainId} tabIndex={-1} css={styles.main}>
          {children}
        </chakra.main>
      </Box>
      {footer ? (
        <chakra.footer css={styles.footer}>
          <AppShellFooterBody content={footer} renderLink={renderLink} />
        </chakra.footer>
      ) : null}
    </Box>
  );
}
