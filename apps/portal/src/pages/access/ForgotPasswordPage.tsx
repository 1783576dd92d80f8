import { type CallFailure, dataOf, forgotPasswordErrorMessage, maskEmailsIn } from '@odonto/api';
import { useSession } from '../../session/SessionProvider';
import { type CroRequestAnswer, CroRequestScreen } from './CroRequestScreen';

/** The success message when the server gives none (the spec has no wording for it). */
export const RESET_LINK_SENT = 'Enviamos um link de redefinição de senha para o seu e-mail.';

const answerSent = (serverMessage: string): CroRequestAnswer => ({
  tone: 'success',
  text: maskEmailsIn(serverMessage || RESET_LINK_SENT),
  redirect: true,
});

const answerFailed = (failure: CallFailure): CroRequestAnswer => ({
  tone: 'error',
  text: forgotPasswordErrorMessage(failure),
});

/** Forgot password (docs/product-rules.md#forgot-password, /forgot-password): the e-mail with the reset link, then /login. */
export function ForgotPasswordPage() {
  const { authApi } = useSession();
  return (
    <CroRequestScreen
      title="Esqueci minha Senha"
      subtitle="Informe seu CRO para recuperar o acesso"
      submitLabel="Recuperar senha"
      busyLabel="Enviando..."
      send={(body) => dataOf(authApi.POST('/account/forgot-password', { body }))}
      answerSent={answerSent}
      answerFailed={answerFailed}
    />
  );
}
