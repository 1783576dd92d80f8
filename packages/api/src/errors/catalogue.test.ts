import { describe, expect, it } from 'vitest';
import {
  beneficiarioV1ErrorMessage,
  createItemErrorMessage,
  createPlanErrorMessage,
  dentistaV1ErrorMessage,
  FIRST_ACCESS_ALREADY_DONE,
  firstAccessOutcome,
  forgotPasswordErrorMessage,
  genericErrorMessage,
  type LookupEntity,
  loginErrorMessage,
  lookupErrorMessageFor,
  type PlanFetch,
  planFetchErrorMessage,
  procedimentosByEspecialidadeErrorMessage,
  resetPasswordErrorMessage,
  setPasswordErrorMessage,
  uploadErrorMessage,
  type V1Call,
  v1ErrorMessage,
} from './catalogue';
import type { CallFailure } from './failure';

const envelope = (message?: string, errors?: string[]) => ({ success: false, data: null, message, errors });
const offline: CallFailure = { error: new TypeError('Failed to fetch') };

describe('login', () => {
  it.each<[string, CallFailure, string]>([
    [
      'the first error',
      { status: 401, body: envelope('m', ['CRO ou senha inválidos.', 'x']) },
      'CRO ou senha inválidos.',
    ],
    [
      'no errors list',
      { status: 401, body: envelope('ignorada') },
      'Ocorreu um erro ao tentar fazer login. Verifique suas credenciais e tente novamente.',
    ],
    [
      'an empty errors list',
      { status: 500, body: envelope(undefined, []) },
      'Ocorreu um erro ao tentar fazer login. Verifique suas credenciais e tente novamente.',
    ],
    ['no response', offline, 'Ocorreu um erro inesperado. Tente novamente.'],
  ])('should show %s', (_, failure, message) => {
    expect(loginErrorMessage(failure)).toBe(message);
  });
});

