import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  type Acao,
  destinoDe,
  ITEM_STATUS_TISS,
  type PapelDoMovimento,
  statusDoPlano,
  statusTiss,
  TRANSICOES,
} from '../src/ciclo-de-vida/ciclo-de-vida';
import type { ItemStatus, PlanoStatus } from '../src/ciclo-de-vida/schema';

const contract = parse(readFileSync(new URL('../../../openapi/dentist.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum?: unknown[] }> };
};
const STATUSES = Object.keys(ITEM_STATUS_TISS) as ItemStatus[];

describe('the item lifecycle (src/ciclo-de-vida/ciclo-de-vida.ts)', () => {
  it('should give a TISS code to every item status of the contract and to no other', () => {
    expect(new Set(STATUSES)).toEqual(new Set(contract.components.schemas.ItemStatus?.enum));
  });

  it('should take the TISS texts from dm_statusSolicitacao', () => {
    expect(statusTiss(7)).toEqual({ codigo: 7, descricao: 'Autorizado parcialmente' });
    expect(statusTiss(5)).toEqual({ codigo: 5, descricao: 'Aguardando documentação do prestador' });
    expect(ITEM_STATUS_TISS['Aguardando Justificativa']).toBe(4);
    expect(ITEM_STATUS_TISS.Auditoria).toBe(2);
  });

  // Every move the lifecycle allows, and nothing else: [action, from, role, to].
  const ALLOWED: [Acao, ItemStatus | null, PapelDoMovimento, string][] = [
    ['incluir', null, 'Dentista', 'Aguardando Aprovação'],
    ['autorizarAutomaticamente', 'Aguardando Aprovação', 'Sistema', 'Autorizado'],
    ...(['Aguardando Aprovação', 'Ativo', 'Auditoria'] as const).flatMap(
      (de): [Acao, ItemStatus, PapelDoMovimento, string][] => [
        ['autorizar', de, 'Auditor', 'Autorizado'],
        ['autorizarComAlteracao', de, 'Auditor', 'Aguardando Aceite'],
        ['negar', de, 'Auditor', 'Negado'],
        ['solicitarJustificativa', de, 'Auditor', 'Aguardando Justificativa'],
        ['solicitarDocumentos', de, 'Auditor', 'Aguardando Documentação'],
      ],
    ),
    // The junta's outcome (issue #30).
    ['autorizar', 'Em Junta', 'Auditor', 'Autorizado'],
    ['negar', 'Em Junta', 'Auditor', 'Negado'],
    ['contestar', 'Negado', 'Dentista', 'Em Junta'],
    ['aceitarAlteracao', 'Aguardando Aceite', 'Dentista', 'Autorizado'],
    ['recusarAlteracao', 'Aguardando Aceite', 'Dentista', 'Auditoria'],
    ['responder', 'Aguardando Justificativa', 'Dentista', 'Auditoria'],
    ['responder', 'Aguardando Documentação', 'Dentista', 'Auditoria'],
    ['realizar', 'Autorizado', 'Dentista', 'Realizado'],
    ['remover', 'Aguardando Aprovação', 'Dentista', 'Removido'],
    ['remover', 'Ativo', 'Dentista', 'Removido'],
  ];

  it('should allow exactly the moves of the table, each to its one role', () => {
    const acoes = Object.keys(TRANSICOES) as Acao[];
    const allowed = new Map(ALLOWED.map(([acao, de, papel, para]) => [`${acao}|${de}|${papel}`, para]));
    for (const acao of acoes) {
      for (const de of [null, ...STATUSES]) {
        for (const papel of ['Dentista', 'Auditor', 'Sistema'] as const) {
          expect(destinoDe(acao, de, papel), `${acao} de ${de} por ${papel}`).toBe(
            allowed.get(`${acao}|${de}|${papel}`) ?? null,
          );
        }
      }
    }
  });

  it.each<[string, ItemStatus[], PlanoStatus, PlanoStatus, number | null]>([
    ['a plan without items is a draft', [], 1, 0, null],
    ['any item in analysis keeps it pending (TISS 2)', ['Autorizado', 'Aguardando Aprovação'], 2, 1, 2],
    ['an item waiting for the dentist keeps it pending', ['Negado', 'Aguardando Documentação'], 1, 1, 2],
    ['a change waiting for acceptance keeps it pending', ['Autorizado', 'Aguardando Aceite'], 2, 1, 2],
    ['a denial before the junta keeps it pending', ['Negado', 'Em Junta'], 6, 1, 2],
    ['every item authorized: authorized (TISS 1)', ['Autorizado', 'Autorizado'], 1, 2, 1],
    ['authorized and denied: authorized in part (TISS 7)', ['Autorizado', 'Negado'], 1, 5, 7],
    ['every item denied: denied (TISS 3)', ['Negado', 'Negado'], 1, 6, 3],
    ['every authorized item performed: concluded', ['Realizado', 'Realizado'], 2, 3, 1],
    ['concluded with a denied item stays TISS 7', ['Realizado', 'Negado'], 5, 3, 7],
    ['a performed and an authorized item: still authorized', ['Realizado', 'Autorizado'], 2, 2, 1],
    ['a cancelled plan stays cancelled (TISS 6)', ['Autorizado', 'Aguardando Aprovação'], 4, 4, 6],
  ])('should derive the plan status: %s', (_name, itens, atual, status, tiss) => {
    expect(statusDoPlano(itens, atual)).toEqual({ status, statusTiss: tiss });
  });
});
