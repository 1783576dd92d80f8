import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { TEST_PRODUCTION_ENV } from './support/server';

describe('configuration of the TISS guide', () => {
  it('should refuse to start in production without the ANS registration, keeping the demo number out', () => {
    const { OPERADORA_REGISTRO_ANS: _set, ...withoutIt } = TEST_PRODUCTION_ENV;
    expect(() => loadConfig(withoutIt)).toThrow(/OPERADORA_REGISTRO_ANS é obrigatório em produção/);
    expect(() => loadConfig({ ...withoutIt, OPERADORA_REGISTRO_ANS: ' ' })).toThrow(
      /OPERADORA_REGISTRO_ANS é obrigatório em produção/,
    );
    expect(loadConfig(TEST_PRODUCTION_ENV).planos.registroANS).toBe('345678');
  });

  it("should read the operator's 6-digit ANS registration, with a demo default outside production", () => {
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

  it("should require the operator's CNPJ in production, check it, and default to the demo's outside", () => {
    const { OPERADORA_CNPJ: _set, ...withoutIt } = TEST_PRODUCTION_ENV;
    expect(() => loadConfig(withoutIt)).toThrow(/OPERADORA_CNPJ é obrigatório em produção/);
    // The demo's identity is no operator's: production refuses it.
    for (const demo of [{ OPERADORA_REGISTRO_ANS: '123456' }, { OPERADORA_CNPJ: '11222333000181' }]) {
      expect(() => loadConfig({ ...TEST_PRODUCTION_ENV, ...demo })).toThrow(
        /de demonstração não valem em produção/,
      );
    }
    expect(loadConfig(TEST_PRODUCTION_ENV).planos.cnpjOperadora).toBe('11444777000161');
    expect(loadConfig({ NODE_ENV: 'development' }).planos.cnpjOperadora).toBe('11222333000181');
    expect(
      loadConfig({ NODE_ENV: 'development', OPERADORA_CNPJ: '11.444.777/0001-61' }).planos.cnpjOperadora,
    ).toBe('11444777000161');
    for (const value of ['11444777000162', '1144477700016', 'abc']) {
      expect(() => loadConfig({ NODE_ENV: 'development', OPERADORA_CNPJ: value })).toThrow(
        `OPERADORA_CNPJ inválido: "${value}". Use um CNPJ válido (14 dígitos).`,
      );
    }
  });
});
