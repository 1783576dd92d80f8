import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk } from '../../../testing/handlers';
import { PortalProviders } from '../../../testing/PortalScreen';
import { procedimentosOk } from '../../../testing/plan-new-handlers';
import { newTraffic, validationHandler } from '../../../testing/procedure-rules-handlers';
import { chooseProcedure, chooseTwoFaceResinOnThreeFaces, typing } from '../../../testing/procedure-stories';
import { PREDICTED_TITLE } from './GlosaList';
import {
  CANNOT_BE_READ,
  CHOSEN_PROCEDURE,
  ELIGIBILITY_DECIDES,
  FACES_REQUIRED,
  JUSTIFICATION_LABEL,
  JUSTIFICATION_REQUIRED,
  MOUTH_PROCEDURE,
  NO_GLOSA,
  NO_PROCEDURE_MATCH,
  PROCEDURE_REQUIRED,
  ProcedurePicker,
  SERVER_DECIDES,
  SITE_REQUIRED,
  TOOTH_REQUIRED,
} from './ProcedurePicker';

const meta = {
  title: 'Portal/ProcedurePicker',
  component: ProcedurePicker,
  tags: ['autodocs'],
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk] } },
  args: { onAdd: fn(async () => {}), onCancel: fn() },
  beforeEach: () => storeSignedInSession(),
  decorators: [
    (Story) => (
      <PortalProviders>
        <Story />
      </PortalProviders>
    ),
  ],
} satisfies Meta<typeof ProcedurePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The odontogram's selection summary (the combobox has a live region of its own). */
function odontogramSummary(canvas: ReturnType<typeof within>): HTMLElement {
  const summary = canvas.getAllByRole('status').find((element: HTMLElement) => element.tagName === 'P');
  if (!summary) throw new Error('O resumo da seleção do odontograma não está na tela.');
  return summary;
}

/** Adding sends the procedure, tooth and faces, then the picker clears itself. */
export const AddsAProcedure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adicionar' });
    await expect(add).toBeDisabled();
    await expect(canvas.getByText(TOOTH_REQUIRED)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Permanentes' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Decíduos' })).toBeVisible();
    await chooseProcedure(canvas, 'resina', '85100196 - Restauração em resina fotopolimerizável 1 face');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face oclusal' }));
    await expect(odontogramSummary(canvas)).toHaveTextContent('Dente 16 — Mesial, Oclusal');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith({
      procedimento: expect.objectContaining({ idAuditoriaProcedimento: 12, tuss: '85100196' }),
      tooth: 16,
      faces: ['M', 'O'],
      root: false,
      region: null,
    });
    await expect(odontogramSummary(canvas)).toHaveTextContent('Nenhuma seleção');
    await expect(canvas.getByRole('combobox', { name: /Procedimento/ })).toHaveValue('');
  },
};

/** 'Adicionar' waits for a tooth and a face or the root, and asks for the procedure. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adicionar' });
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 21, face mesial' }));
    await userEvent.click(canvas.getByRole('button', { name: /Dente 21, face mesial, selecionada/ }));
    await expect(canvas.getByText(SITE_REQUIRED)).toBeVisible();
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 21, raiz' }));
    await expect(odontogramSummary(canvas)).toHaveTextContent('Dente 21 — Raiz');
    await userEvent.click(add);
    await expect(await canvas.findByText(PROCEDURE_REQUIRED)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
    const input = canvas.getByRole('combobox', { name: /Procedimento/ });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.type(input, 'xyz', typing);
    const [emptyText] = await within(document.body).findAllByText(NO_PROCEDURE_MATCH);
    await expect(emptyText).toBeVisible();
  },
};

/** While saving 'Adicionar' reads 'Salvando...' and is disabled; a failure keeps the choice. */
export const SavingThenFailure: Story = {
  args: {
    onAdd: fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          setTimeout(() => reject(new Error('falhou')), 400);
        }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseProcedure(canvas, '81000421', '81000421 - Radiografia periapical');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Adicionar' })).toBeEnabled();
    await expect(odontogramSummary(canvas)).toHaveTextContent('Dente 11');
    await expect(canvas.getByRole('combobox', { name: /Procedimento/ })).toHaveValue(
      '81000421 - Radiografia periapical',
    );
  },
};

/** 'Cancelar' is handed to the caller; 'busy' from the caller disables 'Adicionar'. */
export const BusyAndCancel: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The procedures fail to load: the lookup's message shows. */
export const ProceduresFail: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/audiProcedimento/resumo', ({ response }) =>
          response(503).json({ success: false, data: [], errorMessage: 'x' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Erro inesperado ao buscar os procedimentos. Tente novamente.'),
    ).toBeVisible();
  },
};

