import { describe, expect, it } from 'vitest';
import { notificationsLabel, unreadBadge } from './labels';

describe('notificationsLabel', () => {
  it.each([
    [0, 'Notificações'],
    [1, '1 notificação não lida'],
    [2, '2 notificações não lidas'],
    [-1, 'Notificações'],
  ])('should name the bell with %i unread as %j', (count, label) => {
    expect(notificationsLabel(count)).toBe(label);
  });
});

describe('unreadBadge', () => {
  it.each([
    [7, '7'],
    [99, '99'],
    [100, '99+'],
  ])('should show %i as %j', (count, text) => {
    expect(unreadBadge(count)).toBe(text);
  });
});
