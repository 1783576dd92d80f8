import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../../testing/fixtures';
import { currentUserOk } from '../../../testing/handlers';
import { PortalScreen } from '../../../testing/PortalScreen';
import { DESK_ITEMS, FUNDAMENTO_3069, GLOSA_3056, GLOSA_3069 } from '../../../testing/plan-desk-stories';
import {
  type Contestacao,
  planExistingHandlers,
  type RespostaAlteracao,
} from '../../../testing/plan-existing-handlers';
import { itemsTable, LOAD, rowOf } from '../../../testing/plan-existing-stories';
import { PLAN_TISS } from '../../../testing/tiss';
import { ALTERACAO_ACCEPTED, ALTERACAO_REFUSAL_REQUIRED, ALTERACAO_REFUSED } from './AlteracaoAnswerForm';
import { CONTEST_OPEN, CONTEST_REQUIRED, CONTEST_SUCCESS } from './ContestForm';

/** Plan 1024 at the operator's desk (testing/plan-desk-stories.ts). */
const desk = (options: Parameters<typeof planExistingHandlers>[0] = {}) => [
  currentUserOk,
  ...planExistingHandlers({
    plan: { status: 1, statusTiss: PLAN_TISS[1] },
    items: DESK_ITEMS,
    ...options,
  }),
];

const meta = {
  title: 'Portal/Plano de Tratamento existente/Prazos e alterações',
  component: PortalScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: desk() } },
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
const changeForm = async (canvas: Canvas) =>
  within(await answersRegion(canvas)).getByRole('form', { name: /^Alteração: Dente 24 / });
/** Click and paste: a long text typed key by key costs seconds in a story. */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Each item says where its deadline stands: overdue (flagged red), days left, the clock stopped while the
 * dentist owes an answer, answered in or out of time, authorized automatically.
 */
export const Deadlines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await itemsTable(canvas);
    const overdue = within(await rowOf(canvas, 16)).getByTestId('prazo');
    await expect(overdue).toHaveTextContent('Prazo vencido há 2 dias úteis (até 11/11/2026)');
    await expect(overdue).toHaveAttribute('data-tone', 'prazo.atrasado');
    const queued = within(await rowOf(canvas, '85100196')).getByTestId('prazo');
    await expect(queued).toHaveTextContent('Resposta da operadora até 08/12/2026 · 5 dias úteis');
    await expect(queued).toHaveAttribute('data-tone', 'prazo.noPrazo');
    await expect(await rowOf(canvas, 24)).toHaveTextContent('Prazo parado: aguarda a sua resposta');
    const denied = await rowOf(canvas, 'Exodontia');
    await expect(denied).toHaveTextContent('Respondido em 16/11/2026, fora do prazo');
    await expect(denied).toHaveTextContent(`Fundamento: ${FUNDAMENTO_3069}`);
    const urgency = await rowOf(canvas, '81000049');
    await expect(urgency).toHaveTextContent('Autorizado automaticamente (urgência)');
    await expect(within(urgency).queryByTestId('prazo')).toBeNull();
  },
};

const accepted: RespostaAlteracao[] = [];

/**
 * 24 was authorized with change: the dentist sees what was requested and what is authorized, why and the
 * auditor's note, and accepts; the item is authorized as changed, and the change stays on it.
 */
