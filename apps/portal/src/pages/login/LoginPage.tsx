import { Button, HStack, Link, Stack } from '@chakra-ui/react';
import { dataOf, failureOf, type LoginRequest, loginErrorMessage } from '@odonto/api';
import { AuthLayout, CroField, Notice, PasswordInput, returnAddress } from '@odonto/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSubmission } from '../../data/useSubmission';
import { useSession } from '../../session/SessionProvider';

const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';
/** docs/product-rules.md#session: the button stays disabled this long after each submit. */
export const LOGIN_LOCK_MS = 1500;

interface Message {
  text: string;
  /** A new id per message restarts the Notice's 5-second count. */
  id: number;
}

/** Sign-in screen (docs/product-rules.md#login, /login). */
export function LoginPage() {
  const { authApi, signIn, status } = useSession();
  const navigate = useNavigate();
  // The address a protected screen sent the dentist here from (RequireSession): back there after signing in.
  const { state } = useLocation();
  const [cro, setCro] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  function lockButton() {
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), LOGIN_LOCK_MS);
  }

  const showError = (text: string) => setError({ text, id: Date.now() });

  const login = useSubmission({
    send: (body: LoginRequest) => dataOf(authApi.POST('/account/login', { body })),
    onSuccess: (answer) => {
      signIn(answer.data);
      navigate(returnAddress(state, '/dashboard'), { replace: true });
    },
    onError: (thrown) => showError(loginErrorMessage(failureOf(thrown))),
  });
  const busy = login.busy;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    lockButton();
    const trimmedCro = cro.trim();
    if (!trimmedCro || !password) {
      showError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
    login.submit({ document: trimmedCro, password, origin: 'Dentista' });
  }

  // Already signed in (e.g. the dentist came back to /login): straight to the dashboard.
  if (status === 'authenticated' && !busy)
    return <Navigate to={returnAddress(state, '/dashboard')} replace />;

  return (
    <AuthLayout title="Portal do Dentista" subtitle="Acesse com seu CRO e sua senha">
      <form onSubmit={handleSubmit} noValidate aria-label="Acesso ao portal">
        <Stack gap="4">
          {/* docs/product-rules.md#messages: messages clear themselves after 5 seconds. */}
          {error ? (
            <Notice key={error.id} status="error" autoDismiss onDismiss={() => setError(null)}>
              {error.text}
            </Notice>
          ) : null}
          <CroField
            placeholder="Digite seu CRO*"
            value={cro}
            onChange={(event) => setCro(event.target.value)}
          />
          <PasswordInput
            label="Senha"
            name="password"
            required
            autoComplete="current-password"
            placeholder="Digite sua senha*"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/first-access">Primeiro acesso</RouterLink>
            </Link>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/forgot-password">Esqueceu sua senha?</RouterLink>
            </Link>
          </HStack>
          <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={busy || locked}>
            {busy ? 'Acessando...' : 'Acessar'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
