import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { operationUrl } from './support/operations';
import { MARIA_CARTEIRA, MARIA_CPF, pngBytes, setItemStatus, someProcedure } from './support/planos';
import { call, errorBody, fieldErrorBody, login, startTestServer, type TestServer } from './support/server';

const DADOS_INVALIDOS = 'Dados inválidos. Verifique os campos informados.';

/**
 * The new-plan payload as the original portal sends it (spec §9): the dentist codes as the numbers that
 * /v2/dentista gave it, the fixed values as text, '' where it has nothing.
 */
const originalPlan = (codigoExecutante: unknown) => ({
  nome: 'Maria da Silva',
  nomePlano: 'Odonto Essencial',
  temCooparticipacao: false,
  percentualCooparticipacao: 0,
  nomeEmpresa: '',
  nomeOperadoraOrigem: 'Operadora de teste',
  codigoOperadoraOrigem: '0900',
  matriculaBeneficiario: MARIA_CARTEIRA,
  codigoDentistaExecutante: codigoExecutante,
  nomeDentistaExecutante: 'Dra. Ana Souza',
  croDentistaExecutante: '12345',
  ufCroDentistaExecutante: 'SP',
  codigoDentistaSolicitante: '',
  nomeDentistaSolicitante: '',
  croDentistaSolicitante: '',
  ufCroDentistaSolicitante: '',
  codigoPontoAtendimento: '00001',
  codigoCnes: '0001',
  nomePontoAtendimento: 'Ponto de atendimento de teste',
  observacoesPlanoTratamento: 'Observação fixa do portal original.',
  usuarioCriacao: 12345,
});

/** The new-item payload as the original portal sends it: numbers as text, status fields '1' or 0, '' for none. */
const originalItem = (idPlanoTratamento: number, procedimento: { id: number; tuss: string }) => ({
  idPlanoTratamento: String(idPlanoTratamento),
  idAudiProcedimento: String(procedimento.id),
  especialidade: 'Dentística',
  codTuss: procedimento.tuss,
  descricao: 'Procedimento',
  idFormaAtendimento: '1',
  idPlanoTratamentoProcedimentoStatus: '1',
  idDente: '46',
  faces: 'M,O',
  arcada: '',
  hemiArcada: '',
  sextante: '',
  regiao: '',
  qtdeUso: '10',
  vlrUso: '10',
  tipoAprovacao: '',
  idRegraAprovacao: 0,
  idIntercambio: 0,
  procedimentoItemObs: '',
  audiStatus: '',
  audiMotivoStatus: '',
  IdRegraAprovacao: 0,
  usuarioAtualizacao: '12345',
});

