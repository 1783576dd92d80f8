import type { ItemHistorico, PlanoTratamentoItem } from '@odonto/api';
import { describe, expect, it } from 'vitest';
import { planItem } from '../../../testing/plan-item';
import { PRAZO_ATRASADO, PRAZO_NO_PRAZO, PRAZO_PAUSADO, PRAZO_RESPONDIDO } from '../../../testing/prazo';
import {
  type Alteracao,
  alteracaoNote,
  alteracaoReason,
  automaticLabel,
  awaitsAceite,
  awaitsAnswer,
  canContest,
  itemActionName,
  itemTitle,
  type Prazo,
  prazoLabel,
  predictionNote,
  procedureLabel,
  reasonText,
  removedItemTitle,
} from './itemLabels';

// Tooth 26, one face: the item the titles below name.
const item = (overrides: Partial<PlanoTratamentoItem>) =>
  planItem({
    idDente: 26,
    codTuss: '85100196',
    descricao: 'Restauração em resina fotopolimerizável 1 face',
    ...overrides,
  });

describe('itemTitle', () => {
  it.each([
    [{}, 'Dente 26 · 85100196 - Restauração em resina fotopolimerizável 1 face'],
    [
      { idDente: null, arcada: 'AS' },
      'AS · Arco Superior · 85100196 - Restauração em resina fotopolimerizável 1 face',
    ],
    [
      { idDente: null },
      'Arcadas Superiores e inferiores · 85100196 - Restauração em resina fotopolimerizável 1 face',
    ],
  ])('should name %j as %j', (overrides, title) => {
    expect(itemTitle(item(overrides))).toBe(title);
  });
});

describe('itemActionName', () => {
  it('should name a row by its tooth, or by its place when it has none (never "dente null")', () => {
    expect(itemActionName(item({}))).toBe('dente 26, 85100196');
    expect(itemActionName(item({ idDente: null, arcada: 'AS' }))).toBe('AS · Arco Superior, 85100196');
    expect(itemActionName(item({ idDente: null }))).not.toContain('null');
  });
});

