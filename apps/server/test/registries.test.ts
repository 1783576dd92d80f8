import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTussRows } from '../src/cadastros/tuss';
import type { DentistSchema } from '../src/contract';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, errorBody, fieldErrorBody, login, startTestServer, type TestServer } from './support/server';

const MARIA = {
  numeroCarteira: '09000001000001001',
  tipoBeneficiario: 'T',
  nome: 'Maria da Silva',
  cpf: '52998224725',
};

describe.each(backends)("the operator's registries on %s", (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = (await login(server, '12345')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const searchBeneficiario = (carteirinhaOuCpf: string) =>
    callOperation(server, 'searchBeneficiario', { token, query: { carteirinhaOuCpf } });
  const searchBeneficiarioV1 = (healthInsurerCode: string, subscriberIdOrCpf: string) =>
    callOperation(server, 'searchBeneficiarioV1', { token, query: { healthInsurerCode, subscriberIdOrCpf } });
  const searchDentistaV1 = (HealthInsurerCode: string, ProfessionalCouncilNumber: string) =>
    callOperation(server, 'searchDentistaV1', {
      token,
      query: { HealthInsurerCode, ProfessionalCouncilNumber },
    });

  describe('beneficiary search v2', () => {
    it.each([
      ['formatted CPF', '529.982.247-25'],
      ['bare CPF', '52998224725'],
      ['card number', '09000001000001001'],
      ['formatted card number', '0900.0001.000001-00.1'],
    ])('should find Maria da Silva by %s', async (_label, term) => {
      const found = (await searchBeneficiario(term)).bodyAt(200);
      expect(found.success).toBe(true);
      expect(found.errorMessage).toBeNull();
      expect(found.data).toEqual([expect.objectContaining(MARIA)]);
    });

    it('should find a dependente by card with type D', async () => {
      const found = (await searchBeneficiario('09000001000001011')).bodyAt(200);
      expect(found.data[0]).toMatchObject({ tipoBeneficiario: 'D', nome: 'João da Silva Pereira' });
    });

    it('should refuse a CPF with wrong check digits with 400 and a clear message', async () => {
      const response = await searchBeneficiario('529.982.247-26');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        data: [],
        errorMessage: 'CPF inválido. Verifique os dígitos informados.',
        // The lookup envelope names the parameter at fault too, as the JSON envelope does.
        'invalid-params': [
          { name: 'carteirinhaOuCpf', reason: 'CPF inválido. Verifique os dígitos informados.' },
        ],
      });
    });

    it('should refuse a term that is neither a card nor a CPF', async () => {
      const response = await searchBeneficiario('123');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        data: [],
        errorMessage: 'Informe o número da carteira (17 dígitos) ou o CPF (11 dígitos).',
        // The lookup envelope names the parameter at fault too, as the JSON envelope does.
        'invalid-params': [
          {
            name: 'carteirinhaOuCpf',
            reason: 'Informe o número da carteira (17 dígitos) ou o CPF (11 dígitos).',
          },
        ],
      });
    });

    it('should answer 404 with the lookup envelope for a valid CPF nobody has', async () => {
      const response = await searchBeneficiario('111.444.777-35');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        data: [],
        errorMessage: 'Não encontramos nenhum beneficiário com os dados informados.',
      });
    });

    it('should answer 401 in the lookup envelope without a session', async () => {
      const response = await callOperation(server, 'searchBeneficiario', {
        query: { carteirinhaOuCpf: '52998224725' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        data: [],
        errorMessage: 'Sua sessão expirou. Por favor, faça login novamente.',
      });
    });
  });

  describe('beneficiary search v1', () => {
    it('should find Maria by CPF with the operator code', async () => {
      const found = (await searchBeneficiarioV1('0900', '529.982.247-25')).bodyAt(200);
      expect(found.data).toEqual([expect.objectContaining(MARIA)]);
    });

    it('should refuse an invalid CPF with 400', async () => {
      const response = await searchBeneficiarioV1('0900', '52998224700');
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        fieldErrorBody(
          'subscriberIdOrCpf',
          'CPF inválido. Verifique os dígitos informados.',
          'Parâmetros de busca inválidos',
        ),
      );
    });

    it('should answer 404 for another operator code', async () => {
      const response = await searchBeneficiarioV1('0123', '52998224725');
      expect(response.status).toBe(404);
      expect(response.body).toEqual(
        errorBody(
          'Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.',
        ),
      );
    });
  });

  describe('dentist search', () => {
    it('should find CRO 54321 in v2', async () => {
      const response = await callOperation(server, 'searchDentista', {
        token,
        query: { numeroCRO: '54321' },
      });
      expect(response.bodyAt(200).data).toEqual([
        { id: expect.stringMatching(/^[0-9]+$/), cro: '54321', uf: 'RJ', nome: 'Dr. Bruno Lima' },
      ]);
    });

    it('should answer 404 in v2 for an unknown CRO', async () => {
      const response = await callOperation(server, 'searchDentista', {
        token,
        query: { numeroCRO: '98765' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        data: [],
        errorMessage: 'Não encontramos nenhum dentista com os dados informados.',
      });
    });

    it('should find CRO 11111 in v1 and answer 404 for an unknown one', async () => {
      const found = (await searchDentistaV1('0900', '11111')).bodyAt(200);
      expect(found.data).toEqual([
        expect.objectContaining({ cro: '11111', uf: 'MG', nome: 'Dra. Carla Mendes' }),
      ]);
      const missing = await searchDentistaV1('0900', '98765');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(
        errorBody(
          'Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.',
        ),
      );
    });

    it('should refuse v1 without a session with its own wording', async () => {
      const response = await callOperation(server, 'searchDentistaV1', {
        query: { HealthInsurerCode: '0900', ProfessionalCouncilNumber: '1' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(errorBody('Sessão expirada. Faça login novamente.'));
    });
  });

  describe('procedures, specialties and image types', () => {
    it('should list every TUSS row of the seed file in the summary', async () => {
      const rows = await readTussRows();
      const { data } = (await callOperation(server, 'listProcedimentosResumo', { token })).bodyAt(200);
      expect(data.length).toBe(rows.length);
      expect(data.map((row) => row.tuss).sort()).toEqual(rows.map((row) => row.codigo).sort());
      const incisao = data.find((row) => row.tuss === '82001022');
      expect(incisao?.descricao).toBe(
        'Incisão e Drenagem extra-oral de abscesso, hematoma e/ou flegmão da região buco-maxilo-facial',
      );
    });

    it('should list the specialties and the procedures of one of them', async () => {
      const specialties = (await callOperation(server, 'listEspecialidades', { token })).bodyAt(200);
      const endodontia = specialties.data.find((item) => item.descricao === 'Endodontia');
      expect(endodontia).toBeDefined();
      const rows = (await readTussRows()).filter((row) => row.especialidade === 'Endodontia');
      const procedures = await callOperation(server, 'listProcedimentosByEspecialidade', {
        token,
        query: { id: endodontia?.idEspecialidade ?? 0 },
      });
      const { data } = procedures.bodyAt(200);
      expect(data.map((row) => row.tuss).sort()).toEqual(rows.map((row) => row.codigo).sort());
      expect(new Set(data.map((row) => row.especialidade))).toEqual(new Set(['Endodontia']));
    });

    it('should answer 404 for a specialty that does not exist and 400 for a non-numeric id', async () => {
      const missing = await callOperation(server, 'listProcedimentosByEspecialidade', {
        token,
        query: { id: 9999 },
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(errorBody('Especialidade não encontrada.'));
      // Off the description on purpose (id is an integer there): sent as raw text.
      const invalid = await call<DentistSchema<'ErrorEnvelope'>>(
        server,
        'GET',
        '/api/procedimento/especialidade?id=abc',
        { token },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Dados inválidos. Verifique os campos informados.');
      expect(invalid.body.errors).toEqual(['O campo id deve ser número inteiro.']);
    });

    it('should list the image types a dental audit needs', async () => {
      const response = await callOperation(server, 'listImagemTipos', { token });
      expect(response.bodyAt(200).data.map((item) => item.descricao)).toEqual([
        'Radiografia periapical',
        'Radiografia panorâmica',
        'Radiografia interproximal',
        'Fotografia intraoral',
        'Laudo',
        'Outros',
      ]);
    });
  });

  describe('demo seed', () => {
    it('should hold titulares and dependentes whose CPFs are all valid', async () => {
      const rows = await server.db.selectFrom('beneficiario').select(['cpf', 'tipo', 'titularId']).execute();
      expect(rows.filter((row) => row.tipo === 'T').length).toBeGreaterThanOrEqual(5);
      expect(rows.filter((row) => row.tipo === 'D').length).toBeGreaterThanOrEqual(5);
      for (const row of rows) expect(isValidCPF(row.cpf)).toBe(true);
      for (const row of rows) expect(row.tipo === 'D').toBe(row.titularId !== null);
    });

    it('should hold more dentists than the three demo logins', async () => {
      const rows = await server.db.selectFrom('dentista').select(['cro', 'senhaHash']).execute();
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.find((row) => row.cro === '11111')?.senhaHash).toBeNull();
    });
  });
});
