import { Button, Stack } from '@chakra-ui/react';
import { dataOf, failureOf, loginErrorMessage } from '@odonto/api';
import { AuthLayout, CroField, Notice, PasswordInput, returnAddress } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';

const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';

/**
 * /auditoria/login: CRO and password through the Authentication API with origin 'Auditor'. The server
 * answers a dentist's account with 403 and a message saying where to sign in: shown as it comes.
 */
export function LoginPage() {
  const { authApi, signIn, status } = useSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [cro, setCro] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const document = cro.trim();
    if (!document || !password) {
      setError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await dataOf(
        authApi.POST('/account/login', { body: { document, password, origin: 'Auditor' } }),
      );
      signIn(answer.data);
      navigate(returnAddress(state, '/'), { replace: true });
    } catch (thrown) {
      setError(loginErrorMessage(failureOf(thrown)));
      setBusy(false);
    }
  }

  if (status === 'authenticated' && !busy) return <Navigate to={returnAddress(state, '/')} replace />;

  return (
    <AuthLayout
      title="Auditoria odontológica"
      subtitle="Acesse com seu CRO e sua senha de auditor"
      bannerTitle="Console de auditoria"
      bannerText="Fila de itens em análise, planos com odontograma e arquivos, decisão por item com os códigos da Tabela 38."
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Acesso ao console de auditoria">
        <Stack gap="4">
          {error ? (
            <Notice status="error" onDismiss={() => setError(null)}>
              {error}
            </Notice>
          ) : null}
          <CroField value={cro} onChange={(event) => setCro(event.target.value)} />
          <PasswordInput
            label="Senha"
            name="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" colorPalette="brand" size="lg" w="full" disabled={busy}>
            {busy ? 'Acessando...' : 'Acessar'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
