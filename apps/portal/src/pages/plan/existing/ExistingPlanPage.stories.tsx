import type { CancelamentoPlano } from '@odonto/api';
import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads } from '../../../testing/downloads';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk, errorEnvelope } from '../../../testing/handlers';
import { neverAnswers } from '../../../testing/load-stories';
import { PortalScreen } from '../../../testing/PortalScreen';
import { AUDITED_ITEMS } from '../../../testing/plan-audit-stories';
import {
  type FechamentoRequest,
  GUIDE_PDF,
  GUIDE_XML,
  PLAN_1024,
  PLAN_ITEMS,
  planExistingHandlers,
} from '../../../testing/plan-existing-handlers';
import {
  fileInput,
  generatedPng,
  itemsTable,
  LOAD,
  realizacaoDialog,
  rowOf,
  typeDate,
} from '../../../testing/plan-existing-stories';
import { procedimentosOk } from '../../../testing/plan-new-handlers';
import { chooseProcedure } from '../../../testing/procedure-stories';
import { ITEM_ADDED } from './AddProcedure';
import { CANCEL_REASON_REQUIRED, CANCEL_SUCCESS, CANCEL_WARNING } from './PlanCancelSection';
import { PLAN_CANCELLED, PLAN_CLOSED } from './PlanContent';
import { GUIDE_PRINT_ERROR, guideSaved, guideXmlSaved } from './PlanGuideActions';
import { PLAN_NOT_FOUND, PLAN_RELOAD_FAILED } from './PlanMessages';
import { DATA_REALIZACAO_FUTURE } from './realizacao';
import { UPLOAD_SUCCESS } from './uploadMessages';

const meta = {
  title: 'Portal/Plano de Tratamento existente',
  component: PortalScreen,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [currentUserOk, procedimentosOk, ...planExistingHandlers()] },
  },
  args: { path: '/plano-tratamento/1024' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

/** Header, people blocks, odontogram markers and the items as the server sent them. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Carregando o Plano de Tratamento...', undefined, LOAD),
    ).toBeVisible();
    await expect(await itemsTable(canvas)).toBeVisible();
    const summary = canvas.getByLabelText('Resumo do plano');
    await expect(field(summary, 'Código')).toHaveTextContent('PTO-1024');
    await expect(field(summary, 'Validade')).toHaveTextContent('01/01/2027');
    // docs/product-rules.md#d7: the real status, not a placeholder.
    await expect(field(summary, 'Status')).toHaveTextContent('Autorizado');
    const beneficiary = canvas.getByRole('region', { name: 'Beneficiário' });
    await expect(field(beneficiary, 'Carteirinha')).toHaveTextContent('0900.0001.000001-00.1');
    await expect(field(beneficiary, 'Nome social')).toHaveTextContent('Mari');
    await expect(field(beneficiary, 'Operadora')).toHaveTextContent('Odonto Cooperativa');
    await expect(field(beneficiary, 'Validade da carteira')).toHaveTextContent(
      'Carteira válida até 31/01/2027',
    );
    const performer = canvas.getByRole('region', { name: 'Dentista Executante' });
    await expect(field(performer, 'Código')).toHaveTextContent('000123');
    await expect(field(performer, 'CRO')).toHaveTextContent('12345');
    await expect(
      within(canvas.getByRole('region', { name: 'Dentista Solicitante' })).getByText('Dr. Bruno Lima'),
    ).toBeVisible();
    // The odontogram is one image naming the planned teeth (36 is an extraction, 24 performed) with the
    // beneficiary's initial situation, with nothing to focus: a screen reader hears the plan's teeth once,
    // and the tab order goes past the chart.
    const chart = canvas.getByRole('region', { name: 'Odontograma do plano' });
    await expect(
      await within(chart).findByRole(
        'img',
        {
          name: 'Odontograma: dente 11 (face V), dente 16 (faces M, O; cariado), dente 18 (ausente), dente 24 (faces M, O, D; realizado), dente 36 (extração; restaurado)',
        },
        LOAD,
      ),
    ).toBeVisible();
    await expect(within(chart).queryAllByRole('button')).toHaveLength(0);
    await expect(within(chart).queryAllByRole('tab')).toHaveLength(0);
    await expect(chart.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')).toHaveLength(
      0,
    );
    const row = await rowOf(canvas, 11);
    await expect(row).toHaveTextContent('85100196 - Restauração em resina fotopolimerizável 1 face');
    await expect(row).toHaveTextContent('Aguardando Aprovação');
    // An extraction is on the whole tooth: no faces.
    await expect(await rowOf(canvas, 'Exodontia')).toHaveTextContent('Exodontia simples de permanente');
    await expect(await rowOf(canvas, 'Exodontia')).not.toHaveTextContent('Raiz');
    await expect(await rowOf(canvas, 'M, O, D')).toHaveTextContent(
      '85100218 - Restauração em resina fotopolimerizável 3 faces',
    );
    // Only pending items can be removed; only authorised ones selected.
    await expect(within(row).getByRole('button', { name: /Remover/ })).toBeEnabled();
    await expect(
      within(await rowOf(canvas, 'M, O, D')).getByRole('button', { name: /Remover/ }),
    ).toBeDisabled();
    await expect(within(row).getByRole('checkbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Adicionar para Fechamento/ })).toBeNull();
    // The saved file, by its signed URL.
    const files = canvas.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    await expect(within(files).getByText('panoramica.png')).toBeVisible();
    // 24 was performed (it went to a closing, to be paid): the plan can no longer be cancelled.
    await expect(canvas.queryByRole('button', { name: 'Cancelar plano de tratamento' })).toBeNull();
  },
};

/** Without a requester name the block is left out. */
export const WithoutRequester: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/planoTratamento/{id}', ({ response }) =>
          response(200).json({
            success: true,
            data: { ...PLAN_1024, dentistaSolicitanteNome: null, dentistaSolicitanteCro: null },
          }),
        ),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await itemsTable(canvas)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dentista Executante' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Dentista Solicitante' })).toBeNull();
  },
};

