import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk, errorEnvelope } from '../../../testing/handlers';
import { PortalScreen } from '../../../testing/PortalScreen';
import {
  beneficiariosOk,
  createPlanExpiredCard,
  createPlanFails,
  createPlanOk,
  dentistasOk,
  EXPIRED_CARD_MESSAGE,
  JOANA,
  LUCAS,
  MARIA,
  PERFORMER,
  procedimentosOk,
} from '../../../testing/plan-new-handlers';
import { newTraffic, validationHandler } from '../../../testing/procedure-rules-handlers';
import { chooseProcedure, chooseTwoFaceResinOnThreeFaces, typing } from '../../../testing/procedure-stories';
import { PREDICTED_TITLE } from '../procedure-picker/GlosaList';
import { MISSING_PLAN_ID } from './NewPlanPage';
import { REQUESTER_INCOMPLETE } from './requester';
import { NO_BENEFICIARY } from './useBeneficiarySearch';
import { PERFORMER_ERROR } from './usePerformer';

const rulesTraffic = newTraffic();
const baseHandlers = [currentUserOk, procedimentosOk, dentistasOk, validationHandler(rulesTraffic)];

const meta = {
  title: 'Portal/NewPlan',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [...baseHandlers, beneficiariosOk([MARIA])] } },
  args: { path: '/plano-tratamento/novo' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

async function searchBeneficiary(canvas: Canvas, term: string) {
  const search = await region(canvas, 'Beneficiário');
  const input = search.getByRole('textbox', { name: 'Número da Carteira ou CPF' });
  const button = search.getByRole('button', { name: 'Buscar' });
  await expect(button).toBeDisabled();
  await userEvent.type(input, term, typing);
  await userEvent.click(button);
}

// The screen is a lazy route: its code may still be loading (and, in a test run, compiling) when a story starts.
const SCREEN_LOAD = { timeout: 10_000 };
const region = async (canvas: Canvas, name: string) =>
  within(await canvas.findByRole('region', { name }, SCREEN_LOAD));

async function chooseProcedureAndTooth(canvas: Canvas) {
  await chooseProcedure(canvas, '8510', '85100196 - Restauração em resina fotopolimerizável 1 face');
  await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face oclusal' }));
}

/** Maria da Silva by CPF, the performer loaded, resin on tooth 16 (M, O), then 'Adicionar'. */
async function addForMaria(canvas: Canvas) {
  await searchBeneficiary(canvas, '529.982.247-25');
  await (await region(canvas, 'Dentista Executante')).findByText('Dra. Ana Souza');
  await chooseProcedureAndTooth(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
}

/** A CPF finds one beneficiary, who is selected at once; the performer is the signed-in dentist. */
export const SearchByCpfOneResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Novo Plano de Tratamento' }),
    ).toBeVisible();
    await searchBeneficiary(canvas, '529.982.247-25');
    const results = within(await canvas.findByRole('list', { name: 'Beneficiários encontrados' }));
    for (const text of ['0900.0001.000001-00.1', 'TITULAR', 'Maria da Silva', 'Odonto Essencial']) {
      await expect(results.getByText(text)).toBeVisible();
    }
    const data = await region(canvas, 'Dados do Beneficiário');
    await expect(data.getByText('Maria da Silva')).toBeVisible();
    // The operator's code comes from the beneficiary's card number, its name from the registry.
    await expect(data.getByText('900 - Odonto Operadora')).toBeVisible();
    await expect(data.getByText('Carteira válida até 31/03/2027')).toBeVisible();
    const performer = await region(canvas, 'Dentista Executante');
    await expect(await performer.findByText('Dra. Ana Souza')).toBeVisible();
    await expect(performer.getByText('12345')).toBeVisible();
    await expect(performer.getByText('SP')).toBeVisible();
  },
};

