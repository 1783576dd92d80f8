import type { AnaliseDaConta, Lote } from '@odonto/api';
import { formatCurrency } from '@odonto/ui';

/** Said once the batch went: the server's message when it gives one, else 'Lote 000012 enviado. Protocolo …'. */
export function loteSentMessage(
  lote: Pick<Lote, 'numeroLote' | 'protocolo'>,
  serverMessage?: string,
): string {
  if (serverMessage?.trim()) return serverMessage;
  const protocolo = lote.protocolo ? ` Protocolo ${lote.protocolo}.` : '';
  return `Lote ${lote.numeroLote} enviado.${protocolo}`;
}

/** The question before sending, as the dentist reads it: nothing in a sent batch changes. */
export const sendQuestion = (numeroLote: string) => `Enviar o lote ${numeroLote} à operadora?`;
export const SEND_WARNING = 'Depois de enviado, o lote não pode mudar.';

/** What the operator pays of the batch: each item's value less the patient's share, summed to the cent. */
export function valorOperadoraDoLote(lote: Pick<Lote, 'guias'>): number {
  const cents = lote.guias
    .flatMap((guia) => guia.itens)
    .reduce((total, item) => total + Math.round(item.valores.valorOperadora * 100), 0);
  return cents / 100;
}

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((text): text is string => typeof text === 'string' && text.trim() !== '')
    : [];

/**
 * A send the server refused because something is pending (422): its message over its `errors`, one per
 * pending item; no list when the errors only repeat the message. `fallback` when the body says nothing.
 */
export function sendRefusal(body: unknown, fallback: string): { text: string; list: string[] } {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const [message] = texts([envelope.message]);
  const reasons = texts(envelope.errors);
  const text = message ?? reasons[0] ?? fallback;
  return { text, list: reasons.length === 1 && reasons[0] === text ? [] : reasons };
}

/** How the operator analysed an item: 'Pago R$ 120,00', 'Glosado parte R$ 63,00', 'Glosado total R$ 620,00'. */
export function analiseTitle(
  analise: Pick<AnaliseDaConta, 'decisao' | 'valorGlosado' | 'valorLiberado'>,
): string {
  switch (analise.decisao) {
    case 'pagar':
      return `Pago ${formatCurrency(analise.valorLiberado)}`;
    case 'glosarParte':
      return `Glosado parte ${formatCurrency(analise.valorGlosado)}`;
    default:
      return `Glosado total ${formatCurrency(analise.valorGlosado)}`;
  }
}