const LOAD = { timeout: 5000 };
const nowhere = { tooth: null, faces: [], root: false, region: null };

/**
 * The chart asks for what the procedure needs: nothing for a panoramic radiograph (every tooth disabled, saying
 * why), an arch for a prophylaxis, a sextant for periodontal surgery, a whole tooth for endodontics.
 */
export const FollowsTheProcedure: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adicionar' });
    await chooseProcedure(
      canvas,
      '81000405',
      '81000405 - Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
    );
    await expect(canvas.getByText('Este procedimento não pede dente nem região.')).toBeVisible();
    await expect(canvas.getByText(MOUTH_PROCEDURE)).toBeVisible();
    const tooth = canvas.getByRole('button', { name: /^Dente 16/ });
    await expect(tooth).toHaveAttribute('aria-disabled', 'true');
    await expect(tooth).toHaveAccessibleDescription('Este procedimento não pede dente nem região.');
    await userEvent.click(tooth);
    await expect(odontogramSummary(canvas)).toHaveTextContent('Nenhuma seleção');
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenLastCalledWith({
      procedimento: expect.objectContaining({ tuss: '81000405' }),
      ...nowhere,
    });

    await chooseProcedure(canvas, '84000198', '84000198 - Profilaxia: polimento coronário');
    await expect(canvas.getByText('Este procedimento pede uma arcada.')).toBeVisible();
    await expect(canvas.getByText(/selecione a arcada no odontograma/)).toBeVisible();
    await expect(add).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Arco Superior, AS' }));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenLastCalledWith({
      procedimento: expect.objectContaining({ tuss: '84000198' }),
      ...nowhere,
      region: 'AS',
    });

    await chooseProcedure(canvas, '82000417', '82000417 - Cirurgia periodontal a retalho');
    await expect(canvas.getByRole('button', { name: /Arco Superior, AS/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Sextante superior anterior, S2/ }));
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ region: 'S2', tooth: null }));

    await chooseProcedure(canvas, '85200166', '85200166 - Tratamento endodôntico unirradicular');
    await expect(canvas.getByText(TOOTH_REQUIRED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11' }));
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenLastCalledWith(
      expect.objectContaining({ tooth: 11, faces: [], root: false, region: null }),
    );
  },
};