/** 'Remover' asks first, then deletes the pending item and reloads (docs/product-rules.md#d9). */
export const RemoveFlow: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(within(await rowOf(canvas, 11)).getByRole('button', { name: /Remover/ }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remover procedimento?' });
    // Cancelling keeps the item.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const rowsBefore = within(await itemsTable(canvas)).getAllByRole('row').length;
    await userEvent.click(within(await rowOf(canvas, 11)).getByRole('button', { name: /Remover/ }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    await expect(await canvas.findByText('Procedimento removido do plano de tratamento.')).toBeVisible();
    await waitFor(async () =>
      expect(within(await itemsTable(canvas)).getAllByRole('row')).toHaveLength(rowsBefore - 1),
    );
    await expect(
      within(await itemsTable(canvas)).queryByRole('checkbox', { name: /^Selecionar dente 11,/ }),
    ).toBeNull();
    // The history names the removed item as its row keeps it: the item itself is gone.
    const history = await canvas.findByRole('list', { name: 'Mudanças de status dos procedimentos' }, LOAD);
    await expect(history).toHaveTextContent(
      'Dente 11 · 85100196 - Restauração em resina fotopolimerizável 1 face (fora do plano)',
    );
    await expect(history).toHaveTextContent('Removido');
    // Messages clear themselves after 5 seconds.
    await waitFor(
      () => expect(canvas.queryByText('Procedimento removido do plano de tratamento.')).toBeNull(),
      {
        timeout: 7000,
      },
    );
  },
};

/**
 * A plan cancelled during the audit (TISS 6): it says so, and offers nothing the server would refuse: no
 * removal, no closing, no answer to the audit's requests, no new procedure, no new file.
 */
export const CancelledPlan: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...planExistingHandlers({
          plan: {
            status: 4,
            statusTiss: { codigo: 6, descricao: 'Solicitação cancelada' },
            cancelamento: { dtCancelamento: '2026-11-20T15:00:00.000Z', motivo: 'A pedido da beneficiária.' },
          },
          // 11 still waits for its first decision; 24 waits for the dentist's justification.
          items: AUDITED_ITEMS.map((item) =>
            item.idDente === 11
              ? {
                  ...item,
                  audiStatus: 'Aguardando Aprovação',
                  statusTiss: { codigo: 2, descricao: 'Em análise' },
                  audiMotivoStatus: null,
                }
              : item,
          ),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(new RegExp(PLAN_CANCELLED), undefined, LOAD)).toHaveTextContent(
      'Cancelado em 20/11/2026. Motivo: A pedido da beneficiária.',
    );
    await expect(field(canvas.getByLabelText('Resumo do plano'), 'Status')).toHaveTextContent('TISS 6');
    const table = within(await itemsTable(canvas));
    for (const button of table.getAllByRole('button', { name: /^Remover/ }))
      await expect(button).toBeDisabled();
    // Nothing to send to the closing, not even the authorized 16.
    for (const box of table.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Responder à auditoria' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Adicionar Procedimento' })).toBeNull();
    await expect(canvas.getByText(PLAN_CLOSED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar plano de tratamento' })).toBeNull();
    // Its files are shown; no new ones are taken.
    const files = canvas.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    await expect(within(files).getByText('panoramica.png')).toBeVisible();
    await expect(files.querySelector('input[type="file"]')).toBeNull();
  },
};

const CANCEL_REASON = 'A beneficiária vai fazer o tratamento por conta própria.';
/** The bodies of the cancellations the stories sent. */
const cancellations: CancelamentoPlano[] = [];
/** Plan 1024 before anything was performed: the dentist may still cancel it. */
const NOTHING_PERFORMED = PLAN_ITEMS.filter((item) => item.audiStatus !== 'Realizado');

/**
 * Cancelling asks for the reason and says it cannot be undone; 'Voltar' gives up; once confirmed the plan
 * reads cancelled, with the day and the reason, and offers nothing more.
 */
export const CancelFlow: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...planExistingHandlers({ plan: { status: 1 }, items: NOTHING_PERFORMED, cancellations }),
      ],
    },
  },
  beforeEach: () => {
    cancellations.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: 'Cancelar plano de tratamento' }, LOAD);
    await userEvent.click(open);
    const form = within(canvas.getByRole('form', { name: 'Cancelamento do plano de tratamento' }));
    await expect(form.getByText(CANCEL_WARNING)).toBeVisible();
    const reason = form.getByRole('textbox', { name: /Motivo do cancelamento/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(form.getByRole('button', { name: 'Confirmar cancelamento' }));
    await expect(form.getByText(CANCEL_REASON_REQUIRED)).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(form.getByRole('button', { name: 'Voltar' }));
    const reopen = canvas.getByRole('button', { name: 'Cancelar plano de tratamento' });
    await waitFor(() => expect(reopen).toHaveFocus());
    await expect(cancellations).toEqual([]);

    await userEvent.click(reopen);
    await userEvent.type(canvas.getByRole('textbox', { name: /Motivo do cancelamento/ }), CANCEL_REASON);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar cancelamento' }));
    await expect(await canvas.findByText(CANCEL_SUCCESS)).toBeVisible();
    await expect(await canvas.findByText(new RegExp(PLAN_CANCELLED))).toHaveTextContent(
      `Cancelado em 27/11/2026. Motivo: ${CANCEL_REASON}`,
    );
    await expect(cancellations).toEqual([{ motivo: CANCEL_REASON }]);
    await expect(canvas.queryByRole('button', { name: 'Cancelar plano de tratamento' })).toBeNull();
    await expect(field(canvas.getByLabelText('Resumo do plano'), 'Status')).toHaveTextContent('TISS 6');
  },
};