export const AcceptChange: Story = {
  parameters: { msw: { handlers: desk({ alteracaoAnswers: accepted }) } },
  beforeEach: () => {
    accepted.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await changeForm(canvas);
    const proposal = within(form).getByLabelText('Alteração proposta pela auditoria');
    await expect(proposal).toHaveTextContent(
      'Pedido85100218 - Restauração em resina fotopolimerizável 3 faces · Dente 24 · Faces M, O, D',
    );
    await expect(proposal).toHaveTextContent(
      'Autorizado85100200 - Restauração em resina fotopolimerizável 2 faces · Dente 24 · Faces M, O',
    );
    await expect(proposal).toHaveTextContent(`MotivoGlosa 3056: ${GLOSA_3056}`);
    await expect(proposal).toHaveTextContent(
      'A radiografia interproximal mostra cárie nas faces mesial e oclusal',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Aceitar alteração' }));
    const region = await answersRegion(canvas);
    await expect(await within(region).findByText(ALTERACAO_ACCEPTED, {}, LOAD)).toBeVisible();
    await expect(accepted).toEqual([{ aceitar: true }]);
    // Reloaded: authorized as changed (two faces), the change kept on the item and in the history.
    await waitFor(async () => expect(await rowOf(canvas, 24)).toHaveTextContent('TISS 1 · Autorizado'), LOAD);
    const row = await rowOf(canvas, 24);
    await expect(row).toHaveTextContent('85100200 - Restauração em resina fotopolimerizável 2 faces');
    await expect(row).toHaveTextContent(
      'Alteração aceita em 27/11/2026: autorizado 85100200 - Restauração em resina fotopolimerizável 2 faces',
    );
    await expect(within(region).queryByRole('form', { name: /^Alteração:/ })).toBeNull();
  },
};

const refused: RespostaAlteracao[] = [];

/** Refusing needs a reason: an empty one is refused at the field; with it, the item goes back to the queue. */
export const RefuseChange: Story = {
  parameters: { msw: { handlers: desk({ alteracaoAnswers: refused }) } },
  beforeEach: () => {
    refused.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await changeForm(canvas);
    await userEvent.click(within(form).getByRole('button', { name: 'Recusar alteração' }));
    const text = within(form).getByRole('textbox', { name: /Motivo da recusa/ });
    await expect(await within(form).findByText(ALTERACAO_REFUSAL_REQUIRED)).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveFocus();
    await expect(refused).toHaveLength(0);
    await paste(text, 'A radiografia mostra cárie também na face distal; peço as três faces.');
    await userEvent.click(within(form).getByRole('button', { name: 'Recusar alteração' }));
    const region = await answersRegion(canvas);
    await expect(await within(region).findByText(ALTERACAO_REFUSED, {}, LOAD)).toBeVisible();
    await expect(refused).toEqual([
      { aceitar: false, texto: 'A radiografia mostra cárie também na face distal; peço as três faces.' },
    ]);
    await waitFor(async () => expect(await rowOf(canvas, 24)).toHaveTextContent('Auditoria'), LOAD);
    await expect(await rowOf(canvas, 24)).toHaveTextContent('Alteração recusada em 27/11/2026');
    const list = await historyList(canvas);
    await waitFor(() => expect(list).toHaveTextContent('peço as três faces'), LOAD);
  },
};

/** The server refuses the answer (409: the change no longer waits): its message is shown by the form. */
export const ChangeAnswerRefusedByServer: Story = {
  parameters: { msw: { handlers: desk({ refuseAlteracaoAnswer: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await changeForm(canvas);
    await userEvent.click(within(form).getByRole('button', { name: 'Aceitar alteração' }));
    await expect(
      await within(form).findByText(
        "Este procedimento não aguarda o aceite de uma alteração: está 'Aguardando Aceite'. Atualize a página.",
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

const contests: Contestacao[] = [];

/**
 * The denial of 36 shows its glosa and contractual ground; the dentist contests it before the junta
 * odontológica (a text is required) and the item waits in 'Em junta'.
 */
export const ContestDenial: Story = {
  parameters: { msw: { handlers: desk({ contests }) } },
  beforeEach: () => {
    contests.length = 0;
    return storeSignedInSession();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await answersRegion(canvas);
    await expect(region).toHaveTextContent(`Negativa: Glosa 3069: ${GLOSA_3069}`);
    await expect(region).toHaveTextContent(`Fundamento: ${FUNDAMENTO_3069}`);
    const open = within(region).getByRole('button', { name: CONTEST_OPEN });
    await userEvent.click(open);
    const form = within(region).getByRole('form', { name: /^Contestação: Dente 36 / });
    const text = within(form).getByRole('textbox', { name: /Motivo da contestação/ });
    await waitFor(() => expect(text).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar contestação' }));
    await expect(await within(form).findByText(CONTEST_REQUIRED)).toBeVisible();
    await expect(contests).toHaveLength(0);
    await paste(text, 'A coroa do 36 não é restaurável: fratura abaixo da crista óssea na radiografia.');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar contestação' }));
    await expect(await within(region).findByText(CONTEST_SUCCESS, {}, LOAD)).toBeVisible();
    await expect(contests).toEqual([
      { texto: 'A coroa do 36 não é restaurável: fratura abaixo da crista óssea na radiografia.' },
    ]);
    await waitFor(
      async () =>
        expect(await rowOf(canvas, 'Exodontia')).toHaveTextContent(
          'Em junta odontológica: aguardando o desfecho',
        ),
      LOAD,
    );
    await expect(within(await rowOf(canvas, 'Exodontia')).getByText('Em junta')).toHaveAttribute(
      'data-tone',
      'item.junta',
    );
    await expect(within(region).queryByRole('button', { name: CONTEST_OPEN })).toBeNull();
    const list = await historyList(canvas);
    await waitFor(() => expect(list).toHaveTextContent('Contestação do dentista'), LOAD);
  },
};

/** 'Cancelar' closes the contest and gives the focus back to its button. */
export const ContestCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await answersRegion(canvas);
    await userEvent.click(within(region).getByRole('button', { name: CONTEST_OPEN }));
    await userEvent.click(within(region).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: CONTEST_OPEN })).toHaveFocus());
  },
};

/** A denial by the junta itself (3104) is final: nothing to contest. */
export const JuntaDenialIsFinal: Story = {
  parameters: {
    msw: {
      handlers: desk({
        items: DESK_ITEMS.map((item) =>
          item.audiStatus === 'Negado'
            ? { ...item, audiCodigoGlosa: '3104', audiMotivoStatus: 'NEGADO PELA JUNTA ODONTOLÓGICA' }
            : item,
        ),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowOf(canvas, 'Exodontia')).toHaveTextContent('Glosa 3104');
    const region = await answersRegion(canvas);
    await expect(within(region).queryByRole('button', { name: CONTEST_OPEN })).toBeNull();
  },
};
