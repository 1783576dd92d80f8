import { AuthLayout } from '@odonto/ui';
import { CroLoginForm } from '@odonto/web-shell';

/**
 * /auditoria/login: CRO and password through the Authentication API with origin 'Auditor'. The server
 * answers a dentist's account with 403 and a message saying where to sign in: shown as it comes.
 */
export function LoginPage() {
  return (
    <AuthLayout
      title="Auditoria odontológica"
      subtitle="Acesse com seu CRO e sua senha de auditor"
      bannerTitle="Console de auditoria"
      bannerText="Fila de itens em análise, planos com odontograma e arquivos, decisão por item com os códigos da Tabela 38."
    >
      <CroLoginForm origin="Auditor" homePath="/" label="Acesso ao console de auditoria" />
    </AuthLayout>
  );
}