/** A refused cancellation (something was performed meanwhile) shows the server's reason in the form. */
export const CancelRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...planExistingHandlers({
          plan: { status: 1 },
          items: NOTHING_PERFORMED,
          refuseCancel: 'Este plano de tratamento tem procedimentos realizados e não pode ser cancelado.',
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar plano de tratamento' }, LOAD));
    await userEvent.type(canvas.getByRole('textbox', { name: /Motivo do cancelamento/ }), CANCEL_REASON);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar cancelamento' }));
    const form = within(canvas.getByRole('form', { name: 'Cancelamento do plano de tratamento' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Este plano de tratamento tem procedimentos realizados e não pode ser cancelado.',
    );
    await expect(form.getByRole('textbox', { name: /Motivo do cancelamento/ })).toHaveValue(CANCEL_REASON);
  },
};

/** A refused removal shows the server's reason. */
export const RemoveRefused: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers({ refuseRemoval: true })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 11)).getByRole('button', { name: /Remover/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      "Só é possível remover procedimentos com status 'Aguardando Aprovação'.",
    );
  },
};

const fechamentos: FechamentoRequest[] = [];

/**
 * Selecting authorised items offers the closing: 'Registrar realização' asks the day they were performed (today
 * in Brasília by default, never later); 'Cancelar' sends nothing; 'Registrar' sends the day, the items become
 * 'Realizado' in the open batch (docs/product-rules.md#d10), and each row links to that batch.
 */
