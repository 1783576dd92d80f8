import { layout } from '../plataforma/email/layout';
import type { MailMessage } from '../plataforma/email/mailer';

/** The first-access e-mail: a link to set the first password, valid for 24 hours. */
export function firstAccessMessage(to: string, nome: string, link: string): MailMessage {
  const title = 'Primeiro acesso ao Portal do Dentista';
  const paragraphs = [
    `Olá, ${nome}.`,
    'Recebemos a solicitação de primeiro acesso ao Portal do Dentista. Para definir sua senha, use o link abaixo. Ele vale por 24 horas e só pode ser usado uma vez.',
  ];
  return {
    to,
    subject: 'Portal do Dentista: defina sua senha de primeiro acesso',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\nSe você não fez esta solicitação, ignore este e-mail.\n`,
    html: layout(title, paragraphs, { label: 'Definir minha senha', href: link }),
    link,
  };
}

/** The password-reset e-mail: a link to choose a new password, valid for 1 hour. */
export function resetPasswordMessage(to: string, nome: string, link: string): MailMessage {
  const title = 'Redefinição de senha do Portal do Dentista';
  const paragraphs = [
    `Olá, ${nome}.`,
    'Recebemos um pedido para redefinir a senha do Portal do Dentista. Para escolher uma nova senha, use o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez.',
  ];
  return {
    to,
    subject: 'Portal do Dentista: redefinição de senha',
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\nSe você não fez esta solicitação, ignore este e-mail.\n`,
    html: layout(title, paragraphs, { label: 'Redefinir minha senha', href: link }),
    link,
  };
}

/** How the password changed: from Configurações (signed in) or through the reset link. */
export type PasswordChange = 'alterada' | 'redefinida';

/**
 * Tells the dentist that the password changed and which sessions ended, with the way back in when it was not
 * them (a reset link e-mailed to this same address).
 */
export function passwordChangedMessage(
  to: string,
  nome: string,
  change: PasswordChange,
  forgotPasswordLink: string,
): MailMessage {
  const title = change === 'alterada' ? 'Sua senha foi alterada' : 'Sua senha foi redefinida';
  const paragraphs = [
    `Olá, ${nome}.`,
    change === 'alterada'
      ? 'A senha do Portal do Dentista foi alterada em Configurações. A sessão em que a troca foi feita continua aberta; as demais sessões foram encerradas.'
      : 'A senha do Portal do Dentista foi redefinida pelo link enviado a este e-mail. Todas as sessões abertas foram encerradas.',
    'Se não foi você, redefina a senha agora pelo link abaixo e entre em contato com a operadora.',
  ];
  return {
    to,
    subject: `Portal do Dentista: sua senha foi ${change}`,
    text: `${paragraphs.join('\n\n')}\n\n${forgotPasswordLink}\n`,
    html: layout(title, paragraphs, { label: 'Redefinir minha senha', href: forgotPasswordLink }, null),
  };
}
