import { HStack, Link } from '@chakra-ui/react';
import { AuthLayout } from '@odonto/ui';
import { CroLoginForm } from '@odonto/web-shell';
import { Link as RouterLink } from 'react-router-dom';

/** docs/product-rules.md#session: the button stays disabled this long after each submit. */
export const LOGIN_LOCK_MS = 1500;

/** Sign-in screen (docs/product-rules.md#login, /login). */
export function LoginPage() {
  return (
    <AuthLayout title="Portal do Dentista" subtitle="Acesse com seu CRO e sua senha">
      <CroLoginForm
        origin="Dentista"
        homePath="/dashboard"
        label="Acesso ao portal"
        croPlaceholder="Digite seu CRO*"
        passwordPlaceholder="Digite sua senha*"
        lockMs={LOGIN_LOCK_MS}
        links={
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/first-access">Primeiro acesso</RouterLink>
            </Link>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/forgot-password">Esqueceu sua senha?</RouterLink>
            </Link>
          </HStack>
        }
      />
    </AuthLayout>
  );
}