/** Changing the procedure keeps only what it asks for: a root chosen before a face procedure is dropped. */
export const KeepsWhatApplies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 21, raiz' }));
    await chooseProcedure(canvas, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
    await expect(canvas.getByText(FACES_REQUIRED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dente 21, raiz' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  },
};

const traffic = newTraffic();

/**
 * A glosa of the beneficiary's contract (carência, issue #30) is advice like any other, but no change to the
 * item removes it: the picker says so, and 'Adicionar' asks for the justification.
 */
export const EligibilityGlosaIsTheContracts: Story = {
  args: { planId: 1024 },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, validationHandler(newTraffic())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseProcedure(canvas, '82000875', '82000875 - Exodontia simples de permanente');
    await userEvent.click(canvas.getByRole('button', { name: /^Dente 48(,|$)/ }));
    await expect(
      await canvas.findByText(/^Glosa 1410: SERVIÇO SOLICITADO EM CARÊNCIA/, {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText(ELIGIBILITY_DECIDES)).toBeVisible();
    await expect(canvas.queryByText(SERVER_DECIDES)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: JUSTIFICATION_LABEL })).toBeVisible();
  },
};

/**
 * With the plan given, the would-be item is checked while the dentist chooses: three faces on the 2-face resin
 * predict glosa 3056 with its official text and fix; 'Adicionar' stays usable; two faces predict none.
 */
export const PredictsGlosa3056: Story = {
  args: { planId: 1024 },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, validationHandler(traffic)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTwoFaceResinOnThreeFaces(canvas);
    await expect(await canvas.findByText(PREDICTED_TITLE, {}, LOAD)).toBeVisible();
    await expect(
      canvas.getByText(
        'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/Como corrigir: 'Restauração em resina fotopolimerizável 2 faces' é para 2/),
    ).toBeVisible();
    await expect(canvas.getByText(SERVER_DECIDES)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Adicionar' })).toBeEnabled();
    await expect(traffic.validations.at(-1)).toEqual({
      idPlanoTratamento: 1024,
      idAudiProcedimento: 15,
      codTuss: '85100200',
      idDente: 16,
      faces: 'M,O,D',
    });
    await userEvent.click(canvas.getByRole('button', { name: /Dente 16, face distal, selecionada/ }));
    await expect(await canvas.findByText(NO_GLOSA, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(PREDICTED_TITLE)).toBeNull();
  },
};

/** 'Tratamento endodôntico unirradicular' on tooth 16 (multi-rooted) is predicted as glosa 3027. */
export const PredictsGlosa3027: Story = {
  args: { planId: 1024 },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, validationHandler()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseProcedure(canvas, '85200166', '85200166 - Tratamento endodôntico unirradicular');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16' }));
    await expect(
      await canvas.findByText(
        'Glosa 3027: DESACORDO ENTRE O TIPO DE DENTE E O NÚMERO DE CANAIS SOLICITADOS',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Dente 11/ }));
    await expect(await canvas.findByText(NO_GLOSA, {}, LOAD)).toBeVisible();
  },
};

/** The validation does not answer: the picker says the rules are checked on adding, and adding still works. */
export const PredictionFails: Story = {
  args: { planId: 1024 },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        procedimentosOk,
        // Plain msw: a 503 without the error envelope, off the contract on purpose.
        http.post('/api/v2/planoTratamentoItens/validacao', () => HttpResponse.json({}, { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseProcedure(canvas, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await expect(await canvas.findByText(/Não foi possível prever as glosas agora/, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/**
 * A predicted glosa is advice, not a refusal (issue #29): the dentist may add the item with a technical
 * justification of at least 20 characters, which goes with it; without one, 'Adicionar' says so at the field.
 */
export const JustifiesAPredictedGlosa: Story = {
  args: { planId: 1024 },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, validationHandler()] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseTwoFaceResinOnThreeFaces(canvas);
    await expect(await canvas.findByText(SERVER_DECIDES, {}, LOAD)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: JUSTIFICATION_LABEL });
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(await canvas.findByText(JUSTIFICATION_REQUIRED)).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Pasted into a cleared field: typing long text key by key re-renders the chart each time, too slow for a
    // story, and a click may leave the caret anywhere in the text.
    await userEvent.clear(field);
    await userEvent.paste('Cárie extensa');
    await expect(field).toHaveValue('Cárie extensa');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
    const text = 'Cárie extensa nas faces M, O e D; a 3 faces não consta na tabela do prestador.';
    await userEvent.clear(field);
    await userEvent.paste(`  ${text}  `);
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith(
        expect.objectContaining({ tooth: 16, faces: ['M', 'O', 'D'], justificativa: text }),
      ),
    );
    // Added: the picker clears itself, the justification included.
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: JUSTIFICATION_LABEL })).toBeNull());
  },
};

/** A glosa that says the item cannot be read asks for a correction: no justification is offered. */
export const CannotBeRead: Story = {
  args: { planId: 1024 },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        procedimentosOk,
        dentistHttp.post('/v2/planoTratamentoItens/validacao', ({ response }) =>
          response(200).json({
            success: true,
            data: [
              {
                codigo: '3023',
                descricao: 'FALHA EM INFORMAÇÃO DE DADOS DE FACES DOS DENTES',
                correcao: 'O dente 16 não tem a face I: use M, D, V, P ou O.',
                campo: 'faces',
                bloqueante: true,
              },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseTwoFaceResinOnThreeFaces(canvas);
    await expect(await canvas.findByText(CANNOT_BE_READ, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: JUSTIFICATION_LABEL })).toBeNull();
    await expect(canvas.queryByText(SERVER_DECIDES)).toBeNull();
  },
};

/**
 * On a 390 px phone: the chosen procedure's whole name under the one-line field ('… 2 faces' included), the
 * chart in its compact layout, a tooth tapped and its faces picked on it enlarged; nothing scrolls sideways.
 */
export const Phone390: Story = {
  name: 'Telefone 390 px',
  globals: { viewport: { value: 'phone390' } },
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Telefone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = '85100200 - Restauração em resina fotopolimerizável 2 faces';
    await chooseProcedure(canvas, '85100200', name);
    const chosen = canvasElement.querySelector<HTMLElement>('[data-chosen-procedure]');
    await expect(chosen).toHaveTextContent(`${CHOSEN_PROCEDURE} ${name}`);
    await expect(chosen?.scrollWidth).toBeLessThanOrEqual(chosen?.clientWidth ?? 0);
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face oclusal' }));
    await expect(odontogramSummary(canvas)).toHaveTextContent('Dente 16 — Mesial, Oclusal');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ tooth: 16, faces: ['M', 'O'], root: false, region: null }),
    );
  },
};
