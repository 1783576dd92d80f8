import { describe, expect, it } from 'vitest';
import { paymentMethodLabel, statusDisplay } from './statusDisplay';

describe('statusDisplay', () => {
  it.each([
    [0, 'Rascunho', 'plano.rascunho'],
    [1, 'Pendente', 'plano.pendente'],
    [2, 'Autorizado', 'plano.autorizado'],
    [3, 'Concluído', 'plano.concluido'],
    [4, 'Cancelado', 'plano.cancelado'],
    [5, 'Autorizado parcialmente', 'plano.autorizadoParcialmente'],
    [6, 'Negado', 'plano.negado'],
    [7, 'Pendente', 'plano.pendente'],
    [-1, 'Pendente', 'plano.pendente'],
    [null, 'Pendente', 'plano.pendente'],
    [undefined, 'Pendente', 'plano.pendente'],
  ])('should show plan status %j as %s (%s)', (value, label, tone) => {
    expect(statusDisplay('plano', value)).toEqual({ label, tone });
  });

  it.each([
    // 'Ativo' is old data for the same state: one label per state (issue #34).
    ['Ativo', 'Aguardando Aprovação', 'item.aguardando'],
    ['Aguardando Aprovação', 'Aguardando Aprovação', 'item.aguardando'],
    ['', 'Aguardando Aprovação', 'item.aguardando'],
    ['  ', 'Aguardando Aprovação', 'item.aguardando'],
    [null, 'Aguardando Aprovação', 'item.aguardando'],
    [undefined, 'Aguardando Aprovação', 'item.aguardando'],
    ['Auditoria', 'Auditoria', 'item.auditoria'],
    ['Aguardando Justificativa', 'Aguardando Justificativa', 'item.justificativa'],
    ['Aguardando Documentação', 'Aguardando Documentação', 'item.documentacao'],
    ['Autorizado', 'Autorizado', 'item.autorizado'],
    ['Realizado', 'Realizado', 'item.realizado'],
    ['Negado', 'Negado', 'item.outro'],
    ['Aguardando Aceite', 'Aguardando aceite', 'item.aceite'],
    ['Em Junta', 'Em junta', 'item.junta'],
    ['Removido', 'Removido', 'item.outro'],
  ])('should show item status %j as %j (%s)', (value, label, tone) => {
    expect(statusDisplay('item', value)).toEqual({ label, tone });
  });

  it.each([
    ['nao_recorrida', 'Não recorrida', 'glosa.naoRecorrida'],
    ['em_recurso', 'Em recurso', 'glosa.emRecurso'],
    ['aceita', 'Aceita', 'glosa.aceita'],
    ['aceita_parcialmente', 'Aceita em parte', 'glosa.aceitaParcialmente'],
    ['mantida', 'Mantida', 'glosa.mantida'],
    ['anulada', 'anulada', 'geral.desconhecido'],
    ['toString', 'toString', 'geral.desconhecido'],
  ])('should show glosa status %j as %j (%s)', (value, label, tone) => {
    expect(statusDisplay('glosa', value)).toEqual({ label, tone });
  });

  it.each([
    ['pending', 'Pendente', 'financeiro.pendente'],
    ['completed', 'Pago', 'financeiro.pago'],
    ['estornado', 'estornado', 'geral.desconhecido'],
    [null, '—', 'geral.desconhecido'],
  ])('should show financial status %j as %j (%s)', (value, label, tone) => {
    expect(statusDisplay('financeiro', value)).toEqual({ label, tone });
  });

  it.each([
    ['Aberto', 'Aberto', 'lote.aberto'],
    ['Enviado', 'Enviado', 'lote.enviado'],
    ['Em análise', 'Em análise', 'lote.emAnalise'],
    ['Analisado', 'Analisado', 'lote.analisado'],
    ['Pago', 'Pago', 'lote.pago'],
    ['Glosado', 'Glosado', 'geral.desconhecido'],
    [null, '—', 'geral.desconhecido'],
  ])('should show billing batch status %j as %j (%s)', (value, label, tone) => {
    expect(statusDisplay('lote', value)).toEqual({ label, tone });
  });

  it.each([
    ['pix', 'PIX'],
    ['bank_transfer', 'Transferência bancária'],
    ['boleto', 'boleto'],
    [null, '—'],
    [undefined, '—'],
  ])('should name payment method %j %j', (value, label) => {
    expect(paymentMethodLabel(value)).toBe(label);
  });

  it('should say the fallback before a payment', () => {
    expect(paymentMethodLabel(null, 'A pagar')).toBe('A pagar');
  });
});
