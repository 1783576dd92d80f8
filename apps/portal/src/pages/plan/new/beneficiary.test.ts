import { describe, expect, it } from 'vitest';
import { JOANA, MARIA } from '../../../testing/plan-new-handlers';
import { cardValidity, expiredCardMessage } from './beneficiary';

describe('cardValidity', () => {
  it('should say until when a valid card is valid', () => {
    expect(cardValidity(MARIA)).toBe('Carteira válida até 31/03/2027');
  });

  it('should say when an expired card expired', () => {
    expect(cardValidity(JOANA)).toBe('Carteira vencida em 31/10/2026');
  });
});

describe('expiredCardMessage', () => {
  it("should explain, as the server's 422 does, why no plan opens on an expired card", () => {
    expect(expiredCardMessage(JOANA)).toBe(
      'A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.',
    );
  });

  it('should say nothing for a valid card', () => {
    expect(expiredCardMessage(MARIA)).toBeNull();
  });
});