describe.each(backends)('payloads of the original portal on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let anaId: number;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
    anaId = (
      await server.db.selectFrom('dentista').select('id').where('cro', '=', '12345').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (url: string, body: unknown) => call(server, 'POST', url, { token: ana, body });
  const createdPlan = async (body: unknown) => {
    const response = await post('/api/v2/planoTratamento', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body as { data: { id: number } }).data.id;
  };
  const planRow = (id: number) =>
    server.db.selectFrom('planoTratamento').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const itemRow = (id: number) =>
    server.db.selectFrom('planoTratamentoItem').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('should give the dentist code as text in /v2/dentista, the type the plan payload takes', async () => {
    const response = await call(server, 'GET', '/api/v2/dentista?numeroCRO=12345', { token: ana });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { id: String(anaId), cro: '12345', uf: 'SP', nome: 'Dra. Ana Souza' },
    ]);
  });

  it.each([
    ['v2', '/api/v2/planoTratamento'],
    ['v1', '/api/planoTratamento'],
  ])(
    'should create a %s plan from the original payload, empty requester fields read as absent',
    async (_v, url) => {
      const response = await post(url, originalPlan(anaId));
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      const row = await planRow((response.body as { data: { id: number } }).data.id);
      // '' for the requester: the caller is the requester; the code is kept as text.
      expect(row).toMatchObject({
        dentistaId: anaId,
        solicitanteCodigo: String(anaId),
        solicitanteCro: '12345',
        solicitanteUf: 'SP',
        solicitanteNome: 'Dra. Ana Souza',
        // The original payload says no co-participation; the beneficiary's product (Maria: Odonto Plus,
        // coparticipacao-produtos.csv) decides, not the client.
        temCooparticipacao: true,
        percentualCooparticipacao: expect.stringMatching(/^20(\.0+)?$/),
      });
    },
  );

  it('should store a requester code sent as a number as text', async () => {
    const id = await createdPlan({
      ...originalPlan(anaId),
      codigoDentistaSolicitante: 777,
      croDentistaSolicitante: '99999',
      ufCroDentistaSolicitante: 'RJ',
      nomeDentistaSolicitante: 'Dr. Fora do Cadastro',
    });
    expect(await planRow(id)).toMatchObject({
      solicitanteCodigo: '777',
      solicitanteCro: '99999',
      solicitanteNome: 'Dr. Fora do Cadastro',
    });
  });

  it('should add the original item payload with canonical values stored', async () => {
    const planoId = await createdPlan({ matriculaBeneficiario: MARIA_CARTEIRA });
    const procedimento = await someProcedure(server);
    const response = await post('/api/v2/planoTratamentoItens', originalItem(planoId, procedimento));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const item = await itemRow(
      (response.body as { data: { idProcedimentoItem: number } }).data.idProcedimentoItem,
    );
    expect(item).toMatchObject({
      planoTratamentoId: planoId,
      procedimentoId: procedimento.id,
      idDente: 46,
      faces: 'M,O',
      // audiStatus '' is 'Aguardando Aprovação' (spec §4), the status every new item starts in.
      status: 'Aguardando Aprovação',
      motivoStatus: null,
      observacao: '',
      usuarioAtualizacao: '12345',
    });
    const listed = await call(server, 'GET', `/api/v2/planoTratamentoItens/plano/${planoId}`, { token: ana });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ idDente: 46, faces: 'M,O', audiStatus: 'Aguardando Aprovação' }),
    ]);
  });

  it('should register an act with its ids sent as text', async () => {
    const planoId = await createdPlan({ matriculaBeneficiario: MARIA_CARTEIRA });
    const procedimento = await someProcedure(server);
    const item = await post('/api/v2/planoTratamentoItens', originalItem(planoId, procedimento));
    const itemId = (item.body as { data: { idProcedimentoItem: number } }).data.idProcedimentoItem;
    await setItemStatus(server, itemId, 'Autorizado');
    const response = await post('/api/ato', {
      idPlanoTratamento: String(planoId),
      idProcedimentoItem: String(itemId),
      dataRealizacao: '2026-11-20',
      observacao: '',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const ato = await server.db
      .selectFrom('ato')
      .selectAll()
      .where('id', '=', (response.body as { data: { id: number } }).data.id)
      .executeTakeFirstOrThrow();
    expect(ato).toMatchObject({ planoTratamentoId: planoId, planoTratamentoItemId: itemId });
  });

  it('should take a JSON upload whose type is text and whose user is a number', async () => {
    const planoId = await createdPlan({ matriculaBeneficiario: MARIA_CARTEIRA });
    const url = operationUrl('uploadPlanoTratamentoImagem', {
      query: { idPlanoTratamento: planoId, cpf: MARIA_CPF },
    });
    const response = await post(url, {
      IdImagemTipo: '1',
      ContentType: 'image/png',
      Data: pngBytes().toString('base64'),
      IdUsuario: 12345,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const imagem = await server.db
      .selectFrom('planoImagem')
      .select(['planoTratamentoId', 'imagemTipoId'])
      .where('id', '=', (response.body as { data: { idImagem: number } }).data.idImagem)
      .executeTakeFirstOrThrow();
    expect(imagem).toEqual({ planoTratamentoId: planoId, imagemTipoId: 1 });
  });

  it.each([
    ['idAudiProcedimento', 'abc', 'O campo idAudiProcedimento deve ser número inteiro.'],
    ['idAudiProcedimento', '1.5', 'O campo idAudiProcedimento deve ser número inteiro.'],
    ['idAudiProcedimento', '', 'O campo idAudiProcedimento deve ser número inteiro.'],
    ['qtdeUso', '10 ', 'O campo qtdeUso deve ser número inteiro.'],
    ['qtdeUso', '0', 'O campo qtdeUso está fora do intervalo permitido.'],
    ['vlrUso', '1,5', 'O campo vlrUso deve ser número.'],
    ['idFormaAtendimento', 'um', 'O campo idFormaAtendimento deve ser número inteiro.'],
    ['audiStatus', 'Qualquer', 'O campo audiStatus tem um valor não permitido.'],
  ])(
    'should still refuse %s %j with 400 in the pt-BR envelope, adding nothing',
    async (field, value, reason) => {
      const planoId = await createdPlan({ matriculaBeneficiario: MARIA_CARTEIRA });
      const response = await post('/api/v2/planoTratamentoItens', {
        ...originalItem(planoId, await someProcedure(server)),
        [field]: value,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody(DADOS_INVALIDOS, [reason], [{ name: field, reason }]));
      const items = await server.db
        .selectFrom('planoTratamentoItem')
        .select('id')
        .where('planoTratamentoId', '=', planoId)
        .execute();
      expect(items).toEqual([]);
    },
  );

  it('should still refuse a required field sent empty and a code that is not a number nor text', async () => {
    const empty = await post('/api/v2/planoTratamento', { matriculaBeneficiario: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(
      errorBody(
        DADOS_INVALIDOS,
        [
          'O campo matriculaBeneficiario deve ter ao menos 17 caractere(s).',
          'O campo matriculaBeneficiario está em um formato inválido.',
        ],
        [
          {
            name: 'matriculaBeneficiario',
            reason: 'O campo matriculaBeneficiario deve ter ao menos 17 caractere(s).',
          },
          {
            name: 'matriculaBeneficiario',
            reason: 'O campo matriculaBeneficiario está em um formato inválido.',
          },
        ],
      ),
    );
    const object = await post('/api/v2/planoTratamento', {
      matriculaBeneficiario: MARIA_CARTEIRA,
      codigoDentistaExecutante: { id: 1 },
    });
    expect(object.status).toBe(400);
    expect(object.body).toEqual(
      fieldErrorBody(
        'codigoDentistaExecutante',
        'O campo codigoDentistaExecutante deve ser texto.',
        DADOS_INVALIDOS,
      ),
    );
  });
});
