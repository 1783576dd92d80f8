import { dataOf, failureOf, type LoginRequest, loginErrorMessage, SESSION_EXPIRED } from '@odonto/api';
import { CroField, FP, Notice, PasswordInput, returnAddress } from '@odonto/ui';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSubmission } from '../data/useSubmission';
import { useSession } from '../session/SessionProvider';
import { useUfDoCro } from './UfDoCroField';

const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';

export interface CroLoginFormProps {
  /** Who signs in: the server refuses an account of another role with a message saying where to go. */
  origin: LoginRequest['origin'];
  /** Where a sign-in goes when no protected screen sent the user here. */
  homePath: string;
  /** The form's accessible name ('Acesso ao portal'). */
  label: string;
  croPlaceholder?: string;
  passwordPlaceholder?: string;
  /** The button stays disabled this long after each submit (0: only while the server answers). */
  lockMs?: number;
  /** Shown between the fields and the button (the portal's 'Primeiro acesso' and 'Esqueceu sua senha?'). */
  links?: ReactNode;
}

interface Message {
  text: string;
  /** A new id per message restarts the Notice's 5-second count. */
  id: number;
}

/**
 * The CRO and password form of docs/product-rules.md#login, through the Authentication API; each app puts
 * it in its own page. After a sign-in it goes back to the address a protected screen sent the user from
 * (RequireSession), else home; a user already signed in goes there at once. After a session that expired,
 * it says 'Sua sessão expirou' (docs/product-rules.md#session). Plain elements with Chakra's classes
 * (@odonto/ui's first-paint styles): the sign-in page paints before Chakra's runtime loads.
 */
export function CroLoginForm({
  origin,
  homePath,
  label,
  croPlaceholder,
  passwordPlaceholder,
  lockMs = 0,
  links,
}: CroLoginFormProps) {
  const { authApi, signIn, status, expired } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [cro, setCro] = useState('');
  const [password, setPassword] = useState('');
  // Asked only after the server said the CRO number exists in more than one UF.
  const ufDoCro = useUfDoCro();
  const [error, setError] = useState<Message | null>(null);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  function lockButton() {
    if (lockMs <= 0) return;
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), lockMs);
  }

  const showError = (text: string) => setError({ text, id: Date.now() });

  const login = useSubmission({
    send: (body: LoginRequest) => dataOf(authApi.POST('/account/login', { body })),
    onSuccess: (answer) => {
      signIn(answer.data);
      navigate(returnAddress(state, homePath), { replace: true });
    },
    onError: (thrown) => {
      const failure = failureOf(thrown);
      ufDoCro.noteFailure(failure);
      showError(loginErrorMessage(failure));
    },
  });
  const busy = login.busy;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || locked) return;
    lockButton();
    const document = cro.trim();
    if (!document || !password) {
      showError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    if (ufDoCro.missing) {
      showError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
    // The refresh token comes back in an HttpOnly cookie, never in the body a script could read.
    login.submit({
      document,
      password,
      origin,
      refreshTokenIn: 'cookie',
      ...ufDoCro.payload,
    });
  }

  if (status === 'authenticated' && !busy) return <Navigate to={returnAddress(state, homePath)} replace />;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={label}>
      <div className={FP.stack4}>
        {/* The session ended by itself (not by 'Sair'): said until the next sign-in (issue #34). */}
        {expired ? <Notice status="warning">{SESSION_EXPIRED}</Notice> : null}
        {/* docs/product-rules.md#messages: messages clear themselves after 5 seconds. */}
        {error ? (
          <Notice key={error.id} status="error" autoDismiss onDismiss={() => setError(null)}>
            {error.text}
          </Notice>
        ) : null}
        <CroField
          placeholder={croPlaceholder}
          value={cro}
          onChange={(event) => {
            setCro(event.target.value);
            ufDoCro.reset();
          }}
        />
        {ufDoCro.field}
        <PasswordInput
          label="Senha"
          name="password"
          required
          autoComplete="current-password"
          placeholder={passwordPlaceholder}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {links}
        <button type="submit" className={FP.submitButton} disabled={busy || locked}>
          {busy ? 'Acessando...' : 'Acessar'}
        </button>
      </div>
    </form>
  );
}