describe('first access', () => {
  it.each<[string, CallFailure]>([
    ['409', { status: 409, body: envelope() }],
    ['409 without body', { status: 409 }],
    [
      'a message saying it was already done',
      { status: 400, body: envelope('Primeiro acesso já realizado para este CRO.') },
    ],
    [
      'an error saying a registration exists',
      { status: 400, body: envelope(undefined, ['Já existe cadastro para este CRO.']) },
    ],
  ])('should give the already-done notice for %s', (_, failure) => {
    expect(firstAccessOutcome(failure)).toEqual({ kind: 'already-done', message: FIRST_ACCESS_ALREADY_DONE });
    expect(FIRST_ACCESS_ALREADY_DONE).toBe(
      'Seu primeiro acesso já foi realizado. Utilize “Esqueci minha senha” ou faça login.',
    );
  });

  it.each<[string, CallFailure, string]>([
    ['the first error', { status: 404, body: envelope('m', ['CRO não encontrado.']) }, 'CRO não encontrado.'],
    [
      'the message',
      { status: 404, body: envelope('CRO não encontrado entre os credenciados.') },
      'CRO não encontrado entre os credenciados.',
    ],
    [
      'an e-mail masked',
      { status: 400, body: envelope(undefined, ['O e-mail carla.mendes@example.com não recebe mensagens.']) },
      'O e-mail c**********s@e*****e.com não recebe mensagens.',
    ],
    ['400', { status: 400 }, 'Dados inválidos. Verifique o CRO informado.'],
    ['404', { status: 404, body: 'Not Found' }, 'Serviço não encontrado. Tente novamente mais tarde.'],
    ['500', { status: 500 }, 'Erro interno do servidor. Tente novamente mais tarde. Cód. 54'],
    ['no response', offline, 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['another status', { status: 429 }, 'Ocorreu um erro ao solicitar o primeiro acesso. Tente novamente.'],
  ])('should show %s', (_, failure, message) => {
    expect(firstAccessOutcome(failure)).toEqual({ kind: 'error', message });
  });
});

describe('forgot password', () => {
  it.each<[string, CallFailure, string]>([
    ['the first error', { status: 404, body: envelope('m', ['CRO não encontrado.']) }, 'CRO não encontrado.'],
    [
      'the message, e-mail masked',
      { status: 409, body: envelope('Enviado antes para ana.souza@example.com.br') },
      'Enviado antes para a*******a@e*****e.com.br',
    ],
    ['400', { status: 400 }, 'Dados inválidos. Verifique o CRO informado.'],
    ['404', { status: 404 }, 'Serviço não encontrado. Tente novamente mais tarde.'],
    ['500 without Cód. 54', { status: 500 }, 'Erro interno do servidor. Tente novamente mais tarde.'],
    ['no response', offline, 'Erro de conexão. Verifique sua internet e tente novamente.'],
    [
      'another status',
      { status: 503 },
      'Ocorreu um erro ao solicitar redefinição de senha. Tente novamente.',
    ],
  ])('should show %s', (_, failure, message) => {
    expect(forgotPasswordErrorMessage(failure)).toBe(message);
  });
});

describe('set password', () => {
  it.each<[string, CallFailure, string]>([
    [
      'the first error',
      { status: 400, body: envelope('m', ['As senhas não coincidem.']) },
      'As senhas não coincidem.',
    ],
    [
      'the message',
      { status: 400, body: envelope('Link inválido ou expirado. Solicite um novo e-mail.') },
      'Link inválido ou expirado. Solicite um novo e-mail.',
    ],
    ['the error text', { error: new Error('Tempo esgotado') }, 'Tempo esgotado'],
    [
      'the connection error in pt-BR, not the browser text',
      offline,
      'Erro de conexão. Verifique sua internet e tente novamente.',
    ],
    ['the default', { status: 500 }, 'Erro ao definir a nova senha.'],
  ])('should show %s', (_, failure, message) => {
    expect(setPasswordErrorMessage(failure)).toBe(message);
  });
});

describe('reset password', () => {
  it.each<[string, CallFailure, string]>([
    [
      'the first error',
      { status: 400, body: envelope('m', ['A senha deve ter no mínimo 8 caracteres.']) },
      'A senha deve ter no mínimo 8 caracteres.',
    ],
    [
      'the message',
      { status: 400, body: envelope('Link inválido ou expirado. Solicite um novo e-mail.') },
      'Link inválido ou expirado. Solicite um novo e-mail.',
    ],
    ['400', { status: 400 }, 'Dados inválidos. Verifique as senhas informadas.'],
    ['404', { status: 404 }, 'Serviço não encontrado. Tente novamente mais tarde.'],
    ['500', { status: 500 }, 'Erro interno do servidor. Tente novamente mais tarde.'],
    ['no response', offline, 'Erro de conexão. Verifique sua internet e tente novamente.'],
    ['another status', { status: 429 }, 'Ocorreu um erro ao redefinir a senha. Tente novamente.'],
  ])('should show %s', (_, failure, message) => {
    expect(resetPasswordErrorMessage(failure)).toBe(message);
  });
});

describe('v2 lookups', () => {
  const notFound: Record<LookupEntity, string> = {
    procedimento: 'Não encontramos nenhum procedimento',
    dentista: 'Não encontramos nenhum dentista com os dados informados.',
    beneficiario: 'Não encontramos nenhum beneficiário com os dados informados.',
    imagemTipo: 'Não encontramos nenhum tipo de imagem',
  };
  const unexpected: Record<LookupEntity, string> = {
    procedimento: 'Erro inesperado ao buscar os procedimentos. Tente novamente.',
    dentista: 'Erro inesperado ao buscar o dentista. Tente novamente.',
    beneficiario: 'Erro inesperado ao buscar beneficiário. Tente novamente.',
    imagemTipo: 'Erro inesperado ao buscar os tipos das imagens. Tente novamente.',
  };
  const lookupBody = {
    success: false,
    data: [],
    errorMessage: 'CPF inválido. Verifique os dígitos informados.',
  };
  const entities = Object.keys(notFound) as LookupEntity[];

  it.each(entities.flatMap((entity) => [500, 404].map((status) => [entity, status] as const)))(
    'should read %s %i as not found',
    (entity, status) => {
      expect(lookupErrorMessageFor(entity, { status, body: lookupBody })).toBe(notFound[entity]);
    },
  );
  it.each(entities)('should read %s 401 as an expired session', (entity) => {
    expect(lookupErrorMessageFor(entity, { status: 401 })).toBe(
      'Sua sessão expirou. Por favor, faça login novamente.',
    );
  });
  it.each(entities)('should give the generic %s message otherwise', (entity) => {
    expect(lookupErrorMessageFor(entity, { status: 429 })).toBe(unexpected[entity]);
    expect(lookupErrorMessageFor(entity, offline)).toBe(unexpected[entity]);
    expect(lookupErrorMessageFor(entity, { status: 400 })).toBe(unexpected[entity]);
  });
  it("should show the server's reason when the hour's lookups are used up (429)", () => {
    const quota = {
      success: false,
      data: [],
      errorMessage:
        'Limite de consultas de beneficiários atingido. Aguarde alguns minutos e tente novamente.',
    };
    expect(lookupErrorMessageFor('beneficiario', { status: 429, body: quota })).toBe(quota.errorMessage);
  });
  it("should show the server's reason for a 400", () => {
    expect(lookupErrorMessageFor('beneficiario', { status: 400, body: lookupBody })).toBe(
      lookupBody.errorMessage,
    );
  });
});

describe('create plan, item and upload (v2)', () => {
  const serverReason = { status: 409, body: envelope('O plano está cancelado.') };
  it.each<[string, (f: CallFailure) => string, CallFailure, string]>([
    [
      'plan 500',
      createPlanErrorMessage,
      { status: 500 },
      'Erro ao criar plano de tratamento, por favor tente novamente!',
    ],
    [
      'plan 401',
      createPlanErrorMessage,
      { status: 401 },
      'Sua sessão expirou. Por favor, faça login novamente.',
    ],
    [
      'plan 400',
      createPlanErrorMessage,
      { status: 400, body: envelope('x') },
      'Não foi possível criar o plano de tratamento por falta de informações.',
    ],
    [
      'plan 422 (expired card)',
      createPlanErrorMessage,
      {
        status: 422,
        body: envelope(
          'A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.',
        ),
      },
      'A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.',
    ],
    [
      'plan 422 without a message',
      createPlanErrorMessage,
      { status: 422, body: envelope() },
      'Erro ao criar plano de tratamento, por favor tente novamente!',
    ],
    [
      'plan offline',
      createPlanErrorMessage,
      offline,
      'Erro ao criar plano de tratamento, por favor tente novamente!',
    ],
    [
      'item 500',
      createItemErrorMessage,
      { status: 500, body: envelope('interno') },
      'Erro ao criar item do plano de tratamento, por favor tente novamente!',
    ],
    [
      'item 401',
      createItemErrorMessage,
      { status: 401 },
      'Sua sessão expirou. Por favor, faça login novamente.',
    ],
    [
      'item 400',
      createItemErrorMessage,
      { status: 400 },
      'Não foi possível criar o item do plano de tratamento por falta de informações.',
    ],
    ['item server reason', createItemErrorMessage, serverReason, 'O plano está cancelado.'],
    [
      'item offline',
      createItemErrorMessage,
      offline,
      'Erro ao criar item do plano de tratamento, por favor tente novamente!',
    ],
    [
      'upload 401',
      (f) => uploadErrorMessage(f, 'rx.png'),
      { status: 401 },
      'Sua sessão expirou. Por favor, faça login novamente.',
    ],
    [
      'upload 400',
      (f) => uploadErrorMessage(f, 'rx.png'),
      { status: 400 },
      'Não foi possível criar o item do plano de tratamento por falta de informações.',
    ],
    [
      'upload 413',
      (f) => uploadErrorMessage(f, 'rx.png'),
      { status: 413, body: envelope(undefined, ['Arquivo "rx.png" excede o limite de 2 MB.']) },
      'Arquivo "rx.png" excede o limite de 2 MB.',
    ],
    [
      'upload 500',
      (f) => uploadErrorMessage(f, 'rx.png'),
      { status: 500 },
      'Erro ao enviar o arquivo rx.png.',
    ],
    ['upload offline', (f) => uploadErrorMessage(f, 'rx.png'), offline, 'Erro ao enviar o arquivo rx.png.'],
  ])('should show %s', (_, message, failure, expected) => {
    expect(message(failure)).toBe(expected);
  });
});

describe('v1 calls', () => {
  const rows: [V1Call, number | undefined, string][] = [
    ['createPlano', 401, 'Sessão expirada. Faça login novamente.'],
    ['createPlano', 400, 'Dados inválidos para criação do plano de tratamento.'],
    ['createPlano', 404, 'Recurso não encontrado ao criar o plano de tratamento.'],
    ['createPlano', 500, 'Erro interno do servidor ao criar o plano de tratamento.'],
    ['createPlano', 503, 'Falha ao criar o plano de tratamento.'],
    ['createPlano', undefined, 'Falha ao criar o plano de tratamento.'],
    ['createAto', 401, 'Sessão expirada. Faça login novamente.'],
    ['createAto', 400, 'Dados inválidos para criação do ato.'],
    ['createAto', 404, 'Ato não encontrado.'],
    ['createAto', 500, 'Erro interno do servidor ao criar o ato.'],
    ['createAto', 409, 'Falha ao criar o ato.'],
    ['deleteAto', 401, 'Sessão expirada. Faça login novamente.'],
    ['deleteAto', 400, 'Dados inválidos para exclusão do ato.'],
    ['deleteAto', 404, 'Ato não encontrado.'],
    ['deleteAto', 500, 'Erro interno do servidor ao excluir o ato.'],
    ['deleteAto', undefined, 'Falha ao excluir o ato.'],
  ];
  it.each(rows)('should show for %s with status %s', (call, status, message) => {
    expect(v1ErrorMessage(call, status === undefined ? offline : { status })).toBe(message);
  });
  it('should prefer the server message, then the first error, on a 400', () => {
    expect(v1ErrorMessage('createAto', { status: 400, body: envelope('Item inválido.', ['primeiro']) })).toBe(
      'Item inválido.',
    );
    expect(v1ErrorMessage('createAto', { status: 400, body: envelope(undefined, ['primeiro']) })).toBe(
      'primeiro',
    );
  });
});

describe('dentist and beneficiary v1 searches', () => {
  it.each<[string, string, CallFailure, string]>([
    [
      'dentist',
      '404',
      { status: 404 },
      'Nenhum dentista foi encontrado com os dados informados. Verifique o código da operadora e número do conselho profissional.',
    ],
    ['dentist', '401', { status: 401 }, 'Sessão expirada. Faça login novamente.'],
    ['dentist', 'other', { status: 500 }, 'Erro inesperado ao buscar dentista. Tente novamente.'],
    [
      'beneficiary',
      '404',
      { status: 404 },
      'Nenhum beneficiário foi encontrado com os dados informados. Verifique o código da operadora e CPF/ID do titular.',
    ],
    ['beneficiary', '400', { status: 400 }, 'Parâmetros de busca inválidos'],
    ['beneficiary', '401', { status: 401 }, 'Sessão expirada. Faça login novamente.'],
    ['beneficiary', '500', { status: 500 }, 'Erro interno do servidor. Tente novamente em alguns instantes.'],
    ['beneficiary', 'default', offline, 'Erro inesperado ao buscar beneficiário. Tente novamente.'],
  ])('should show the %s search %s message', (entity, _, failure, message) => {
    const fn = entity === 'dentist' ? dentistaV1ErrorMessage : beneficiarioV1ErrorMessage;
    expect(fn(failure)).toBe(message);
  });
});

describe('plan fetches and procedures by specialty', () => {
  const rows: [PlanFetch, number | undefined, string][] = [
    ['list', 401, 'Sessão expirada. Faça login novamente.'],
    ['list', 404, 'Nenhum plano de tratamento encontrado.'],
    ['list', 500, 'Falha ao obter os planos de tratamento.'],
    ['byId', 404, 'Nenhum plano de tratamento encontrado.'],
    ['items', undefined, 'Falha ao obter os planos de tratamento.'],
    ['byIdV1', 401, 'Sessão expirada. Faça login novamente.'],
    ['byIdV1', 404, 'Plano de tratamento não encontrado.'],
    ['byIdV1', 500, 'Falha ao obter o plano de tratamento.'],
  ];
  it.each(rows)('should show for %s with status %s', (fetch, status, message) => {
    expect(planFetchErrorMessage(fetch, status === undefined ? offline : { status })).toBe(message);
  });
  it.each<CallFailure>([{ status: 404 }, { status: 500 }, offline])(
    'should show one message for any failure',
    (failure) => {
      expect(procedimentosByEspecialidadeErrorMessage(failure)).toBe('Falha ao carregar procedimentos');
    },
  );
});

describe('other calls', () => {
  it.each<[CallFailure, string]>([
    [{ status: 401 }, 'Sua sessão expirou. Por favor, faça login novamente.'],
    [offline, 'Erro de conexão. Verifique sua internet e tente novamente.'],
    [{ status: 409, body: envelope('Só procedimentos autorizados.') }, 'Só procedimentos autorizados.'],
    [{ status: 500, body: envelope('detalhe interno') }, 'Falhou.'],
  ])('should show the right message', (failure, message) => {
    expect(genericErrorMessage(failure, 'Falhou.')).toBe(message);
  });
});
