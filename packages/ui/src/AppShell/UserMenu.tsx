import { Avatar, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { LogoutIcon } from '../icons/icons';
import { initialsOf } from './initials';
import type { RenderLink } from './links';

export interface UserMenuProps {
  userName: string;
  /** The user's council registration as people read it, e.g. 'CRO 12345/SP'. */
  credential?: string;
  avatarUrl?: string;
  /** The app's settings screen; none: no 'Configurações'. */
  settingsPath?: string;
  renderLink: RenderLink;
  onLogout: () => void;
}

const SETTINGS = 'configuracoes';
const LOGOUT = 'sair';

/**
 * The avatar, as the button of the user's menu: who is signed in (name, CRO/UF), 'Configurações' and 'Sair'.
 * Chakra's Menu gives the keyboard its usual menu-button behaviour: Enter, Space or the arrows open it,
 * the arrows move, Escape closes it and focus goes back to the avatar.
 */
export function UserMenu({
  userName,
  credential,
  avatarUrl,
  settingsPath,
  renderLink,
  onLogout,
}: UserMenuProps) {
  return (
    <Menu.Root
      // Mounted only while open: a closed menu kept in the page stopped the phone drawer's dialog (and the
      // menu itself) from ever finishing their closing at phone widths (the AppShell Mobile stories).
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === LOGOUT) onLogout();
      }}
    >
      <Menu.Trigger borderRadius="full" cursor="pointer" focusVisibleRing="outside">
        {/* The button's name, from its text (an aria-label would hide the initials axe sees from the name). */}
        <VisuallyHidden>Menu do usuário: {userName}</VisuallyHidden>
        <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
          <Avatar.Fallback data-testid="avatar-fallback">{initialsOf(userName)}</Avatar.Fallback>
          {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg">
                  {userName}
                </Text>
                {credential ? (
                  <Text fontSize="sm" fontWeight="normal" color="fg.muted">
                    {credential}
                  </Text>
                ) : null}
              </Menu.ItemGroupLabel>
              {settingsPath ? (
                <Menu.Item value={SETTINGS} asChild minH="10">
                  {renderLink({ href: settingsPath, children: 'Configurações' })}
                </Menu.Item>
              ) : null}
              <Menu.Item value={LOGOUT} minH="10">
                <LogoutIcon />
                Sair
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
