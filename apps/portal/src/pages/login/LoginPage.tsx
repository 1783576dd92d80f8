import { AuthLayout, FP } from '@odonto/ui';
import { CroLoginForm } from '@odonto/web-shell';
import { Link as RouterLink } from 'react-router-dom';

/** docs/product-rules.md#session: the button stays disabled this long after each submit. */
export const LOGIN_LOCK_MS = 1500;

/**
 * Sign-in screen (docs/product-rules.md#login, /login). Chakra-free, like the whole of its first paint (the kit's
 * first-paint styles): its first load stays under issue #34's 120 KB.
 */
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
          <div className={FP.linksRow}>
            <RouterLink to="/first-access" className={FP.link}>
              Primeiro acesso
            </RouterLink>
            <RouterLink to="/forgot-password" className={FP.link}>
              Esqueceu sua senha?
            </RouterLink>
          </div>
        }
      />
    </AuthLayout>
  );
}
