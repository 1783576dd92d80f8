import { layout } from '../plataforma/email/layout';
import type { MailMessage } from '../plataforma/email/mailer';

const WHY = 'Você recebe este e-mail porque as notificações por e-mail estão ativas em Configurações.';

/** The e-mail of an audit decision: what was decided on which item, and the link to the plan. */
export function decisaoMessage(
  to: string,
  nome: string,
  titulo: string,
  texto: string,
  link: string,
): MailMessage {
  const paragraphs = [
    `Olá, ${nome}.`,
    texto,
    'Abra o plano de tratamento no Portal do Dentista para ver o histórico do procedimento e, se a auditoria pediu, responder.',
  ];
  return {
    to,
    subject: `Portal do Dentista: ${titulo.toLowerCase()}`,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\n${WHY}\n`,
    html: layout(titulo, paragraphs, { label: 'Abrir o plano de tratamento', href: link }, WHY),
    link,
  };
}
