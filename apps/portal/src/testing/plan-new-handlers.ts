import type { Beneficiario, Dentista, ProcedimentoResumo } from '@odonto/api';
import type { DentistSchema } from '@odonto/contract';
import { dentistHttp } from '@odonto/contract/msw';
import { delay, HttpResponse } from 'msw';
import { DENTIST } from './fixtures';
import { errorEnvelope } from './handlers';

type Regras = NonNullable<ProcedimentoResumo['regras']>;

const rules = (regras: Partial<Regras> & Pick<Regras, 'sitio'>): Regras => ({
  denticao: 'ambas',
  faces: null,
  canais: null,
  removeDente: false,
  dente: null,
  regioes: null,
  ...regras,
});

/**
 * Story data only: a few rows of the TUSS dental table as the server lists them, with their rules
 * (apps/server/src/procedure-rules/regras-procedimentos.csv): one of each site the picker asks for.
 */
export const PROCEDIMENTOS: ProcedimentoResumo[] = [
  {
    idAuditoriaProcedimento: 12,
    tuss: '85100196',
    descricao: 'Restauração em resina fotopolimerizável 1 face',
    especialidade: 'Dentística',
    regras: rules({ sitio: 'faces', faces: { min: 1, max: 1 }, dente: 'presente' }),
  },
  {
    idAuditoriaProcedimento: 13,
    tuss: '81000421',
    descricao: 'Radiografia periapical',
    especialidade: 'Radiologia',
    regras: rules({ sitio: 'dente', dente: 'indiferente' }),
  },
  {
    idAuditoriaProcedimento: 14,
    tuss: '82000875',
    descricao: 'Exodontia simples de permanente',
    especialidade: 'Cirurgia',
    regras: rules({ sitio: 'dente', denticao: 'permanente', removeDente: true, dente: 'presente' }),
  },
  {
    idAuditoriaProcedimento: 15,
    tuss: '85100200',
    descricao: 'Restauração em resina fotopolimerizável 2 faces',
    especialidade: 'Dentística',
    regras: rules({ sitio: 'faces', faces: { min: 2, max: 2 }, dente: 'presente' }),
  },
  {
    idAuditoriaProcedimento: 16,
    tuss: '81000405',
    descricao: 'Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
    especialidade: 'Radiologia',
    regras: rules({ sitio: 'boca' }),
  },
  {
    idAuditoriaProcedimento: 17,
    tuss: '84000198',
    descricao: 'Profilaxia: polimento coronário',
    especialidade: 'Prevenção',
    regras: rules({ sitio: 'arcada' }),
  },
  {
    idAuditoriaProcedimento: 18,
    tuss: '82000417',
    descricao: 'Cirurgia periodontal a retalho',
    especialidade: 'Periodontia',
    regras: rules({ sitio: 'sextante' }),
  },
  {
    idAuditoriaProcedimento: 19,
    tuss: '85200166',
    descricao: 'Tratamento endodôntico unirradicular',
    especialidade: 'Endodontia',
    regras: rules({ sitio: 'dente', denticao: 'permanente', canais: ['uni'], dente: 'presente' }),
  },
  {
    idAuditoriaProcedimento: 20,
    tuss: '82000182',
    descricao: 'Apicetomia unirradiculares sem obturação retrógrada',
    especialidade: 'Cirurgia',
    regras: rules({ sitio: 'raiz', denticao: 'permanente', canais: ['uni'], dente: 'presente' }),
  },
];

export const MARIA: Beneficiario = {
  numeroCarteira: '09000001000001001',
  tipoBeneficiario: 'T',
  nome: 'Maria da Silva',
  nomeSocial: null,
  nomeProduto: 'Odonto Essencial',
  dataVigenciaPlano: '2027-03-31',
  nomePessoaJuridicaContratantePlanoColetivo: null,
  nomeFantasiaOperadora: 'Odonto Operadora',
  cpf: '52998224725',
  dataNascimento: '1985-03-14',
  validadeCarteira: '2027-03-31',
  carteiraVencida: false,
  dataInclusao: '2024-02-01',
  uf: 'SP',
};

