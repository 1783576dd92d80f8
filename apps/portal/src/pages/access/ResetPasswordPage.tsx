import { dataOf, resetPasswordErrorMessage } from '@odonto/api';
import { useSession } from '../../session/SessionProvider';
import { NewPasswordScreen } from './NewPasswordScreen';
import { RESET_PASSWORD_WORDING } from './newPasswordRules';

/** docs/product-rules.md#reset-password: what the reset screen says on success, whatever the server's message. */
export const PASSWORD_RESET = 'Senha redefinida com sucesso! Você será redirecionado para o login.';

const successMessage = () => PASSWORD_RESET;

/** Reset the password from the recovery e-mail (docs/product-rules.md#reset-password, /reset-password?token=…). */
export function ResetPasswordPage() {
  const { authApi } = useSession();
  return (
    <NewPasswordScreen
      title="Redefinir Senha"
      subtitle="Crie uma nova senha para acessar o portal"
      submitLabel="Redefinir senha"
      busyLabel="Redefinindo..."
      wording={RESET_PASSWORD_WORDING}
      // docs/product-rules.md#d2: this screen sends newPassword.
      send={({ token, password, confirmPassword }) =>
        dataOf(
          authApi.POST('/account/reset-password', {
            params: { query: { token } },
            body: { newPassword: password, confirmPassword },
          }),
        )
      }
      successMessage={successMessage}
      errorMessage={resetPasswordErrorMessage}
      newEmail={{ to: '/forgot-password', label: 'Solicitar novo e-mail' }}
    />
  );
}