export const FechamentoFlow: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers({ fechamentos })] } },
  beforeEach: () => {
    fechamentos.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'M, O')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(canvas, 'Exodontia')).getByRole('checkbox'));
    const action = canvas.getByRole('button', { name: 'Adicionar para Fechamento (2)' });
    await userEvent.click(action);
    let dialog = within(await realizacaoDialog());
    const date = dialog.getByLabelText(/Data de realização/);
    // Today in Brasília (the stories' clock: 22/11/2026), and no later day.
    await expect(date).toHaveValue('2026-11-22');
    await expect(date).toHaveAttribute('max', '2026-11-22');
    await waitFor(() => expect(date).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(fechamentos).toEqual([]);

    await userEvent.click(action);
    dialog = within(await realizacaoDialog());
    await typeDate(dialog.getByLabelText(/Data de realização/), '2026-11-21');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    await expect(
      await canvas.findByText('2 procedimento(s) adicionado(s) ao fechamento de 11/2026.', {}, LOAD),
    ).toBeVisible();
    await expect(fechamentos).toEqual([{ idsProcedimentoItem: [3301, 3303], dataRealizacao: '2026-11-21' }]);
    await waitFor(async () => expect(await rowOf(canvas, 'Exodontia')).toHaveTextContent('Realizado'));
    const row = within(await rowOf(canvas, 'Exodontia'));
    await expect(row.getByText(/Realizado em 21\/11\/2026/)).toBeVisible();
    await expect(row.getByRole('link', { name: 'Lote 000012' })).toHaveAttribute(
      'href',
      '/faturamento/lotes/12',
    );
    await expect(canvas.queryByRole('button', { name: /Adicionar para Fechamento/ })).toBeNull();
  },
};

/** A refused closing shows the server's reason and keeps the items as they were. */
export const FechamentoRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.post('/v2/fechamento', ({ response }) =>
          response(409).json(errorEnvelope('Só itens autorizados podem entrar no fechamento.')),
        ),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'M, O')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar para Fechamento (1)' }));
    await userEvent.click(within(await realizacaoDialog()).getByRole('button', { name: 'Registrar' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Só itens autorizados podem entrar no fechamento.',
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await rowOf(canvas, 'M, O')).toHaveTextContent('Autorizado');
    // The choice stays, ready to try again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Adicionar para Fechamento (1)' })).toBeEnabled(),
    );
  },
};

/**
 * A day after today is refused before anything is sent; a day the server refuses (before the authorization)
 * is said under the field, and the dialog stays to correct it; a good day then goes through.
 */
