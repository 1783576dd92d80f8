import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';

describe('configuration of the TISS guide', () => {
  it("should read the operator's 6-digit ANS registration, with a demo default", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).planos.registroANS).toBe('123456');
    expect(
      loadConfig({ NODE_ENV: 'development', OPERADORA_REGISTRO_ANS: ' 345678 ' }).planos.registroANS,
    ).toBe('345678');
  });

  it.each(['12345', '1234567', '12a456', '900'])(
    'should refuse to start with OPERADORA_REGISTRO_ANS "%s", saying why in Portuguese',
    (value) => {
      expect(() => loadConfig({ NODE_ENV: 'development', OPERADORA_REGISTRO_ANS: value })).toThrow(
        `OPERADORA_REGISTRO_ANS inválido: "${value}". Use os 6 dígitos do registro da operadora na ANS.`,
      );
    },
  );

  it("should default the CNES to '9999999', the TISS convention for a provider without one", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).planos.codigoCnes).toBe('9999999');
    expect(loadConfig({ NODE_ENV: 'development', CNES_CODIGO: '1234567' }).planos.codigoCnes).toBe('1234567');
  });
});