describe('removedItemTitle', () => {
  const removal = (procedimento: ItemHistorico['procedimento']): ItemHistorico => ({
    idHistorico: 9,
    idProcedimentoItem: 3304,
    procedimento,
    dtEvento: '2026-11-24T11:00:00.000Z',
    autor: { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', papel: 'Dentista' },
    de: 'Aguardando Aprovação',
    para: 'Removido',
    statusTiss: null,
    codigoGlosa: null,
    motivo: null,
    nota: null,
    fundamento: null,
    automatico: false,
    arquivos: [],
  });
  const prophylaxis = { codTuss: '84000198', descricao: 'Profilaxia: polimento coronário', faces: null };

  it.each([
    [
      {
        codTuss: '85100196',
        descricao: 'Restauração em resina fotopolimerizável 1 face',
        idDente: 11,
        faces: 'V',
        regiao: null,
      },
      'Dente 11 · 85100196 - Restauração em resina fotopolimerizável 1 face (fora do plano)',
    ],
    [
      { ...prophylaxis, idDente: null, regiao: 'AS' },
      'AS · Arco Superior · 84000198 - Profilaxia: polimento coronário (fora do plano)',
    ],
    [
      { ...prophylaxis, idDente: null, regiao: null },
      'Arcadas Superiores e inferiores · 84000198 - Profilaxia: polimento coronário (fora do plano)',
    ],
  ])('should name a removed item by the procedure its row keeps (%j)', (procedimento, title) => {
    expect(removedItemTitle(removal(procedimento))).toBe(title);
  });

  it('should name one by its id when its row predates the procedure being kept', () => {
    expect(removedItemTitle(removal(null))).toBe('Procedimento 3304 (fora do plano)');
  });
});

describe('reasonText', () => {
  it('should give a denial its Tabela 38 code and text', () => {
    expect(
      reasonText(item({ audiCodigoGlosa: '3056', audiMotivoStatus: 'DIVERGÊNCIA NA QUANTIDADE DE FACES' })),
    ).toBe('Glosa 3056: DIVERGÊNCIA NA QUANTIDADE DE FACES');
  });

  it("should give a request the auditor's note, and nothing without one", () => {
    expect(reasonText(item({ audiMotivoStatus: ' Enviar radiografia. ' }))).toBe('Enviar radiografia.');
    expect(reasonText(item({}))).toBe('');
  });
});

describe('awaitsAnswer', () => {
  it.each([
    ['Aguardando Justificativa', true],
    ['Aguardando Documentação', true],
    ['Auditoria', false],
    ['Negado', false],
  ] as const)('should say %s waits on the dentist: %s', (audiStatus, expected) => {
    expect(awaitsAnswer(item({ audiStatus }))).toBe(expected);
  });
});

describe('predictionNote', () => {
  const glosa = (codigo: string) => ({
    codigo,
    descricao: 'TEXTO',
    correcao: 'Como corrigir.',
    bloqueante: false,
  });
  it('should say nothing for an item with no predicted glosa', () => {
    expect(predictionNote({ glosasPrevistas: [], justificativa: null })).toBeNull();
  });
  it('should name the predicted codes once each and whether a justification went with the item', () => {
    expect(
      predictionNote({ glosasPrevistas: [glosa('3003')], justificativa: 'Agenesia do 35, decíduo retido.' }),
    ).toBe('Glosa prevista 3003 · enviado com justificativa');
    expect(
      predictionNote({ glosasPrevistas: [glosa('3003'), glosa('3066'), glosa('3003')], justificativa: null }),
    ).toBe('Glosas previstas 3003, 3066 · enviado sem justificativa');
  });
});

describe('prazoLabel', () => {
  it.each<[string, Prazo, string | null]>([
    ['5 business days left', PRAZO_NO_PRAZO, 'Resposta da operadora até 08/12/2026 · 5 dias úteis'],
    [
      '1 business day left',
      { ...PRAZO_NO_PRAZO, diasUteisRestantes: 1, faixa: 'ate-2-dias' },
      'Resposta da operadora até 08/12/2026 · 1 dia útil',
    ],
    [
      'its last day',
      { ...PRAZO_NO_PRAZO, diasUteisRestantes: 0, faixa: 'vence-hoje' },
      'Resposta da operadora até 08/12/2026 · vence hoje',
    ],
    // The deadline is the end of 11/11/2026 in Brasília (02:59 UTC of the 12th).
    ['2 business days overdue', PRAZO_ATRASADO, 'Prazo vencido há 2 dias úteis (até 11/11/2026)'],
    [
      '1 business day overdue',
      { ...PRAZO_ATRASADO, diasUteisRestantes: -1 },
      'Prazo vencido há 1 dia útil (até 11/11/2026)',
    ],
    [
      'an urgency in the queue',
      { ...PRAZO_NO_PRAZO, urgente: true, diasUteis: 0, diasUteisRestantes: 0, faixa: 'vence-hoje' },
      'Urgência · Resposta da operadora até 08/12/2026 · vence hoje',
    ],
    ['the clock stopped', PRAZO_PAUSADO, 'Prazo parado: aguarda a sua resposta'],
    ['answered in time', PRAZO_RESPONDIDO, 'Respondido em 10/11/2026, no prazo'],
    [
      'answered late',
      { ...PRAZO_RESPONDIDO, respondidoNoPrazo: false },
      'Respondido em 10/11/2026, fora do prazo',
    ],
    [
      'answered, in time unknown',
      { ...PRAZO_RESPONDIDO, respondidoNoPrazo: null },
      'Respondido em 10/11/2026',
    ],
    ['nothing to say', { ...PRAZO_RESPONDIDO, respondidoEm: null, respondidoNoPrazo: null }, null],
  ])('should say %s', (_, prazo, label) => {
    expect(prazoLabel(prazo)).toBe(label);
  });
});

describe('automaticLabel', () => {
  it.each([
    ['urgencia', 'Autorizado automaticamente (urgência)'],
    ['baixa-complexidade', 'Autorizado automaticamente (baixa complexidade)'],
    [null, null],
  ] as const)('should name %j as %j', (autorizacaoAutomatica, label) => {
    expect(automaticLabel({ autorizacaoAutomatica })).toBe(label);
  });
});

const alteracao: Alteracao = {
  pedido: {
    codTuss: '85100218',
    descricao: 'Restauração em resina fotopolimerizável 3 faces',
    idDente: 26,
    faces: 'M,O,D',
    regiao: null,
  },
  autorizado: {
    codTuss: '85100200',
    descricao: 'Restauração em resina fotopolimerizável 2 faces',
    idDente: 26,
    faces: 'M,O',
    regiao: null,
  },
  codigoGlosa: '3056',
  motivo: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
  nota: 'A radiografia mostra cárie em 2 faces.',
  situacao: 'proposta',
  propostaEm: '2026-11-20T12:00:00.000Z',
  respondidaEm: null,
};

describe('procedureLabel', () => {
  it.each<[Alteracao['pedido'], string]>([
    [
      alteracao.pedido,
      '85100218 - Restauração em resina fotopolimerizável 3 faces · Dente 26 · Faces M, O, D',
    ],
    [
      { codTuss: '84000198', descricao: 'Profilaxia', idDente: null, faces: null, regiao: 'AS' },
      '84000198 - Profilaxia · AS · Arco Superior',
    ],
    [
      { codTuss: '85200042', descricao: 'Apicetomia', idDente: 21, faces: 'R', regiao: null },
      '85200042 - Apicetomia · Dente 21 · Raiz',
    ],
    [
      { codTuss: '81000049', descricao: 'Consulta', idDente: null, faces: null, regiao: null },
      '81000049 - Consulta',
    ],
  ])('should name %j as %j', (procedimento, label) => {
    expect(procedureLabel(procedimento)).toBe(label);
  });
});

describe('alteracaoNote', () => {
  it('should tell a proposed change, waiting for the dentist', () => {
    expect(alteracaoNote(alteracao)).toBe(
      'Autorizado com alteração: 85100200 - Restauração em resina fotopolimerizável 2 faces · Dente 26 · Faces M, O no lugar de 85100218 - Restauração em resina fotopolimerizável 3 faces · Dente 26 · Faces M, O, D. Aguarda a sua resposta.',
    );
  });

  it('should keep an accepted change, with its day in Brasília', () => {
    expect(
      alteracaoNote({ ...alteracao, situacao: 'aceita', respondidaEm: '2026-11-26T01:00:00.000Z' }),
    ).toMatch(/^Alteração aceita em 25\/11\/2026: autorizado 85100200 .* no lugar de 85100218 /);
  });

  it('should keep a refused change', () => {
    expect(
      alteracaoNote({ ...alteracao, situacao: 'recusada', respondidaEm: '2026-11-26T15:00:00.000Z' }),
    ).toMatch(/^Alteração recusada em 26\/11\/2026: a auditoria propôs 85100200 /);
  });

  it('should give the reason with its code', () => {
    expect(alteracaoReason(alteracao)).toBe(
      'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
    );
  });
});

describe('awaitsAceite and canContest', () => {
  it('should wait for the dentist only on a proposed change', () => {
    expect(awaitsAceite(planItem({ audiStatus: 'Aguardando Aceite', alteracao }))).toBe(true);
    expect(awaitsAceite(planItem({ audiStatus: 'Aguardando Aceite', alteracao: null }))).toBe(false);
    expect(
      awaitsAceite(planItem({ audiStatus: 'Autorizado', alteracao: { ...alteracao, situacao: 'aceita' } })),
    ).toBe(false);
  });

  it.each([
    ['Negado', '3069', true],
    ['Negado', null, true],
    ['Negado', '3104', false],
    ['Em Junta', '3069', false],
    ['Autorizado', null, false],
  ] as const)(
    'should let a %s item with glosa %j be contested: %j',
    (audiStatus, audiCodigoGlosa, expected) => {
      expect(canContest(planItem({ audiStatus, audiCodigoGlosa }))).toBe(expected);
    },
  );
});
