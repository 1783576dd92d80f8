import { type CallFailure, failureOf } from '@odonto/api';
import { AuthLayout, FP, Notice, PasswordInput } from '@odonto/ui';
import { useSubmission } from '@odonto/web-shell';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { type AccessLink, type AccessMessage, AccessNotice, BACK_TO_LOGIN, LinkTo } from './AccessNotice';
import { linkRefused, type NewPasswordWording, newPasswordProblem } from './newPasswordRules';
import { SubmitButton } from './SubmitButton';
import { useLoginRedirect } from './useLoginRedirect';

/** docs/product-rules.md#validation-rules: the notice of a screen opened without the e-mailed token. */
export const MISSING_TOKEN = 'Link inválido ou expirado. Solicite um novo e-mail.';

// Drawn with Chakra: it arrives just after the screen's first paint (StrengthMeter.tsx).
const StrengthMeter = lazy(() => import('./StrengthMeter'));

/** What the screen sends: the e-mailed link's token and the two fields. */
export interface NewPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface NewPasswordScreenProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  /** The button's text while the password is being saved. */
  busyLabel: string;
  /** The screen's wording of the client checks. */
  wording: NewPasswordWording;
  /** Sends the new password with the link's token; resolves to the server's answer, throws a CallError. */
  send: (link: NewPasswordRequest) => Promise<{ message: string }>;
  /** The success text, from the server's message. */
  successMessage: (serverMessage: string) => string;
  /** The error text of a failed call (the screen's entry of the error catalogue). */
  errorMessage: (failure: CallFailure) => string;
  /** Where to ask for a new e-mail when the link is missing or refused. */
  newEmail: AccessLink;
}

/**
 * The operator's name (GET /operadora), which the server refuses in a password: of the owner, a link's screen
 * knows only this. A plain call, not a query: TanStack Query's observer would join the public screens' first
 * load (scripts/web-budget.ts) for one answer.
 */
function useNomeOperadora(): string | undefined {
  const { authApi } = useSession();
  const [nome, setNome] = useState<string>();
  useEffect(() => {
    const controller = new AbortController();
    authApi.GET('/operadora', { signal: controller.signal }).then(
      ({ data }) => setNome(data?.data.nome),
      // Unreachable: the meter goes without the name, and the server still checks it.
      () => undefined,
    );
    return () => controller.abort();
  }, [authApi]);
  return nome;
}

/**
 * The two screens that set a password from an e-mailed link (/register-from-email, /reset-password):
 * both fields with show/hide, the strength bar, the checks of docs/product-rules.md#validation-rules, then /login after 4 s.
 */
export function NewPasswordScreen({
  title,
  subtitle,
  submitLabel,
  busyLabel,
  wording,
  send,
  successMessage,
  errorMessage,
  newEmail,
}: NewPasswordScreenProps) {
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const nomeOperadora = useNomeOperadora();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  // A new id per message restarts the Notice's 5-second count.
  const [message, setMessage] = useState<(AccessMessage & { id: number }) | null>(null);
  const show = (next: AccessMessage) => setMessage({ ...next, id: Date.now() });
  const save = useSubmission({
    send,
    onSuccess: (answer) => show({ tone: 'success', text: successMessage(answer.message) }),
    onError: (thrown) => {
      const failure = failureOf(thrown);
      // Only a refusal of the link itself offers a new e-mail, not one of the password (invalid-params).
      show({
        tone: 'error',
        text: errorMessage(failure),
        ...(linkRefused(failure) ? { link: newEmail } : {}),
      });
    },
  });
  const busy = save.busy;
  const done = save.succeeded;
  useLoginRedirect(done);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || busy || done) return;
    const problem = newPasswordProblem(password, confirmPassword, wording);
    if (problem) {
      show({ tone: 'error', text: problem });
      return;
    }
    setMessage(null);
    save.submit({ token, password, confirmPassword });
  }

  return (
    <AuthLayout title={title} subtitle={subtitle} footer={<LinkTo link={BACK_TO_LOGIN} />}>
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <div className={FP.stack4}>
          {token ? null : (
            <Notice status="warning">
              <div className={FP.stack1Start}>
                {MISSING_TOKEN}
                <LinkTo link={newEmail} />
              </div>
            </Notice>
          )}
          {message ? (
            <AccessNotice key={message.id} message={message} onDismiss={() => setMessage(null)} />
          ) : null}
          <PasswordInput
            label="Nova senha"
            name="password"
            required
            autoComplete="new-password"
            placeholder="Nova senha*"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Suspense fallback={null}>
            <StrengthMeter password={password} owner={{ nomeOperadora }} />
          </Suspense>
          <PasswordInput
            label="Confirmar nova senha"
            name="confirmPassword"
            required
            autoComplete="new-password"
            placeholder="Confirmar nova senha*"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
          <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} disabled={!token || done} />
        </div>
      </form>
    </AuthLayout>
  );
}
