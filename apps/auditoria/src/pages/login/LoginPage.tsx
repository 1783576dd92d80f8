import { AuthLayout } from '@odonto/ui';
import { CroLoginForm } from '@odonto/web-shell';
import { useEffect } from 'react';
import { preloadSignedIn } from '../../app/screens';

/**
 * /auditoria/login: CRO and password through the Authentication API with origin 'Auditor'. The server
 * answers a dentist's account with 403 and a message saying where to sign in: shown as it comes.
 */
export function LoginPage() {
  // While the auditor types, the queue's code arrives: after the sign-in only its data is awaited. Once the
  // page is drawn, so that the form shows first.
  useEffect(() => {
    const timer = setTimeout(preloadSignedIn, 0);
    return () => clearTimeout(timer);
  }, []);
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
