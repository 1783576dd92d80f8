import type { Notificacao, Notificacoes } from '@odonto/api';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../keys';
import { applyAllRead, applyNotificationEvent, applyUnreadCount } from './cache';

const antiga: Notificacao = {
  idNotificacao: 1,
  dtCriacao: '2026-11-20T10:00:00.000Z',
  titulo: 'Procedimento autorizado',
  texto: 'Plano 7',
  idPlanoTratamento: 7,
  idProcedimentoItem: 70,
  idLote: null,
  lida: false,
};
const nova: Notificacao = {
  ...antiga,
  idNotificacao: 2,
  titulo: 'Procedimento negado',
  idPlanoTratamento: 1042,
};

let queryClient: QueryClient;
const stale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData<Notificacoes>(queryKeys.notificacoes, { itens: [antiga], naoLidas: 1 });
  for (const key of [
    queryKeys.plan(1042),
    queryKeys.planHistory(1042),
    queryKeys.plan(7),
    queryKeys.planList('12345', {}),
    queryKeys.dashboard,
  ]) {
    queryClient.setQueryData(key, {});
  }
});

describe('applyNotificationEvent', () => {
  it("should put the notification first with the server's count and reload its plan, history and lists", () => {
    applyNotificationEvent(queryClient, { naoLidas: 2, notificacao: nova });
    expect(queryClient.getQueryData(queryKeys.notificacoes)).toEqual({ itens: [nova, antiga], naoLidas: 2 });
    expect(stale(queryKeys.plan(1042))).toBe(true);
    expect(stale(queryKeys.planHistory(1042))).toBe(true);
    expect(stale(queryKeys.planList('12345', {}))).toBe(true);
    expect(stale(queryKeys.dashboard)).toBe(true);
    // Another plan is left alone.
    expect(stale(queryKeys.plan(7))).toBe(false);
  });

  it('should load the list again, not patch it, while a read of it started before the decision is in flight', async () => {
    let answer: (list: Notificacoes) => void = () => {};
    const read = queryClient.fetchQuery({
      queryKey: queryKeys.notificacoes,
      queryFn: () => new Promise<Notificacoes>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    applyNotificationEvent(queryClient, { naoLidas: 2, notificacao: nova });
    // Not patched (the read in flight would overwrite the patch when it lands): marked for a new read.
    expect(queryClient.getQueryData(queryKeys.notificacoes)).toEqual({ itens: [antiga], naoLidas: 1 });
    expect(stale(queryKeys.notificacoes)).toBe(true);
    answer({ itens: [antiga], naoLidas: 1 });
    await read.catch(() => undefined);
  });

  it('should not list the same notification twice', () => {
    applyNotificationEvent(queryClient, { naoLidas: 1, notificacao: antiga });
    expect(queryClient.getQueryData<Notificacoes>(queryKeys.notificacoes)?.itens).toEqual([antiga]);
  });
});

describe('applyUnreadCount', () => {
  it('should keep everything when the count is the cached one', () => {
    applyUnreadCount(queryClient, 1);
    expect(stale(queryKeys.notificacoes)).toBe(false);
    expect(stale(queryKeys.plan(7))).toBe(false);
  });

  it('should reload the list and the plans when decisions came while the stream was closed', () => {
    applyUnreadCount(queryClient, 3);
    expect(stale(queryKeys.notificacoes)).toBe(true);
    expect(stale(queryKeys.plan(7))).toBe(true);
  });
});

describe('applyAllRead', () => {
  it('should mark every cached notification read', () => {
    applyAllRead(queryClient, 0);
    expect(queryClient.getQueryData(queryKeys.notificacoes)).toEqual({
      itens: [{ ...antiga, lida: true }],
      naoLidas: 0,
    });
  });
});
