import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './SessionProvider';
import { formatRemaining, nextTickIn, sessionPhase } from './sessionCountdown';

export const SESSION_WARNING_TITLE = 'Sua sessão vai expirar';
export const SESSION_WARNING_TEXT = 'Sua sessão vai expirar em 2 minutos. Deseja continuar conectado?';
export const KEEP_SIGNED_IN = 'Continuar conectado';
export const SIGN_OUT = 'Sair';
export const RENEW_FAILED =
  'Não foi possível renovar a sessão agora. Verifique sua conexão e tente novamente.';
/** The absolute limit (12 h from sign-in) cannot be pushed back: a renewal keeps the same deadline. */
export const AT_MAXIMUM =
  'A sessão chegou ao limite de duração e não pode ser estendida. Conclua o que está fazendo e entre novamente.';

/** Now, read again whenever the countdown needs it: at the warning's start, then every second. */
function useNow(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `now` schedules the next tick.
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), nextTickIn(Date.now(), expiresAt));
    return () => clearTimeout(timer);
  }, [expiresAt, now]);
  return now;
}

export interface SessionExpiryWarningProps {
  /** The app's sign-in address, where 'Sair' leads (default '/login'). */
  loginPath?: string;
}

/**
 * Two minutes before the session ends (its idle or absolute limit, as the last sign-in or refresh of any tab
 * said), an alertdialog offers 'Continuar conectado' (a refresh, which restarts the idle limit) or 'Sair', with
 * a live countdown. Escape counts as continuing: the dentist is here. At the deadline the session ends here as
 * expired and the login says so (issue #34).
 */
export function SessionExpiryWarning({ loginPath = '/login' }: SessionExpiryWarningProps) {
  const { expiresAt, renew, signOut, expire } = useSession();
  const navigate = useNavigate();
  const now = useNow(expiresAt);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'renew-failed' | 'at-maximum' | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const phase = expiresAt === null ? 'active' : sessionPhase(now, expiresAt);

  useEffect(() => {
    if (phase === 'ended') expire();
  }, [phase, expire]);
  // A new warning starts with no message of the last one.
  useEffect(() => {
    if (phase === 'active') setProblem(null);
  }, [phase]);

  const keepSignedIn = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const renewed = await renew();
    setBusy(false);
    // Renewed and still within two minutes: the absolute limit, which no renewal moves.
    setProblem(renewed ? 'at-maximum' : 'renew-failed');
  };

  const leave = async () => {
    setBusy(true);
    await signOut();
    navigate(loginPath, { replace: true });
  };

  const open = phase === 'warning' && expiresAt !== null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) void keepSignedIn();
      }}
      closeOnInteractOutside={false}
      initialFocusEl={() => continueRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            <Dialog.Header>
              <Dialog.Title>{SESSION_WARNING_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Dialog.Description>{SESSION_WARNING_TEXT}</Dialog.Description>
                {/* role timer: read when asked, not announced every second. */}
                <Text role="timer" aria-label="Tempo restante" fontSize="2xl" fontWeight="semibold">
                  {expiresAt === null ? null : formatRemaining(expiresAt - now)}
                </Text>
                {problem ? (
                  <Text role="alert" color={problem === 'renew-failed' ? 'fg.error' : 'fg'}>
                    {problem === 'renew-failed' ? RENEW_FAILED : AT_MAXIMUM}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => void leave()}>
                {SIGN_OUT}
              </Button>
              <Button
                ref={continueRef}
                colorPalette="brand"
                loading={busy}
                loadingText={KEEP_SIGNED_IN}
                onClick={() => void keepSignedIn()}
              >
                {KEEP_SIGNED_IN}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