export const LUCAS: Beneficiario = {
  numeroCarteira: '09000001000001002',
  tipoBeneficiario: 'D',
  nome: 'Lucas da Silva',
  nomeSocial: 'Luca',
  nomeProduto: 'Odonto Essencial',
  dataVigenciaPlano: '2027-03-31',
  nomePessoaJuridicaContratantePlanoColetivo: 'Empresa Exemplo Ltda',
  nomeFantasiaOperadora: 'Odonto Operadora',
  cpf: '52998224725',
  dataNascimento: '1985-03-14',
  validadeCarteira: '2027-03-31',
  carteiraVencida: false,
  dataInclusao: '2024-02-01',
  uf: 'SP',
};

/** The card validity message of the server (openapi PlanoRecusado), for a card that expired on 31/10/2026. */
export const EXPIRED_CARD_MESSAGE =
  'A carteira deste beneficiário venceu em 31/10/2026. Oriente o beneficiário a regularizá-la com a operadora antes de abrir um plano.';

/** A beneficiary whose card expired on 31/10/2026 (glosa 1017): no plan opens for her. */
export const JOANA: Beneficiario = {
  ...MARIA,
  numeroCarteira: '09000001000001003',
  nome: 'Joana Pereira',
  cpf: '11144477735',
  validadeCarteira: '2026-10-31',
  carteiraVencida: true,
};

export const PERFORMER: Dentista = { id: '1', cro: DENTIST.cro, uf: 'SP', nome: DENTIST.nome };
export const REQUESTER: Dentista = { id: '2', cro: '54321', uf: 'RJ', nome: 'Dr. Bruno Lima' };

const notFound = (message: string) =>
  HttpResponse.json<DentistSchema<'LookupErrorEnvelope'>>(
    { success: false, data: [], errorMessage: message },
    { status: 500 },
  );

export const procedimentosOk = dentistHttp.get('/v2/audiProcedimento/resumo', ({ response }) =>
  response(200).json({ success: true, data: PROCEDIMENTOS, errorMessage: null }),
);

/** The beneficiary search answering `results` (an empty list reads like the server's not found). */
export function beneficiariosOk(results: Beneficiario[]) {
  return dentistHttp.get('/v2/beneficiario', async ({ response }) => {
    await delay(150);
    return results.length > 0
      ? response(200).json({ success: true, data: results, errorMessage: null })
      : notFound('Nenhum beneficiário encontrado.');
  });
}

/** The dentist search: the signed-in dentist and the demo requester are known, any other CRO is not. */
export const dentistasOk = dentistHttp.get('/v2/dentista', ({ request, response }) => {
  const cro = new URL(request.url).searchParams.get('numeroCRO');
  const found = [PERFORMER, REQUESTER].filter((dentista) => dentista.cro === cro);
  return found.length > 0
    ? response(200).json({ success: true, data: found, errorMessage: null })
    : notFound('Nenhum dentista encontrado.');
});

/** Plan creation answering id 1025, recording each payload in `sent`. */
export function createPlanOk(sent: { plan: unknown[]; item: unknown[] } = { plan: [], item: [] }) {
  return [
    dentistHttp.post('/v2/planoTratamento', async ({ request, response }) => {
      sent.plan.push(await request.json());
      await delay(200);
      return response(201).json({
        success: true,
        data: { id: 1025 },
        message: 'Plano de tratamento criado com sucesso.',
      });
    }),
    dentistHttp.post('/v2/planoTratamentoItens', async ({ request, response }) => {
      sent.item.push(await request.json());
      return response(201).json({
        success: true,
        data: { idProcedimentoItem: 3302 },
        message: 'Procedimento adicionado com sucesso!',
      });
    }),
  ];
}

/** Plan creation refused with 422: the card expired (the server checks it whatever the portal knew). */
export const createPlanExpiredCard = dentistHttp.post('/v2/planoTratamento', ({ response }) =>
  response(422).json(errorEnvelope(EXPIRED_CARD_MESSAGE)),
);

export const createPlanFails = dentistHttp.post('/v2/planoTratamento', ({ response }) =>
  response(500).json(errorEnvelope('Falha no banco de dados.')),
);
