import type { Glossario } from '@odonto/contract';

/** Part of the server's glossary (GET /glossario), as it answers, for the stories of the kit and the apps. */
export const GLOSSARIO_EXEMPLO: Glossario = {
  statusTiss: [
    { codigo: 1, descricao: 'Autorizado' },
    { codigo: 2, descricao: 'Em análise' },
    { codigo: 3, descricao: 'Negado' },
    { codigo: 4, descricao: 'Aguardando justificativa técnica do solicitante' },
    { codigo: 5, descricao: 'Aguardando documentação do prestador' },
    { codigo: 6, descricao: 'Solicitação cancelada' },
    { codigo: 7, descricao: 'Autorizado parcialmente' },
  ],
  statusDoProduto: [
    {
      tipo: 'plano',
      valor: '1',
      significado: 'Algum item do plano está em análise na operadora ou espera uma resposta do dentista.',
      codigosTiss: [2],
    },
    {
      tipo: 'plano',
      valor: '5',
      significado: 'Parte dos itens do plano foi autorizada, parte negada.',
      codigosTiss: [7],
    },
    {
      tipo: 'item',
      valor: 'Aguardando Aprovação',
      significado: 'O item foi incluído e espera a decisão da auditoria da operadora.',
      codigosTiss: [2],
    },
    {
      tipo: 'item',
      valor: 'Negado',
      significado: 'A auditoria negou o item, com um código da Tabela 38 que diz o motivo.',
      codigosTiss: [3],
    },
    {
      tipo: 'glosa',
      valor: 'em_recurso',
      significado: 'O dentista recorreu da glosa e espera a resposta da operadora.',
      codigosTiss: [],
    },
    {
      tipo: 'lote',
      valor: 'Em análise',
      significado: 'A operadora começou a analisar a conta do lote.',
      codigosTiss: [],
    },
  ],
  codigosTabela38: [
    { codigo: '1430', descricao: 'PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO', fase: 'autorizacao' },
    { codigo: '1431', descricao: 'PROCEDIMENTO NÃO AUTORIZADO NA FACE SOLICITADA', fase: 'autorizacao' },
    {
      codigo: '3030',
      descricao: 'AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
      fase: 'faturamento',
    },
  ],
  regioes: [
    { codigo: 'AS', descricao: 'Arco Superior' },
    { codigo: 'AI', descricao: 'Arco Inferior' },
    { codigo: 'S1', descricao: 'Sextante superior posterior direito' },
  ],
  faces: [
    { codigo: 'O', descricao: 'Oclusal' },
    { codigo: 'M', descricao: 'Mesial' },
  ],
};
