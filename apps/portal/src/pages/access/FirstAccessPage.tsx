import { type CallFailure, dataOf, firstAccessOutcome, maskEmailsIn } from '@odonto/api';
import { useSession } from '../../session/SessionProvider';
import { type CroRequestAnswer, CroRequestScreen } from './CroRequestScreen';

/** docs/product-rules.md#api-calls: the success message when the server gives none. */
export const FIRST_ACCESS_SENT = 'Solicitação de primeiro acesso enviada com sucesso! Verifique seu email';

// docs/product-rules.md#validation-rules: an address inside a message is masked, whatever the server sent.
const answerSent = (serverMessage: string): CroRequestAnswer => ({
  tone: 'success',
  text: maskEmailsIn(serverMessage || FIRST_ACCESS_SENT),
});

function answerFailed(failure: CallFailure): CroRequestAnswer {
  const outcome = firstAccessOutcome(failure);
  if (outcome.kind === 'error') return { tone: 'error', text: outcome.message };
  // Already done: shown like a success, with the way the message itself points to.
  return {
    tone: 'success',
    text: outcome.message,
    link: { to: '/forgot-password', label: 'Esqueci minha senha' },
  };
}

/** Request first access (docs/product-rules.md#first-access, /first-access): the e-mail with the link to set a password. */
export function FirstAccessPage() {
  const { authApi } = useSession();
  return (
    <CroRequestScreen
      title="Primeiro Acesso"
      subtitle="Solicite o cadastro da sua conta"
      submitLabel="Solicitar Cadastro"
      busyLabel="Enviando..."
      send={(body) => dataOf(authApi.POST('/account/register-first-access', { body }))}
      answerSent={answerSent}
      answerFailed={answerFailed}
    />
  );
}