/** Several results: nothing is chosen until 'Selecionar Beneficiário'. The address search runs by itself. */
export const SearchFromAddressSeveralResults: Story = {
  args: { path: '/plano-tratamento/novo?search=52998224725' },
  parameters: { msw: { handlers: [...baseHandlers, beneficiariosOk([MARIA, LUCAS])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Número da Carteira ou CPF' })).toHaveValue(
      '52998224725',
    );
    const results = within(await canvas.findByRole('list', { name: 'Beneficiários encontrados' }));
    await expect(results.getByText('DEPENDENTE')).toBeVisible();
    await expect(results.getByText('Luca')).toBeVisible();
    await expect(results.getByText('Empresa Exemplo Ltda')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Dados do Beneficiário' })).toBeNull();
    const [, second] = results.getAllByRole('button', { name: 'Selecionar Beneficiário' });
    if (!second) throw new Error('Faltou o segundo resultado.');
    await userEvent.click(second);
    await expect((await region(canvas, 'Dados do Beneficiário')).getByText('Lucas da Silva')).toBeVisible();
  },
};

/** Nobody matches: the docs/product-rules.md#error-catalogue message and the yellow box naming the term. */
export const NoResult: Story = {
  parameters: { msw: { handlers: [...baseHandlers, beneficiariosOk([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchBeneficiary(canvas, '11111111111');
    await expect(await canvas.findByText(NO_BENEFICIARY)).toBeVisible();
    await expect(canvas.getByText('Nenhum resultado encontrado')).toBeVisible();
    await expect(canvas.getByText(/“11111111111”/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Adicionar Procedimento' })).toBeNull();
  },
};

/** Requester found by CRO: fields locked, confirmed, then 'Alterar Solicitante' resets them. */
export const RequesterFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await region(canvas, 'Dentista Solicitante');
    await userEvent.click(section.getByText('Selecionar Dentista Solicitante?'));
    await expect(section.getByRole('checkbox', { name: 'Selecionar Dentista Solicitante?' })).toBeChecked();
    await userEvent.click(section.getByRole('button', { name: 'Confirmar Solicitante' }));
    await expect(section.getByText(REQUESTER_INCOMPLETE)).toBeVisible();
    await userEvent.type(
      section.getByRole('textbox', { name: 'CRO do Solicitante' }),
      '54321{Enter}',
      typing,
    );
    await waitFor(() =>
      expect(section.getByRole('textbox', { name: 'Nome do Solicitante' })).toHaveValue('Dr. Bruno Lima'),
    );
    await expect(section.getByRole('combobox', { name: 'UF do Solicitante' })).toHaveValue('RJ');
    await expect(section.getByRole('textbox', { name: 'Nome do Solicitante' })).toBeDisabled();
    await userEvent.click(section.getByRole('button', { name: 'Confirmar Solicitante' }));
    await expect(section.getByText(/Solicitante confirmado: Dr. Bruno Lima/)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Alterar Solicitante' }));
    await expect(section.getByRole('textbox', { name: 'CRO do Solicitante' })).toHaveValue('');
    await expect(section.queryByText(/Solicitante confirmado/)).toBeNull();
  },
};

/** Requester not found: UF (all 27) and name become editable and are required. */
export const RequesterTypedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await region(canvas, 'Dentista Solicitante');
    await userEvent.click(section.getByText('Selecionar Dentista Solicitante?'));
    await expect(section.getByRole('checkbox', { name: 'Selecionar Dentista Solicitante?' })).toBeChecked();
    await userEvent.type(section.getByRole('textbox', { name: 'CRO do Solicitante' }), '99999', typing);
    await userEvent.click(section.getByRole('button', { name: 'Buscar CRO' }));
    await expect(
      await section.findByText('Não encontramos nenhum dentista com os dados informados.'),
    ).toBeVisible();
    const uf = section.getByRole('combobox', { name: 'UF do Solicitante' });
    await expect(uf).toBeEnabled();
    await expect(within(uf).getAllByRole('option')).toHaveLength(28);
    await userEvent.selectOptions(uf, 'TO');
    await userEvent.click(section.getByRole('button', { name: 'Confirmar Solicitante' }));
    await expect(section.getByText(REQUESTER_INCOMPLETE)).toBeVisible();
    await userEvent.type(
      section.getByRole('textbox', { name: 'Nome do Solicitante' }),
      'Dra. Teresa Alves',
      typing,
    );
    await userEvent.click(section.getByRole('button', { name: 'Confirmar Solicitante' }));
    await expect(section.getByText('Solicitante confirmado: Dra. Teresa Alves (CRO 99999-TO)')).toBeVisible();
  },
};

const sent: { plan: unknown[]; item: unknown[] } = { plan: [], item: [] };

/** 'Adicionar' creates the plan, then the item, and opens the plan. */
export const CreateSuccess: Story = {
  parameters: { msw: { handlers: [...baseHandlers, beneficiariosOk([MARIA]), ...createPlanOk(sent)] } },
  beforeEach: () => {
    sent.plan.length = 0;
    sent.item.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addForMaria(canvas);
    await expect(await canvas.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    // The plan screen is another lazy route: the address changes once its code has loaded.
    await waitFor(
      () => expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/1025'),
      SCREEN_LOAD,
    );
    await expect(sent.plan).toEqual([
      expect.objectContaining({
        matriculaBeneficiario: '09000001000001001',
        croDentistaExecutante: '12345',
        codigoDentistaExecutante: '1',
        // Without a requester the performer is the requester.
        croDentistaSolicitante: '12345',
        usuarioCriacao: '12345',
      }),
    ]);
    // Fixed operator values are the server's (docs/product-rules.md#d14), never sent by the portal.
    await expect(sent.plan[0]).not.toHaveProperty('codigoOperadoraOrigem');
    await expect(sent.item).toEqual([
      expect.objectContaining({
        idPlanoTratamento: 1025,
        idAudiProcedimento: 12,
        codTuss: '85100196',
        idDente: 16,
        faces: 'M,O',
      }),
    ]);
  },
};

/**
 * Before the plan exists, its first item is still checked against the rules: the beneficiary's card stands
 * for the plan in the validation, and three faces on the 2-face resin predict glosa 3056 before 'Adicionar'.
 */
export const PredictsTheFirstItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchBeneficiary(canvas, '529.982.247-25');
    await chooseTwoFaceResinOnThreeFaces(canvas);
    await expect(await canvas.findByText(PREDICTED_TITLE, {}, SCREEN_LOAD)).toBeVisible();
    await expect(
      canvas.getByText(
        'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
      ),
    ).toBeVisible();
    await expect(rulesTraffic.validations.at(-1)).toEqual({
      matriculaBeneficiario: '09000001000001001',
      idAudiProcedimento: 15,
      codTuss: '85100200',
      idDente: 16,
      faces: 'M,O,D',
    });
    await expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/novo');
  },
};

/** The plan cannot be created: the docs/product-rules.md#error-catalogue message, and the choice stays for another try. */
export const CreateFailure: Story = {
  parameters: { msw: { handlers: [...baseHandlers, beneficiariosOk([MARIA]), createPlanFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addForMaria(canvas);
    await expect(
      await canvas.findByText('Erro ao criar plano de tratamento, por favor tente novamente!'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeEnabled();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/novo');
  },
};

const expiredSent = { plan: [] as unknown[], item: [] as unknown[] };

/**
 * Joana's card expired on 31/10/2026: her data says so, an error explains why no plan opens, and no
 * procedure can be added (nothing is sent).
 */
export const ExpiredCardBlocksPlan: Story = {
  parameters: {
    msw: { handlers: [...baseHandlers, beneficiariosOk([JOANA]), ...createPlanOk(expiredSent)] },
  },
  beforeEach: () => {
    expiredSent.plan.length = 0;
    expiredSent.item.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchBeneficiary(canvas, '111.444.777-35');
    const results = within(await canvas.findByRole('list', { name: 'Beneficiários encontrados' }));
    await expect(results.getByText('Carteira vencida em 31/10/2026')).toBeVisible();
    const data = await region(canvas, 'Dados do Beneficiário');
    await expect(data.getByText('Carteira vencida em 31/10/2026')).toBeVisible();
    const add = await region(canvas, 'Adicionar Procedimento');
    await expect(add.getByText('Carteira vencida')).toBeVisible();
    await expect(add.getByText(EXPIRED_CARD_MESSAGE)).toBeVisible();
    await expect(add.queryByRole('button', { name: 'Adicionar' })).toBeNull();
    await expect(add.queryByRole('combobox')).toBeNull();
    await expect(expiredSent.plan).toHaveLength(0);
  },
};

/**
 * The card expired after the search (the portal thought it valid): the server refuses the plan with 422 and
 * its message is shown; the choice stays in the picker for another try.
 */
export const ExpiredCardRefusedByServer: Story = {
  parameters: {
    msw: { handlers: [...baseHandlers, beneficiariosOk([MARIA]), createPlanExpiredCard] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addForMaria(canvas);
    await expect(await canvas.findByText(EXPIRED_CARD_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeEnabled();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/novo');
  },
};

let performerCalls = 0;

/** The performer lookup fails once: the docs/product-rules.md#roles-and-permissions message, then the retry a second later loads it. */
export const PerformerRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        procedimentosOk,
        dentistHttp.get('/v2/dentista', async ({ response }) => {
          performerCalls += 1;
          if (performerCalls === 1) {
            await delay(50);
            return response(503).json({ success: false, data: [], errorMessage: 'x' });
          }
          return response(200).json({ success: true, data: [PERFORMER], errorMessage: null });
        }),
      ],
    },
  },
  beforeEach: () => {
    performerCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const performer = await region(canvas, 'Dentista Executante');
    await expect(await performer.findByText(PERFORMER_ERROR)).toBeVisible();
    await expect(await performer.findByText('Dra. Ana Souza', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** On a phone the screen stacks and the search still works. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchBeneficiary(canvas, '529.982.247-25');
    await expect(
      await (await region(canvas, 'Dados do Beneficiário')).findByText('Maria da Silva'),
    ).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Permanentes' })).toBeVisible();
  },
};

const retried: { plan: unknown[]; item: unknown[] } = { plan: [], item: [] };
let itemCalls = 0;

/** The item fails once: its docs/product-rules.md#error-catalogue message; the retry adds the item to the same plan, not to a second one. */
export const ItemFailureThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        ...baseHandlers,
        beneficiariosOk([MARIA]),
        dentistHttp.post('/v2/planoTratamentoItens', ({ response }) => {
          itemCalls += 1;
          return itemCalls === 1 ? response(400).json(errorEnvelope('Faces inválidas.')) : undefined;
        }),
        ...createPlanOk(retried),
      ],
    },
  },
  beforeEach: () => {
    retried.plan.length = 0;
    retried.item.length = 0;
    itemCalls = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addForMaria(canvas);
    await expect(
      await canvas.findByText(
        'Não foi possível criar o item do plano de tratamento por falta de informações.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    // The plan screen is another lazy route: the address changes once its code has loaded.
    await waitFor(
      () => expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/1025'),
      SCREEN_LOAD,
    );
    await expect(retried.plan).toHaveLength(1);
    await expect(retried.item).toHaveLength(1);
  },
};

/** The server creates the plan but sends no code back: the docs/product-rules.md#error-catalogue message. */
export const MissingPlanId: Story = {
  parameters: {
    msw: {
      handlers: [
        ...baseHandlers,
        beneficiariosOk([MARIA]),
        // Plain msw: a created plan without its id, off the contract on purpose.
        http.post('/api/v2/planoTratamento', () =>
          HttpResponse.json({ success: true, data: {}, message: 'ok' }, { status: 201 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await addForMaria(canvas);
    await expect(await canvas.findByText(MISSING_PLAN_ID)).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/novo');
  },
};

/** The server refuses the term: its reason shows, and the search can run again. */
export const SearchRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        ...baseHandlers,
        dentistHttp.get('/v2/beneficiario', ({ response }) =>
          response(400).json({ success: false, data: [], errorMessage: 'O CPF informado é inválido.' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchBeneficiary(canvas, '123.456.789-00');
    await expect(await canvas.findByText('O CPF informado é inválido.')).toBeVisible();
    await expect(canvas.queryByText('Nenhum resultado encontrado')).toBeNull();
    await expect(
      (await region(canvas, 'Beneficiário')).getByRole('button', { name: 'Buscar' }),
    ).toBeEnabled();
  },
};