export const FechamentoDateRefused: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers({ fechamentos })] } },
  beforeEach: () => {
    fechamentos.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 'M, O')).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar para Fechamento (1)' }));
    const dialog = within(await realizacaoDialog());
    const date = dialog.getByLabelText(/Data de realização/);

    await typeDate(date, '2026-11-23');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    await expect(dialog.getByText(DATA_REALIZACAO_FUTURE)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(fechamentos).toEqual([]);

    await typeDate(date, '2026-11-05');
    await expect(dialog.queryByText(DATA_REALIZACAO_FUTURE)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    const refusal = 'A data de realização não pode ser anterior à autorização do procedimento (10/11/2026).';
    await expect(await dialog.findByText(refusal, {}, LOAD)).toBeVisible();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleErrorMessage(refusal);
    await expect(fechamentos).toEqual([{ idsProcedimentoItem: [3301], dataRealizacao: '2026-11-05' }]);

    await typeDate(date, '2026-11-12');
    await expect(dialog.queryByText(refusal)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar' }));
    await expect(
      await canvas.findByText('1 procedimento(s) adicionado(s) ao fechamento de 11/2026.', {}, LOAD),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await rowOf(canvas, 'M, O')).toHaveTextContent('Realizado em 12/11/2026 · Lote 000012'),
    );
  },
};

/** A reload that brings nothing back keeps the screen and says so (docs/product-rules.md#error-catalogue). */
export const ReloadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get(
          '/v2/planoTratamento/{id}',
          ({ response }) => response(200).json({ success: true, data: PLAN_1024 }),
          {
            once: true,
          },
        ),
        dentistHttp.get('/v2/planoTratamento/{id}', ({ response }) =>
          response(500).json(errorEnvelope('falha')),
        ),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvas, 11)).getByRole('button', { name: /Remover/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    await expect(await canvas.findByText(PLAN_RELOAD_FAILED, undefined, LOAD)).toBeVisible();
    await expect(await itemsTable(canvas)).toBeVisible();
  },
};

/** A generated PNG is typed, sent with progress, and shows in the gallery after the reload. */
export const UploadFlow: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole('region', { name: 'Arquivos do Plano de Tratamento' }, LOAD);
    await userEvent.upload(fileInput(canvasElement), await generatedPng('periapical-nova.png'));
    const type = await within(files).findByRole('combobox', { name: 'Tipo de arquivo periapical-nova.png' });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(type, 'Radiografia periapical');
    await userEvent.click(within(files).getByRole('button', { name: 'Enviar Arquivo(s)' }));
    await expect(await within(files).findByText(/Enviando\.\.\. \(\d+%\)/)).toBeVisible();
    await expect(await canvas.findByText(UPLOAD_SUCCESS, {}, LOAD)).toBeVisible();
    // The queue is cleared and the gallery has the new file.
    await waitFor(() => expect(within(files).queryByRole('combobox')).toBeNull());
    await expect(await within(files).findByText('periapical-nova.png')).toBeVisible();
  },
};

