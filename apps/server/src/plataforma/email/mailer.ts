import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../banco/schema';
import { maskEmail } from '../masking';

/** One e-mail, in pt-BR, as text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the message carries (kept by the dev outbox so it can be listed). */
  link?: string;
}

export interface Mailer {
  /** Sends a message to a dentist (`dentistaId`: whose data export lists it; addresses can be shared). */
  send(message: MailMessage, dentistaId: number): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Print outbox links in the log (never in production). */
  printLinks: boolean;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox (a database table). */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        options.log.info({ para: maskEmail(message.to) }, `e-mail enviado: ${message.subject}`);
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message, dentistaId) {
      await options.db
        .insertInto('emailOutbox')
        .values({
          para: message.to,
          assunto: message.subject,
          texto: message.text,
          html: message.html,
          link: message.link ?? null,
          dentistaId,
        })
        .execute();
      // The link is printed on purpose (outside production only): it is how a newcomer without SMTP
      // completes first access. It goes in a field of its own, which the message masking leaves alone.
      if (options.printLinks && message.link) {
        options.log.info(
          { linkDoEmail: message.link },
          `e-mail guardado na caixa de saída de desenvolvimento (/dev/emails): ${message.subject}`,
        );
      }
    },
    close: () => {},
  };
}
