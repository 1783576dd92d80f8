import { layout } from '../plataforma/email/layout';
import type { MailMessage } from '../plataforma/email/mailer';

const WHY = 'Você recebe este e-mail porque as notificações por e-mail estão ativas em Configurações.';

/** A notice by e-mail: greeting, what happened, what to do, and the button to the screen it is about. */
function aviso(
  to: string,
  nome: string,
  titulo: string,
  texto: string,
  link: { href: string; label: string; orientacao: string },
): MailMessage {
  const paragraphs = [`Olá, ${nome}.`, texto, link.orientacao];
  return {
    to,
    subject: `Portal do Dentista: ${titulo.toLowerCase()}`,
    text: `${paragraphs.join('\n\n')}\n\n${link.href}\n\n${WHY}\n`,
    html: layout(titulo, paragraphs, { label: link.label, href: link.href }, WHY),
    link: link.href,
  };
}

/** The e-mail of an audit decision: what was decided on which item, and the link to the plan. */
export function decisaoMessage(to: string, nome: string, titulo: string, texto: string, href: string) {
  return aviso(to, nome, titulo, texto, {
    href,
    label: 'Abrir o plano de tratamento',
    orientacao:
      'Abra o plano de tratamento no Portal do Dentista para ver o histórico do procedimento e, se a auditoria pediu, responder.',
  });
}

/** The e-mail of a billing batch's step (received, analysed, paid), with the link to the batch. */
export function loteMessage(to: string, nome: string, titulo: string, texto: string, href: string) {
  return aviso(to, nome, titulo, texto, {
    href,
    label: 'Abrir o lote',
    orientacao:
      'Abra o lote em Faturamento, no Portal do Dentista, para ver as guias, os valores e o protocolo.',
  });
}
