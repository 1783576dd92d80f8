import type { RespostaAuditoria } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk } from '../../../testing/handlers';
import {
  NOTIFICACOES,
  notificationFeed,
  notificationsHandlers,
} from '../../../testing/notifications-handlers';
import { PortalScreen } from '../../../testing/PortalScreen';
import { AUDITED_HISTORY, AUDITED_ITEMS, GLOSA_3069 } from '../../../testing/plan-audit-stories';
import { type PlanStoreControl, planExistingHandlers } from '../../../testing/plan-existing-handlers';
import { fileInput, generatedPng, itemsTable, LOAD, rowOf } from '../../../testing/plan-existing-stories';
import { PLAN_TISS } from '../../../testing/tiss';
import { ANSWER_REQUIRED, ANSWER_SUCCESS } from './AuditAnswerForm';
import { HISTORY_ERROR } from './PlanHistorySection';

/** Plan 1024 authorized in part (TISS 7): one item authorized, one denied, two waiting on the dentist. */
const audited = (options: Parameters<typeof planExistingHandlers>[0] = {}) => [
  currentUserOk,
  ...planExistingHandlers({
    plan: { status: 1, statusTiss: PLAN_TISS[1] },
    items: AUDITED_ITEMS,
    history: AUDITED_HISTORY,
    ...options,
  }),
];

const meta = {
  title: 'Portal/Plano de Tratamento existente/Auditoria',
  component: PortalScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: audited() } },
  args: { path: '/plano-tratamento/1024' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const answersRegion = (canvas: Canvas) =>
  canvas.findByRole('region', { name: 'Responder à auditoria' }, LOAD);
const historyList = (canvas: Canvas) =>
  canvas.findByRole('list', { name: 'Mudanças de status dos procedimentos' }, LOAD);
const formOf = (region: HTMLElement, tooth: number) =>
  within(region).getByRole('form', { name: new RegExp(`^Resposta: Dente ${tooth} `) });

/** Each item's TISS status and the audit's reason; the plan's status 5 with TISS 7 in its header. */
export const StatusesAndReasons: Story = {
  parameters: {
    msw: { handlers: audited({ plan: { status: 5, statusTiss: PLAN_TISS[5] } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await itemsTable(canvas);
    const summary = canvas.getByLabelText('Resumo do plano');
    await expect(summary).toHaveTextContent('Autorizado parcialmente');
    await expect(summary).toHaveTextContent('TISS 7 · Autorizado parcialmente');
    const denied = await rowOf(canvas, 'Exodontia');
    await expect(denied).toHaveTextContent('Negado');
    await expect(denied).toHaveTextContent('TISS 3 · Negado');
    await expect(denied).toHaveTextContent(
      `Glosa 3069: ${GLOSA_3069}. Nota do auditor: O 36 tem coroa restaurável: indicado o tratamento endodôntico`,
    );
    const documents = await rowOf(canvas, '85100196');
    await expect(documents).toHaveTextContent('Aguardando Documentação');
    await expect(documents).toHaveTextContent('TISS 5 · Aguardando documentação do prestador');
    await expect(documents).toHaveTextContent('Enviar radiografia periapical do dente 11.');
    await expect(await rowOf(canvas, '85100200')).toHaveTextContent('TISS 1 · Autorizado');
    await expect(await rowOf(canvas, '85100218')).toHaveTextContent(
      'TISS 4 · Aguardando justificativa técnica do solicitante',
    );
  },
};

/** 'Histórico': every change, oldest first, each named by its item. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await historyList(canvas);
    const entries = [...list.children] as HTMLElement[];
    await expect(entries).toHaveLength(4);
    await expect(entries[0]).toHaveTextContent('Dente 11 · 85100196');
    await expect(entries[0]).toHaveTextContent('Criado como');
    await expect(entries[2]).toHaveTextContent('Dente 36 · 82000875 - Exodontia simples de permanente');
    await expect(entries[2]).toHaveTextContent(
      '10/11/2026 14:45 · Dr. Paulo Auditor (Auditor, CRO 99999/SP)',
    );
    await expect(entries[2]).toHaveTextContent(`Glosa 3069: ${GLOSA_3069}`);
    await expect(entries[3]).toHaveTextContent('TISS 5 · Aguardando documentação do prestador');
  },
};

export const HistoryEmpty: Story = {
  parameters: { msw: { handlers: audited({ history: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Histórico' }, LOAD);
    await expect(
      await within(region).findByText('Nenhuma mudança de status registrada.', {}, LOAD),
    ).toBeVisible();
  },
};

export const HistoryFails: Story = {
  parameters: { msw: { handlers: audited({ failHistory: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Histórico' }, LOAD);
    await expect(await within(region).findByText(HISTORY_ERROR, {}, LOAD)).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

const sent: RespostaAuditoria[] = [];

/** The dentist answers a request for documents with a text and a file of the plan: the item goes back to the queue. */
export const AnswerRequest: Story = {
  parameters: { msw: { handlers: audited({ answers: sent }) } },
  beforeEach: () => {
    sent.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await answersRegion(canvas);
    // One form per item waiting on the dentist: 11 (documents) and 24 (justification).
    await expect(within(region).getAllByRole('form')).toHaveLength(2);
    const form = formOf(region, 11);
    await expect(region).toHaveTextContent('Pedido da auditoria: Enviar radiografia periapical do dente 11.');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Resposta/ }),
      'Segue a radiografia periapical.',
    );
    await expect(within(form).getByText('31/2000 caracteres')).toBeVisible();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'panoramica.png' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await expect(await within(region).findByText(ANSWER_SUCCESS, {}, LOAD)).toBeVisible();
    await expect(sent).toEqual([{ texto: 'Segue a radiografia periapical.', idsImagem: [88] }]);
    // Reloaded: the item is in the audit's queue again, its form gone, and the answer is in the history.
    await waitFor(() => expect(within(region).getAllByRole('form')).toHaveLength(1), LOAD);
    await waitFor(async () => expect(await rowOf(canvas, '85100196')).toHaveTextContent('Auditoria'), LOAD);
    const list = await historyList(canvas);
    await waitFor(() => expect(list.children).toHaveLength(5), LOAD);
    const last = list.children[4] as HTMLElement;
    await expect(last).toHaveTextContent('Resposta do dentista');
    await expect(last).toHaveTextContent('Segue a radiografia periapical.');
    await expect(last).toHaveTextContent('panoramica.png');
  },
};

const sentWithNewFile: RespostaAuditoria[] = [];

/** A new file sent through the plan's files section can go with the answer at once. */
export const AnswerWithNewFile: Story = {
  parameters: { msw: { handlers: audited({ answers: sentWithNewFile }) } },
  beforeEach: () => {
    sentWithNewFile.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = await canvas.findByRole('region', { name: 'Arquivos do Plano de Tratamento' }, LOAD);
    await userEvent.upload(fileInput(canvasElement), await generatedPng('periapical-11.png'));
    const type = await within(files).findByRole('combobox', { name: 'Tipo de arquivo periapical-11.png' });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(type, 'Radiografia periapical');
    await userEvent.click(within(files).getByRole('button', { name: 'Enviar Arquivo(s)' }));
    const form = formOf(await answersRegion(canvas), 11);
    const file = await within(form).findByRole('checkbox', { name: 'periapical-11.png' }, LOAD);
    await userEvent.click(file);
    await userEvent.type(within(form).getByRole('textbox', { name: /Resposta/ }), 'Radiografia enviada.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await waitFor(() => expect(sentWithNewFile).toHaveLength(1), LOAD);
    const [body] = sentWithNewFile;
    await expect(body?.texto).toBe('Radiografia enviada.');
    await expect(body?.idsImagem).toHaveLength(1);
    await expect(body?.idsImagem?.[0]).toBeGreaterThan(88);
  },
};

/** The answer's text is required: nothing is sent and the field says why. */
export const AnswerRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = formOf(await answersRegion(canvas), 24);
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    const text = within(form).getByRole('textbox', { name: /Resposta/ });
    await expect(await within(form).findByText(ANSWER_REQUIRED)).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveFocus();
  },
};