/** One file fails: its error and the files that went are both reported; the failed one stays queued. */
export const UploadPartial: Story = {
  parameters: { msw: { handlers: [currentUserOk, ...planExistingHandlers({ failUploadOf: 'ruim.png' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole('region', { name: 'Arquivos do Plano de Tratamento' }, LOAD);
    await userEvent.upload(fileInput(canvasElement), [
      await generatedPng('boa.png'),
      await generatedPng('ruim.png'),
    ]);
    for (const name of ['boa.png', 'ruim.png']) {
      const type = await within(files).findByRole('combobox', { name: `Tipo de arquivo ${name}` });
      await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
      await userEvent.selectOptions(type, 'Radiografia periapical');
    }
    await userEvent.click(within(files).getByRole('button', { name: 'Enviar Arquivo(s)' }));
    await expect(
      await canvas.findByText('Arquivo(s) enviado(s) com sucesso: boa.png.', {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Erro ao enviar o arquivo ruim.png.')).toBeVisible();
    await expect(within(files).getByRole('combobox', { name: 'Tipo de arquivo ruim.png' })).toBeVisible();
  },
};

/** ?editar=1 opens the procedure picker; adding saves the item and reloads. */
export const AddProcedureFromEdit: Story = {
  args: { path: '/plano-tratamento/1024?editar=1' },
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, ...planExistingHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = within(await canvas.findByRole('region', { name: 'Adicionar Procedimento' }, LOAD));
    await chooseProcedure(picker, 'resina', '85100196 - Restauração em resina fotopolimerizável 1 face');
    await userEvent.click(picker.getByRole('button', { name: 'Dente 21, face mesial' }));
    await userEvent.click(picker.getByRole('button', { name: 'Adicionar' }));
    await expect(await canvas.findByText(ITEM_ADDED)).toBeVisible();
    await waitFor(async () => expect(await rowOf(canvas, 21)).toHaveTextContent('Aguardando Aprovação'));
  },
};

/** Closed by default: the button opens the picker and 'Cancelar' closes it. */
export const AddProcedureButton: Story = {
  parameters: { msw: { handlers: [currentUserOk, procedimentosOk, ...planExistingHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Procedimento' }, LOAD));
    const picker = await canvas.findByRole('region', { name: 'Adicionar Procedimento' }, LOAD);
    await userEvent.click(within(picker).getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.queryByRole('region', { name: 'Adicionar Procedimento' })).toBeNull();
  },
};

/** A plan that does not exist: the message, then the list. */
export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        neverAnswers('/api/v2/planoTratamento/dentista/:cro'),
        ...planExistingHandlers({ missing: true }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(PLAN_NOT_FOUND);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/plano-tratamento$/), {
      timeout: 8000,
    });
  },
};

/** A failed load reads like a missing plan. */
export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/planoTratamento/{id}', ({ response }) =>
          response(500).json(errorEnvelope('falha')),
        ),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(PLAN_NOT_FOUND);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No answer at all (network down) is not a missing plan: the screen stays and 'Tentar novamente' loads it. */
export const LoadWithoutAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/planoTratamento/{id}', () => HttpResponse.error(), { once: true }),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    await expect(canvas.queryByText(PLAN_NOT_FOUND)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(await itemsTable(canvas)).toBeVisible();
    // Still on the plan: a missing plan would have sent the dentist to the list.
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/plano-tratamento\/1024$/);
  },
};

let procedureTableLoads = 0;

/** The procedure table is loaded once, not each time the picker opens. */
export const ProceduresLoadedOnce: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/audiProcedimento/resumo', () => {
          procedureTableLoads += 1;
          return undefined;
        }),
        procedimentosOk,
        ...planExistingHandlers(),
      ],
    },
  },
  beforeEach: () => {
    procedureTableLoads = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let opened = 1; opened <= 2; opened += 1) {
      await userEvent.click(await canvas.findByRole('button', { name: 'Adicionar Procedimento' }, LOAD));
      const picker = within(await canvas.findByRole('region', { name: 'Adicionar Procedimento' }, LOAD));
      await waitFor(() => expect(picker.getByRole('combobox', { name: /Procedimento/ })).toBeEnabled(), LOAD);
      await userEvent.click(picker.getByRole('button', { name: 'Cancelar' }));
    }
    await expect(procedureTableLoads).toBe(1);
  },
};

/** The image types cannot be loaded: the plan still shows, with the spec's message. */
export const ImageTypesFail: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        // Plain msw: a failure without a message, off the contract on purpose.
        http.get('/api/v2/dentImagemTipo', () => HttpResponse.json({ success: false }, { status: 503 })),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await itemsTable(canvas)).toBeVisible();
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Erro inesperado ao buscar os tipos das imagens. Tente novamente.',
    );
  },
};

/** On a phone nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Arquivos do Plano de Tratamento' }, LOAD),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Three faces on the 2-face resin: glosa 3056 is predicted before 'Adicionar', which stays usable (issue #29:
 * a rule predicts, the operator decides). Without a justification nothing is sent and the field says why;
 * with one, the item is added and the table says it went with a justification.
 */
