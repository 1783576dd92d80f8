import { Button, Field, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { AuthLayout, Notice, PasswordInput } from '@odonto/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const REQUIRED_FIELDS_MESSAGE = 'Por favor, preencha todos os campos obrigatórios.';

/** Sign-in screen (portal-spec.md §2, /login). */
export function LoginPage() {
  const [cro, setCro] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!cro.trim() || !password) {
      setError(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setError(null);
  }

  return (
    <AuthLayout title="Portal do Dentista" subtitle="Acesse com seu CRO e sua senha">
      <form onSubmit={handleSubmit} noValidate aria-label="Acesso ao portal">
        <Stack gap="4">
          {/* portal-spec.md §4: messages clear themselves after 5 seconds. */}
          {error ? (
            <Notice status="error" autoDismiss onDismiss={() => setError(null)}>
              {error}
            </Notice>
          ) : null}
          <Field.Root required>
            <Field.Label>
              CRO
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="document"
              inputMode="numeric"
              autoComplete="username"
              placeholder="Digite seu CRO*"
              value={cro}
              onChange={(event) => setCro(event.target.value)}
            />
          </Field.Root>
          <PasswordInput
            label="Senha"
            name="password"
            required
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
          <Button type="submit" colorPalette="brand" size="lg" w="full">
            Acessar
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