/** The server refuses (409: the item no longer waits): its message is shown by the form. */
export const AnswerRefused: Story = {
  parameters: { msw: { handlers: audited({ refuseAnswer: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = formOf(await answersRegion(canvas), 24);
    await userEvent.type(within(form).getByRole('textbox', { name: /Resposta/ }), 'Cárie em 3 faces.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar resposta' }));
    await expect(
      await within(form).findByText(
        "Este procedimento não aguarda resposta à auditoria: está 'Aguardando Justificativa'. Atualize a página.",
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

const control: PlanStoreControl = {};
const liveNotes = notificationsHandlers([]);
// A stream opened again starts with the count of the moment, as the server's does (ProtectedLayout's
// LiveNotification): a decision pushed while it reopens is caught up, plan included.
const feed = notificationFeed(liveNotes.naoLidas);

/**
 * The auditor decides while the plan is open: the decision arrives over the notifications stream and the
 * item's new status and history show without a reload.
 */
export const LiveDecision: Story = {
  parameters: {
    msw: {
      handlers: [
        ...audited({ items: AUDITED_ITEMS.map((item) => ({ ...item })), control }),
        ...liveNotes.handlers,
        feed.handler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, '85100218')).toHaveTextContent('Aguardando Justificativa');
    await waitFor(() => expect(feed.openStreams).toBeGreaterThan(0), LOAD);
    // The dentist is at the top of the page, the row below the fold.
    window.scrollTo({ top: 0 });
    const belowTheFold = (await rowOf(canvas, '85100218')).getBoundingClientRect().top > window.innerHeight;
    control.decide?.({ idProcedimentoItem: 3304, para: 'Autorizado', nota: 'Justificativa aceita.' });
    const [, autorizado] = NOTIFICACOES;
    if (!autorizado) throw new Error('no fixture');
    const notificacao = { ...autorizado, idPlanoTratamento: 1024, idProcedimentoItem: 3304 };
    liveNotes.add(notificacao);
    feed.send({ naoLidas: 1, notificacao });
    await waitFor(
      async () => expect(await rowOf(canvas, '85100218')).toHaveTextContent('TISS 1 · Autorizado'),
      LOAD,
    );
    // The changed row is brought into view and highlighted, saying so in words beside an icon.
    const row = await rowOf(canvas, '85100218');
    await waitFor(() => expect(row).toHaveAttribute('data-highlighted'), LOAD);
    await expect(within(row).getByTestId('atualizado-agora')).toHaveTextContent('Atualizado agora');
    await waitFor(() => {
      const box = row.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }, LOAD);
    await expect(belowTheFold).toBe(true);
    // Only that row.
    await expect(await rowOf(canvas, 'Exodontia')).not.toHaveAttribute('data-highlighted');
    // And a toast says it, wherever the eye is.
    const toasts = await screen.findByRole('region', { name: 'Avisos (Alt+T)' });
    await expect(await within(toasts).findByRole('status')).toHaveTextContent(autorizado.titulo);
    const list = await historyList(canvas);
    await waitFor(() => expect(list.children).toHaveLength(5), LOAD);
    await expect(list.children[4]).toHaveTextContent('Justificativa aceita.');
    await expect(
      await within(canvas.getByRole('banner')).findByRole('button', { name: '1 notificação não lida' }),
    ).toBeVisible();
  },
};
