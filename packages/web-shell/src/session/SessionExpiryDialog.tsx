import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from './SessionProvider';
import { formatRemaining } from './sessionCountdown';

export const SESSION_WARNING_TITLE = 'Sua sessão vai expirar';
export const SESSION_WARNING_TEXT = 'Sua sessão vai expirar em 2 minutos. Deseja continuar conectado?';
export const KEEP_SIGNED_IN = 'Continuar conectado';
export const SIGN_OUT = 'Sair';
export const RENEW_FAILED =
  'Não foi possível renovar a sessão agora. Verifique sua conexão e tente novamente.';
/** The absolute limit (12 h from sign-in) cannot be pushed back: a renewal keeps the same deadline. */
export const AT_MAXIMUM =
  'A sessão chegou ao limite de duração e não pode ser estendida. Conclua o que está fazendo e entre novamente.';

export interface SessionExpiryDialogProps {
  /** Milliseconds until the session ends. */
  remainingMs: number;
  /** The app's sign-in address, where 'Sair' leads. */
  loginPath: string;
}

/**
 * The warning itself (SessionExpiryWarning draws it within the last two minutes): an alertdialog with the
 * countdown, 'Continuar conectado' (focused; a refresh, which restarts the idle limit; Escape does the same:
 * the dentist is here) and 'Sair'.
 */
export function SessionExpiryDialog({ remainingMs, loginPath }: SessionExpiryDialogProps) {
  const { renew, signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'renew-failed' | 'at-maximum' | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);

  const keepSignedIn = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const renewed = await renew();
    setBusy(false);
    // Renewed, the new deadline closes this dialog; still open, it was the absolute limit, which no renewal moves.
    setProblem(renewed ? 'at-maximum' : 'renew-failed');
  };

  const leave = async () => {
    setBusy(true);
    await signOut();
    navigate(loginPath, { replace: true });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open
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
                  {formatRemaining(remainingMs)}
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
