import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../testing/fixtures';
import { currentUserOk } from '../testing/handlers';
import { PortalScreen } from '../testing/PortalScreen';
import { planExistingHandlers } from '../testing/plan-existing-handlers';
import {
  beneficiariosOk,
  createPlanOk,
  dentistasOk,
  MARIA,
  procedimentosOk,
} from '../testing/plan-new-handlers';
import { newTraffic, validationHandler } from '../testing/procedure-rules-handlers';
import { chooseProcedure } from '../testing/procedure-stories';
import { DISCARD_DRAFT, DRAFT_FOUND, RESTORE_DRAFT } from './DraftOffer';
import { type DraftForm, procedureDraftForm, readDraft, saveDraft } from './draftStore';

// The dentist of the stories' session is user 1 (the access token's `sub`).
const USER = '1';
const RESIN_ONE_FACE = '85100196 - Restauração em resina fotopolimerizável 1 face';
const resinOnTooth16 = {
  procedureId: '12',
  tooth: 16,
  faces: ['M', 'O'],
  root: false,
  region: null,
  justificativa: '',
};
const newPlanDraft = {
  carteira: MARIA.numeroCarteira,
  requesterWanted: true,
  requester: { id: '2', cro: '54321', uf: 'RJ', nome: 'Dr. Bruno Lima' },
  procedimento: resinOnTooth16,
};
const SAVED_AT = new Date('2026-11-22T14:40:00.000Z');
const draftOf = (form: DraftForm) => readDraft(localStorage, USER, form, (value) => value);

const rulesTraffic = newTraffic();
const sent: { plan: unknown[]; item: unknown[] } = { plan: [], item: [] };

const meta = {
  title: 'Portal/Rascunhos',
  component: PortalScreen,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        currentUserOk,
        procedimentosOk,
        dentistasOk,
        validationHandler(rulesTraffic),
        beneficiariosOk([MARIA]),
        ...createPlanOk(sent),
      ],
    },
  },
  args: { path: '/plano-tratamento/novo' },
  beforeEach: () => {
    const cleanup = storeSignedInSession();
    saveDraft(localStorage, USER, 'novo-plano', newPlanDraft, SAVED_AT);
    return cleanup;
  },
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };

/**
 * After a session that expired, the new plan offers its draft back: 'Recuperar rascunho' searches the
 * beneficiary again by card and fills the requester, the procedure and the faces; saving clears the draft.
 */
export const NewPlanDraftRestored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(DRAFT_FOUND, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(/salvo neste navegador em 22\/11\/2026 11:40/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: RESTORE_DRAFT }));
    await expect(canvas.queryByText(DRAFT_FOUND)).toBeNull();
    const data = within(await canvas.findByRole('region', { name: 'Dados do Beneficiário' }, LOAD));
    await expect(data.getByText(MARIA.nome)).toBeVisible();
    await expect(canvas.getByText('Solicitante confirmado: Dr. Bruno Lima (CRO 54321-RJ)')).toBeVisible();
    const combobox = await canvas.findByRole('combobox', { name: /Procedimento/ }, LOAD);
    await waitFor(() => expect(combobox).toHaveValue(RESIN_ONE_FACE), LOAD);
    await expect(canvas.getByRole('button', { name: /^Dente 16, face mesial, selecionada/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: /^Dente 16, face oclusal, selecionada/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await waitFor(
      () => expect(canvas.getByTestId('location')).toHaveTextContent('/plano-tratamento/1025'),
      LOAD,
    );
    await expect(draftOf('novo-plano')).toBeNull();
  },
};

/** 'Descartar' forgets the draft and leaves the form empty. */
export const NewPlanDraftDiscarded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: DISCARD_DRAFT }, LOAD));
    await expect(canvas.queryByText(DRAFT_FOUND)).toBeNull();
    await expect(draftOf('novo-plano')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Dados do Beneficiário' })).toBeNull();
  },
};

/** With no draft, what the dentist fills in is kept as it changes: the card, the procedure and the faces. */
export const NewPlanKeptWhileFilledIn: Story = {
  beforeEach: () => {
    localStorage.removeItem(`rascunho:${USER}:novo-plano`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = within(await canvas.findByRole('region', { name: 'Beneficiário' }, LOAD));
    await userEvent.type(search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }), '52998224725');
    await userEvent.click(search.getByRole('button', { name: 'Buscar' }));
    await canvas.findByRole('region', { name: 'Dados do Beneficiário' }, LOAD);
    await chooseProcedure(canvas, '8510', RESIN_ONE_FACE);
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await waitFor(() =>
      expect(draftOf('novo-plano')?.value).toEqual({
        carteira: MARIA.numeroCarteira,
        requesterWanted: false,
        requester: null,
        procedimento: { ...resinOnTooth16, faces: ['M'] },
      }),
    );
    await expect(canvas.queryByText(DRAFT_FOUND)).toBeNull();
  },
};

/** On a plan, the add-procedure form's draft is offered back; restoring opens the picker with its choice. */
export const AddProcedureDraftRestored: Story = {
  args: { path: '/plano-tratamento/1024' },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, ...planExistingHandlers()] } },
  beforeEach: () => {
    localStorage.removeItem(`rascunho:${USER}:novo-plano`);
    saveDraft(localStorage, USER, procedureDraftForm(1024), resinOnTooth16, SAVED_AT);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: RESTORE_DRAFT }, LOAD));
    const picker = within(await canvas.findByRole('region', { name: 'Adicionar Procedimento' }, LOAD));
    const combobox = await picker.findByRole('combobox', { name: /Procedimento/ }, LOAD);
    await waitFor(() => expect(combobox).toHaveValue(RESIN_ONE_FACE), LOAD);
    await expect(
      picker.getByRole('button', { name: /^Dente 16, face oclusal, selecionada/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    // 'Cancelar' closes the form on purpose: its draft goes.
    await userEvent.click(picker.getByRole('button', { name: 'Cancelar' }));
    await expect(draftOf(procedureDraftForm(1024))).toBeNull();
  },
};
