import type { Kysely } from 'kysely';
import { diaEmSaoPaulo } from '../ciclo-de-vida/prazos/dias';
import type { DentistSchema } from '../contract';
import type { Database } from '../plataforma/banco/schema';
import type { Mailer, MailMessage } from '../plataforma/email/mailer';
import { ApiError, type InvalidParam } from '../plataforma/errors';
import { maskEmail } from '../plataforma/masking';
import { addBusinessDays } from './business-days';
import { brazilianDate, MSG_OUVIDORIA } from './messages';

/** ANS RN 323/2013: the ombudsman answers within 7 business days. */
export const RESPONSE_BUSINESS_DAYS = 7;

/** The OuvidoriaMensagem body of openapi/dentist.yaml. */
export type OuvidoriaInput = DentistSchema<'OuvidoriaMensagem'>;

const optionalText = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Checks what the description cannot: blank fields and the WhatsApp number's digits. */
function validated(input: OuvidoriaInput) {
  const fields = {
    numeroCarteira: input.numeroCarteira.trim(),
    nome: input.nome.trim(),
    email: input.email.trim(),
    whatsapp: input.whatsapp.trim(),
    cidade: input.cidade.trim(),
    mensagem: input.mensagem.trim(),
  };
  // Each refusal names its field (invalid-params) so that the form places it without comparing its words.
  const problems: InvalidParam[] = [];
  const refuse = (name: keyof typeof fields, reason: string) => problems.push({ name, reason });
  if (!fields.numeroCarteira) refuse('numeroCarteira', MSG_OUVIDORIA.numeroCarteira);
  if (!fields.nome) refuse('nome', MSG_OUVIDORIA.nome);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email)) refuse('email', MSG_OUVIDORIA.email);
  const whatsappDigits = fields.whatsapp.replace(/\D/g, '');
  if (whatsappDigits.length < 10 || whatsappDigits.length > 11) refuse('whatsapp', MSG_OUVIDORIA.whatsapp);
  if (!fields.cidade) refuse('cidade', MSG_OUVIDORIA.cidade);
  if (!fields.mensagem) refuse('mensagem', MSG_OUVIDORIA.mensagem);
  if (problems.length > 0) {
    throw new ApiError(400, MSG_OUVIDORIA.verifiqueCampos, {
      errors: problems.map((problem) => problem.reason),
      invalidParams: problems,
    });
  }
  return {
    ...fields,
    protocoloAnterior: optionalText(input.protocoloAnterior),
    telefone: optionalText(input.telefone),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The confirmation e-mail: protocol, deadline and a copy of the message. */
export function confirmationMessage(
  to: string,
  nome: string,
  protocolo: string,
  prazo: string,
  mensagem: string,
): MailMessage {
  const paragraphs = [
    `Olá, ${nome}.`,
    `Recebemos sua mensagem na Ouvidoria. O número do seu protocolo é ${protocolo}.`,
    `Responderemos até ${brazilianDate(prazo)} (${RESPONSE_BUSINESS_DAYS} dias úteis).`,
    'Sua mensagem:',
  ];
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Ouvidoria: protocolo ${escapeHtml(protocolo)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a202c; line-height: 1.5">
<h1 style="font-size: 20px">Ouvidoria: protocolo ${escapeHtml(protocolo)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<blockquote style="white-space: pre-wrap; border-left: 4px solid #cbd5e0; margin: 0; padding-left: 12px">${escapeHtml(mensagem)}</blockquote>
</body></html>`;
  return {
    to,
    subject: `Ouvidoria do Portal do Dentista: protocolo ${protocolo}`,
    text: `${paragraphs.join('\n\n')}\n\n${mensagem}\n`,
    html,
  };
}

/** The most protocols one day can number: the sequence has 6 digits. */
const MAX_PROTOCOLOS_POR_DIA = 999_999;

/**
 * The next protocol of a São Paulo day, ANS RN 395/2016 art. 7: the operator's registroANS (6 digits), the
 * day (AAAAMMDD) and the day's sequence (6 digits), 20 digits in all. The day's counter row is taken by an
 * upsert, which holds it until the statement ends: two messages at once get two numbers.
 */
export async function proximoProtocolo(
  db: Kysely<Database>,
  registroANS: string,
  now: Date,
): Promise<string> {
  const dia = diaEmSaoPaulo(now);
  const { ultimo } = await db
    .insertInto('ouvidoriaProtocoloDia')
    .values({ dia, ultimo: 1 })
    .onConflict((conflict) =>
      conflict.column('dia').doUpdateSet((eb) => ({ ultimo: eb('ouvidoriaProtocoloDia.ultimo', '+', 1) })),
    )
    .returning('ultimo')
    .executeTakeFirstOrThrow();
  // The column's check refuses the millionth; say it in words rather than as a constraint name.
  if (ultimo > MAX_PROTOCOLOS_POR_DIA)
    throw new Error('sequência diária de protocolos da ouvidoria esgotada');
  return `${registroANS}${dia.replaceAll('-', '')}${String(ultimo).padStart(6, '0')}`;
}

/** Ombudsman messages: stored with a protocol number and confirmed by e-mail (docs/product-rules.md#d13). */
export class Ouvidoria {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly log: { warn(details: object, message: string): void },
    /** The operator's ANS registration (OPERADORA_REGISTRO_ANS), the protocol's first 6 digits. */
    private readonly registroANS: string,
  ) {}

  async register(dentistaId: number, input: OuvidoriaInput, now = new Date()) {
    const fields = validated(input);
    const prazoResposta = addBusinessDays(now, RESPONSE_BUSINESS_DAYS);
    // One transaction: a message the database refuses (text it cannot hold answers 400) takes no number, and
    // the day's counter holds only the protocols given.
    const stored = await this.db.transaction().execute(async (trx) => {
      const protocolo = await proximoProtocolo(trx, this.registroANS, now);
      return trx
        .insertInto('ouvidoriaMensagem')
        .values({ ...fields, dentistaId, protocolo, prazoResposta, recebidoEm: now })
        .returning(['protocolo', 'prazoResposta', 'recebidoEm'])
        .executeTakeFirstOrThrow();
    });
    const { protocolo } = stored;
    // Only the dentist's registered address gets mail: any other typed address would make the form a relay.
    const registered = await this.db
      .selectFrom('dentista')
      .select('email')
      .where('id', '=', dentistaId)
      .executeTakeFirstOrThrow();
    const toRegistered = fields.email.toLowerCase() === registered.email.trim().toLowerCase();
    try {
      await this.mailer.send(
        confirmationMessage(registered.email, fields.nome, protocolo, prazoResposta, fields.mensagem),
        dentistaId,
      );
    } catch (error) {
      // The message is stored and its protocol shown on screen: a mail failure must not lose it.
      this.log.warn(
        { err: error, para: maskEmail(registered.email) },
        'e-mail de confirmação da ouvidoria falhou',
      );
    }
    return {
      protocolo: stored.protocolo,
      prazoResposta: stored.prazoResposta,
      recebidoEm: stored.recebidoEm.toISOString(),
      /** Set when the typed address was not the registered one: where the confirmation went, masked. */
      enviadoPara: toRegistered ? undefined : maskEmail(registered.email),
    };
  }
}
