import { dataOf, setPasswordErrorMessage } from '@odonto/api';
import { useSession } from '../../session/SessionProvider';
import { NewPasswordScreen } from './NewPasswordScreen';
import { SET_PASSWORD_WORDING } from './newPasswordRules';

/** docs/product-rules.md#api-calls: the success message when the server gives none. */
export const PASSWORD_SET = 'Senha definida com sucesso!';

const successMessage = (serverMessage: string) => serverMessage || PASSWORD_SET;

/** Set the first password from the first-access e-mail (docs/product-rules.md#set-password-from-e-mailed-link, /register-from-email?token=…). */
export function RegisterFromEmailPage() {
  const { authApi } = useSession();
  return (
    <NewPasswordScreen
      title="Definir Nova Senha"
      subtitle="Crie uma senha segura para acessar o portal"
      submitLabel="Definir Senha"
      busyLabel="Salvando..."
      wording={SET_PASSWORD_WORDING}
      send={({ token, password, confirmPassword }) =>
        dataOf(
          authApi.POST('/account/register-from-email', {
            params: { query: { token } },
            body: { password, confirmPassword },
          }),
        )
      }
      successMessage={successMessage}
      errorMessage={setPasswordErrorMessage}
      newEmail={{ to: '/first-access', label: 'Solicitar novo e-mail' }}
    />
  );
}
