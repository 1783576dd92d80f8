import {
  Box,
  Button,
  chakra,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Notificacao } from '@odonto/contract';
import { useEffect, useRef, useState } from 'react';
import { type RenderLink, renderAnchor } from '../AppShell/links';
import { formatDateTime } from '../format';
import { BellIcon } from '../icons/icons';
import { notificationsLabel, unreadBadge } from './labels';

export interface NotificationsMenuProps {
  /** The latest notifications, newest first (listNotificacoes). */
  notificacoes: ReadonlyArray<Notificacao>;
  /** How many are unread: the server's count, which may cover more than the ones listed. */
  naoLidas: number;
  /** Where a notification leads: its plan's screen, or its billing batch's. */
  hrefOf: (notificacao: Notificacao) => string;
  /** Called by 'Marcar todas como lidas'. */
  onMarkAllRead: () => void;
  /** True while marking all as read: the button waits. */
  markingAllRead?: boolean;
  /** Called when a notification is followed (e.g. to mark it read). */
  onSelect?: (notificacao: Notificacao) => void;
  /** True while the list has not arrived. */
  loading?: boolean;
  /** A pt-BR message when the list could not be loaded (shown instead of it). */
  error?: string | null;
  /** A pt-BR message when marking as read failed (shown above the list). */
  actionError?: string | null;
  /** Renders internal links (pass React Router's Link, as to AppShell); plain anchors by default. */
  renderLink?: RenderLink;
}

/**
 * The bell in the header: the unread count, and a popover listing the notifications, each a link to its
 * plan, with 'Marcar todas como lidas'. A new unread notification is announced to screen readers.
 */
export function NotificationsMenu({
  notificacoes,
  naoLidas,
  hrefOf,
  onMarkAllRead,
  markingAllRead = false,
  onSelect,
  loading = false,
  error = null,
  actionError = null,
  renderLink = renderAnchor,
}: NotificationsMenuProps) {
  const [open, setOpen] = useState(false);
  const announcement = useNewArrivalAnnouncement(notificacoes, naoLidas, loading);

  return (
    <>
      <Popover.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        positioning={{ placement: 'bottom-end' }}
      >
        {/* The count lies over the bell, outside the button: its text is in the button's name already. */}
        <Box position="relative" flexShrink={0}>
          <Popover.Trigger asChild>
            {/* sm: with it the header still fits the whole search placeholder at 1024 px. */}
            <IconButton variant="ghost" size="sm" aria-label={notificationsLabel(naoLidas)}>
              <BellIcon />
            </IconButton>
          </Popover.Trigger>
          {naoLidas > 0 ? (
            <Box
              aria-hidden="true"
              data-testid="notificacoes-contagem"
              pointerEvents="none"
              position="absolute"
              top="-1.5"
              insetEnd="-1.5"
              minW="5"
              h="5"
              px="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              borderRadius="full"
              bg="red.700"
              color="white"
              // 12 px at least, white on red.700 (about 8:1). lineHeight "4.5" was no token but a 4.5 multiplier:
              // a 45 px line pushed the digits out of the 18 px dot, which showed blank.
              fontSize="xs"
              fontWeight="bold"
              lineHeight="1"
            >
              {unreadBadge(naoLidas)}
            </Box>
          ) : null}
        </Box>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="min(24rem, calc(100vw - 2rem))">
              {/* A div, not Chakra's <header>: in the page's body it would be a second banner landmark. */}
              <Popover.Header
                asChild
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="2"
              >
                <div>
                  <Popover.Title fontWeight="semibold">Notificações</Popover.Title>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="brand"
                    disabled={naoLidas === 0}
                    loading={markingAllRead}
                    onClick={onMarkAllRead}
                  >
                    Marcar todas como lidas
                  </Button>
                </div>
              </Popover.Header>
              <Popover.Body pt="0" px="2" pb="2" maxH="min(28rem, 70vh)" overflowY="auto">
                {actionError ? (
                  <Text px="2" pb="2" fontSize="sm" color="fg.error" role="alert">
                    {actionError}
                  </Text>
                ) : null}
                {loading ? (
                  <Text px="2" py="3" color="fg.muted" role="status">
                    Carregando notificações...
                  </Text>
                ) : error ? (
                  <Text px="2" py="3" color="fg.error" role="alert">
                    {error}
                  </Text>
                ) : notificacoes.length === 0 ? (
                  <Text px="2" py="3" color="fg.muted">
                    Nenhuma notificação.
                  </Text>
                ) : (
                  <Stack as="ul" gap="1" listStyleType="none" aria-label="Notificações">
                    {notificacoes.map((notificacao) => (
                      <li key={notificacao.idNotificacao}>
                        <Box
                          asChild
                          display="block"
                          px="2"
                          py="2"
                          borderRadius="md"
                          color="fg"
                          textDecoration="none"
                          bg={notificacao.lida ? undefined : 'brand.subtle'}
                          _hover={{ bg: 'bg.muted' }}
                          focusRing="outside"
                          data-lida={notificacao.lida}
                          onClick={() => {
                            setOpen(false);
                            onSelect?.(notificacao);
                          }}
                        >
                          {renderLink({
                            href: hrefOf(notificacao),
                            children: <NotificationText notificacao={notificacao} />,
                          })}
                        </Box>
                      </li>
                    ))}
                  </Stack>
                )}
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {/* aria-live without role="status": the screen's own status messages stay the only status role. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="notificacoes-aviso">
        {announcement}
      </VisuallyHidden>
    </>
  );
}

function NotificationText({ notificacao }: { notificacao: Notificacao }) {
  return (
    <>
      <chakra.span display="flex" alignItems="center" gap="2" fontWeight="semibold" fontSize="sm">
        {notificacao.lida ? null : (
          <>
            <chakra.span aria-hidden="true" flexShrink={0} boxSize="2" borderRadius="full" bg="brand.solid" />
            <VisuallyHidden>Não lida:</VisuallyHidden>
          </>
        )}{' '}
        {notificacao.titulo}
      </chakra.span>{' '}
      <chakra.span display="block" fontSize="sm">
        {notificacao.texto}
      </chakra.span>{' '}
      <chakra.time display="block" fontSize="xs" color="fg.muted" dateTime={notificacao.dtCriacao}>
        {formatDateTime(notificacao.dtCriacao)}
      </chakra.time>
    </>
  );
}

/**
 * The text of the live region: the newest notification's title when the unread count grows while the
 * portal is open. The count the list first arrives with is the baseline, not news: the 0 shown while it
 * loads growing to the unread count it arrives with would read old news aloud.
 */
function useNewArrivalAnnouncement(
  notificacoes: ReadonlyArray<Notificacao>,
  naoLidas: number,
  loading: boolean,
): string {
  const previous = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newest = notificacoes[0]?.titulo;
  useEffect(() => {
    if (loading) return;
    if (previous.current !== null && naoLidas > previous.current) {
      setAnnouncement(newest ? `Nova notificação: ${newest}` : notificationsLabel(naoLidas));
    }
    previous.current = naoLidas;
  }, [naoLidas, newest, loading]);
  return announcement;
}