export const AddRefusedWithGlosa: Story = {
  args: { path: '/plano-tratamento/1024?editar=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = within(await canvas.findByRole('region', { name: 'Adicionar Procedimento' }, LOAD));
    await chooseProcedure(picker, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
    for (const face of ['mesial', 'oclusal', 'distal']) {
      await userEvent.click(picker.getByRole('button', { name: new RegExp(`^Dente 26, face ${face}`) }));
    }
    await expect(await picker.findByText('Glosas previstas para este item', {}, LOAD)).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: 'Adicionar' }));
    await expect(
      picker.getByText('Escreva a justificativa técnica com ao menos 20 caracteres.'),
    ).toBeVisible();
    await userEvent.click(picker.getByRole('textbox', { name: 'Justificativa técnica' }));
    await userEvent.paste(
      'Cárie extensa envolvendo mesial, oclusal e distal do 26, confirmada na interproximal.',
    );
    await userEvent.click(picker.getByRole('button', { name: 'Adicionar' }));
    await expect(await canvas.findByText('Procedimento adicionado com sucesso!', {}, LOAD)).toBeVisible();
    await expect(
      await canvas.findByText('Glosa prevista 3056 · enviado com justificativa', {}, LOAD),
    ).toBeVisible();
  },
};

/** The initial odontogram: Maria's conditions shown, then tooth 21 recorded as decayed and saved with the PUT. */
export const InitialOdontogramRecorded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Situação inicial' }, LOAD));
    await expect(
      await section.findByText('Versão 1, registrada por Dra. Ana Souza em 02/11/2026 (3 dentes).', {}, LOAD),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Alterar situação inicial' }));
    const tooth = section.getByRole('button', { name: /^Dente 21/ });
    tooth.focus();
    await userEvent.keyboard('C');
    await userEvent.click(section.getByRole('button', { name: 'Salvar situação inicial' }));
    await expect(await section.findByText('Situação inicial registrada.', {}, LOAD)).toBeVisible();
    await expect(section.getByText(/\(4 dentes\)/)).toBeVisible();
  },
};

const initialSent: unknown[] = [];

/**
 * The initial situation changed after the plan's first item: the guide carries version 1 and the changes of
 * version 2 are listed; the dentist marks the unrecorded teeth 'não avaliado', answers both questions and an
 * observation, and saves version 3.
 */
