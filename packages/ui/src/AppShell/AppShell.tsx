import {
  Avatar,
  Box,
  Button,
  CloseButton,
  chakra,
  Drawer,
  Flex,
  IconButton,
  Input,
  Portal,
  SkipNavLink,
  Stack,
  Text,
  useSlotRecipe,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type FormEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { LogoutIcon, MenuIcon, PlusIcon, SearchIcon } from '../icons/icons';
import { Logo } from '../Logo';
import { appShellRecipe } from '../theme/recipes/appShell';
import { AppShellFooterBody, type AppShellFooterContent } from './AppShellFooter';
import { isActivePath } from './isActivePath';
import { type RenderLink, renderAnchor } from './links';

export interface AppShellNavItem {
  /** Text of the item. */
  label: string;
  /** Path the item leads to; the item is highlighted on this path and below it. */
  path: string;
}

export interface AppShellProps {
  /** The current location's path, used to highlight the navigation item. */
  currentPath: string;
  /** Name of the signed-in dentist. */
  userName: string;
  /** Role shown under the name. */
  userRole?: string;
  /** Photo of the dentist; initials are shown when missing or when it fails to load. */
  avatarUrl?: string;
  /** Called with the trimmed search text (card number or CPF) on Enter or the search button. */
  onSearch: (term: string) => void;
  /** Called by 'Novo Plano de Tratamento'. */
  onNewPlan: () => void;
  /** Called by 'Sair'. */
  onLogout: () => void;
  /** Renders internal links (pass React Router's Link); plain anchors by default. */
  renderLink?: RenderLink;
  /** Items of the side navigation: the app's screens. */
  navItems: ReadonlyArray<AppShellNavItem>;
  /** Contents of the footer. */
  footer: AppShellFooterContent;
  /** Controls beside the user in the header, e.g. the NotificationsMenu. */
  headerActions?: ReactNode;
  /** Id of the main region, the target of the skip link. */
  mainId?: string;
  /** The screen. */
  children: ReactNode;
}

// Short enough to show whole in the header at 1024 px (the NarrowDesktop story measures it).
const SEARCH_PLACEHOLDER = 'Nº da carteirinha ou CPF';

/**
 * Layout of every protected screen: fixed header with search, user and logout; side navigation that
 * becomes a drawer on small screens; footer; skip link to the content.
 */
export function AppShell({
  currentPath,
  userName,
  userRole = 'Dentista',
  avatarUrl,
  onSearch,
  onNewPlan,
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
  const [term, setTerm] = useState('');
  const searchId = useId();
  const searchPanelId = useId();
  const searchInputRef = useRef<HTMLInputElement>(null);

  // On phones the toggle reveals the field: put the cursor in it so typing can start at once.
  function toggleSearch() {
    const opening = !searchOpen;
    setSearchOpen(opening);
    if (opening) requestAnimationFrame(() => searchInputRef.current?.focus());
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    // docs/product-rules.md#validation-rules: the search term must be non-empty after trimming.
    if (trimmed) onSearch(trimmed);
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
          <Logo size={36} />
        </Box>
        <chakra.form
          id={searchPanelId}
          role="search"
          aria-label="Buscar beneficiário"
          css={styles.search}
          display={{ base: searchOpen ? 'flex' : 'none', lg: 'flex' }}
          onSubmit={submitSearch}
        >
          <VisuallyHidden asChild>
            <label htmlFor={searchId}>Carteirinha ou CPF do beneficiário</label>
          </VisuallyHidden>
          <Input
            ref={searchInputRef}
            id={searchId}
            type="search"
            placeholder={SEARCH_PLACEHOLDER}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
          />
          <IconButton type="submit" aria-label="Buscar" colorPalette="brand">
            <SearchIcon />
          </IconButton>
        </chakra.form>
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
        <Button display={{ base: 'none', lg: 'inline-flex' }} colorPalette="brand" onClick={onNewPlan}>
          <PlusIcon />
          Novo Plano de Tratamento
        </Button>
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
          <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={userName} data-testid="avatar-fallback" />
            {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
          </Avatar.Root>
          <Button display={{ base: 'none', lg: 'inline-flex' }} variant="outline" onClick={onLogout}>
            <LogoutIcon />
            Sair
          </Button>
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
                  <Box>
                    <Text fontWeight="semibold">{userName}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {userRole}
                    </Text>
                  </Box>
                  <nav aria-label="Menu principal">{navigation(() => setDrawerOpen(false))}</nav>
                  <Button
                    colorPalette="brand"
                    onClick={() => {
                      setDrawerOpen(false);
                      onNewPlan();
                    }}
                  >
                    <PlusIcon />
                    Novo Plano de Tratamento
                  </Button>
                  <Button variant="outline" onClick={onLogout}>
                    <LogoutIcon />
                    Sair
                  </Button>
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
      <chakra.footer css={styles.footer}>
        <AppShellFooterBody content={footer} renderLink={renderLink} />
      </chakra.footer>
    </Box>
  );
}
