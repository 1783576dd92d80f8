import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk } from '../../../testing/handlers';
import { PortalProviders } from '../../../testing/PortalScreen';
import { procedimentosOk } from '../../../testing/plan-new-handlers';
import { chooseProcedure, typing } from '../../../testing/procedure-stories';
import {
  NO_PROCEDURE_MATCH,
  PROCEDURE_REQUIRED,
  ProcedurePicker,
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
    await chooseProcedure(canvas, 'resina', '85100196 - Restauração de resina composta - 1 face');
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
    await chooseProcedure(canvas, '8100', '81000421 - Radiografia periapical');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11, raiz' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(canvas.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Adicionar' })).toBeEnabled();
    await expect(odontogramSummary(canvas)).toHaveTextContent('Dente 11 — Raiz');
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
        http.get('/api/v2/audiProcedimento/resumo', () =>
          HttpResponse.json({ success: false, data: [], errorMessage: 'x' }, { status: 503 }),
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
