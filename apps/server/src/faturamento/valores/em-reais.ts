import type { FormaPagamento } from '../schema';

/** The payment method as a sentence names it: 'por PIX', 'por transferência bancária'. */
export const FORMA_DE_PAGAMENTO: Record<FormaPagamento, string> = {
  pix: 'PIX',
  bank_transfer: 'transferência bancária',
};

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Reais as a person reads them, 'R$ 1.234,50' (a plain space after 'R$', as messages and PDFs print it). */
export const textoEmReais = (reais: number) => BRL.format(reais).replace(/\u00a0/g, ' ');