export const InitialSituationVersions: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        procedimentosOk,
        ...planExistingHandlers({
          initialSent,
          initialLater: [
            {
              versao: 2,
              registradoPor: 'Dr. Bruno Lima',
              registradoEm: '2026-11-20T12:00:00.000Z',
              doencaPeriodontal: true,
              alteracaoTecidoMole: false,
              observacao: null,
              dentes: [
                { idDente: 18, condicao: 'A', dataRegistro: '2026-11-02' },
                { idDente: 16, condicao: 'R', dataRegistro: '2026-11-20' },
                { idDente: 36, condicao: 'R', dataRegistro: '2026-11-02' },
                { idDente: 21, condicao: 'C', dataRegistro: '2026-11-20' },
              ],
            },
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    initialSent.length = 0;
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Situação inicial' }, LOAD));
    await expect(
      await section.findByText('Versão 2, registrada por Dr. Bruno Lima em 20/11/2026 (4 dentes).', {}, LOAD),
    ).toBeVisible();
    const changes = within(
      await section.findByRole('list', { name: 'Alterações desde a versão do plano' }, LOAD),
    );
    await expect(changes.getByText('Dente 21 incluído: cariado')).toBeVisible();
    await expect(changes.getByText('Dente 16: de cariado para restaurado')).toBeVisible();
    await expect(changes.getByText('Resposta alterada: doença periodontal')).toBeVisible();
    await expect(section.getByText(/A guia deste plano leva a versão 1/)).toBeVisible();

    await userEvent.click(section.getByRole('button', { name: 'Alterar situação inicial' }));
    await expect(section.getByText(/^Sem registro: 11, 12, 13, 14, 15, 17, 22,/)).toBeVisible();
    await userEvent.click(
      section.getByRole('button', { name: 'Marcar os dentes sem registro como não avaliados' }),
    );
    await expect(section.getByText(/^Não avaliados: 11, 12, 13, 14, 15, 17, 22,/)).toBeVisible();
    const periodontal = within(section.getByRole('group', { name: 'Doença periodontal?' }));
    await userEvent.click(periodontal.getByRole('radio', { name: 'Sim' }));
    const softTissue = within(section.getByRole('group', { name: 'Alteração de tecido mole?' }));
    await userEvent.click(softTissue.getByRole('radio', { name: 'Não' }));
    await userEvent.type(section.getByLabelText('Observação'), 'Gengivite generalizada.');
    await userEvent.click(section.getByRole('button', { name: 'Salvar situação inicial' }));
    await expect(await section.findByText('Situação inicial registrada.', {}, LOAD)).toBeVisible();
    await expect(
      section.getByText('Versão 3, registrada por Dra. Ana Souza em 23/11/2026 (32 dentes).'),
    ).toBeVisible();
    const body = initialSent[0] as {
      dentes: { condicao: string }[];
      doencaPeriodontal: boolean;
      observacao: string;
    };
    await expect(body.dentes.filter((tooth) => tooth.condicao === 'N')).toHaveLength(28);
    await expect(body).toMatchObject({
      doencaPeriodontal: true,
      alteracaoTecidoMole: false,
      observacao: 'Gengivite generalizada.',
    });
  },
};

/**
 * The guide: 'Baixar XML TISS' saves the server's TISS message under the emission's number (GTO-PTO-1024-02.xml)
 * and says it, and 'Imprimir guia' saves the server's PDF under the number it carries, saying how to print it.
 */
export const GuideDownloaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = within(await canvas.findByRole('group', { name: 'Guia do plano' }, LOAD));
    await catchDownloads(async ({ clicks, textOf }) => {
      await userEvent.click(guide.getByRole('button', { name: 'Baixar XML TISS' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('GTO-PTO-1024-02.xml');
      await expect(await textOf(clicks[0]?.href)).toBe(GUIDE_XML);
      await expect(
        await canvas.findByText(guideXmlSaved('PTO-1024-02', 'GTO-PTO-1024-02.xml'), {}, LOAD),
      ).toBeVisible();

      await userEvent.click(guide.getByRole('button', { name: 'Imprimir guia' }));
      await waitFor(() => expect(clicks).toHaveLength(2));
      await expect(clicks[1]?.download).toBe('GTO-PTO-1024-02.pdf');
      await expect(await textOf(clicks[1]?.href)).toBe(GUIDE_PDF);
    });
    await expect(await canvas.findByText(guideSaved('GTO-PTO-1024-02.pdf'), {}, LOAD)).toBeVisible();
  },
};

/** The server's reason when it gives one (nothing awaits authorization: no guide to emit), else the screen's own message. */
export const GuideFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        dentistHttp.get('/v2/planoTratamento/{id}/tiss', ({ response }) =>
          response(409).json(
            errorEnvelope(
              'Não há procedimentos aguardando autorização neste plano: todos já foram decididos pela operadora.',
            ),
          ),
        ),
        dentistHttp.get('/v2/planoTratamento/{id}/impressao', ({ response }) =>
          response(500).json(errorEnvelope('Erro interno.')),
        ),
        ...planExistingHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guide = within(await canvas.findByRole('group', { name: 'Guia do plano' }, LOAD));
    await userEvent.click(guide.getByRole('button', { name: 'Baixar XML TISS' }));
    await expect(
      await canvas.findByText(/^Não há procedimentos aguardando autorização neste plano/, {}, LOAD),
    ).toBeVisible();
    await userEvent.click(guide.getByRole('button', { name: 'Imprimir guia' }));
    await expect(await canvas.findByText(GUIDE_PRINT_ERROR, {}, LOAD)).toBeVisible();
    // Nothing on the screen is lost: the plan is still there, and both buttons can be tried again.
    await expect(await itemsTable(canvas)).toBeVisible();
    await expect(guide.getByRole('button', { name: 'Imprimir guia' })).toBeEnabled();
    await expect(guide.getByRole('button', { name: 'Baixar XML TISS' })).toBeEnabled();
  },
};
