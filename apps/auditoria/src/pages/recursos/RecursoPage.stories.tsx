import type { RespostaRecursoRequest } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import { storeAuditorSession } from '../../testing/fixtures';
import {
  answerConflict,
  answerRefused,
  type RecursoServer,
  recursoHandlers,
  recursoNotFound,
  recursoScreenHandlers,
} from '../../testing/handlers';
import {
  JUSTIFICATIVA_ENDO,
  JUSTIFICATIVA_ENDO_RODADA_1,
  JUSTIFICATIVA_PARCIAL,
  JUSTIFICATIVA_RESINA,
  RECURSO_RESPONDIDO,
  RESPOSTA_ENDO_RODADA_1,
} from '../../testing/recursosFixtures';

/** The answers the stories sent, with the appeal's id. */
const answers: Array<{ id: string; body: RespostaRecursoRequest }> = [];

/** The appeal's server, recording what the stories send. */
const server = (options: RecursoServer = {}) =>
  recursoHandlers({ onAnswer: (body, id) => answers.push({ id, body }), ...options });

const handlersWith = (...handlers: unknown[]) => ({
  msw: { handlers: [...handlers, ...recursoScreenHandlers] },
});

const meta = {
  title: 'Auditoria/Recurso',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: handlersWith(...server()),
  args: { path: '/recursos/4' },
  beforeEach: () => {
    answers.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ENDO = '85200166 - Tratamento endodôntico unirradicular · Dente 11';
const RESINA = '85100200 - Restauração em resina fotopolimerizável 2 faces · Dente 37 · D, O';
const SUCCESS = 'Resposta ao recurso RG000004 registrada: R$ 770,00 aceitos entram no próximo demonstrativo.';

const answerForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Resposta ao recurso' }));

/** One item's fieldset in the answer form. */
const itemFields = (form: ReturnType<typeof within>, legend: string) =>
  within(form.getByRole('group', { name: legend }));

/** Types into a field at once (a paste), after emptying it. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

/**
 * An appeal waiting for its answer: the summary (protocol, dentist, batch, days, deadline, value), each
 * item with its glosa, the dentist's justification and files, the earlier round with its answer, and the
 * answer form.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recurso RG000004' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Recursos' })).toHaveAttribute('aria-current', 'page');
    const summary = within(canvas.getByLabelText('Dados do recurso'));
    await expect(summary.getByText('202611200004')).toBeVisible();
    await expect(summary.getByText('Dra. Ana Souza · CRO 12345/SP')).toBeVisible();
    await expect(summary.getByText('000009 · protocolo 202610300009')).toBeVisible();
    await expect(summary.getByText('20/11/2026 10:10')).toBeVisible();
    await expect(summary.getByText('27/11/2026')).toBeVisible();
    await expect(summary.getByText('Faltam 5 dias')).toBeVisible();
    await expect(summary.getByText('R$ 830,00')).toBeVisible();
    await expect(summary.queryByText('Valor aceito')).toBeNull();

    const endo = within(canvas.getByRole('region', { name: ENDO }));
    await expect(endo.getByText('Maria da Silva')).toBeVisible();
    await expect(endo.getByText('0900.0001.000001-00.1')).toBeVisible();
    await expect(endo.getByText('PTO-0034')).toBeVisible();
    await expect(endo.getByText('21/10/2026')).toBeVisible();
    await expect(endo.getByText('3067 – RADIOGRAFIA FINAL NÃO ENVIADA')).toBeVisible();
    await expect(
      endo.getByText('A periapical enviada é a de diagnóstico, não a final com a obturação.'),
    ).toBeVisible();
    await expect(endo.getByText(JUSTIFICATIVA_ENDO)).toBeVisible();
    const file = endo.getByRole('link', { name: 'periapical-final-11.png (abre em nova aba)' });
    await expect(file).toHaveAttribute('target', '_blank');
    await expect(file).toHaveAttribute(
      'href',
      expect.stringContaining('/api/v2/planoTratamento/imagens/131/arquivo'),
    );
    // The earlier round: what the dentist wrote, no file, and the glosa kept.
    await expect(endo.getByRole('heading', { name: 'Rodadas anteriores' })).toBeVisible();
    const rodada = within(endo.getByRole('article', { name: 'Rodada 1 · RG000001 · enviada em 06/11/2026' }));
    await expect(rodada.getByText(JUSTIFICATIVA_ENDO_RODADA_1)).toBeVisible();
    await expect(rodada.getByText('Nenhum arquivo enviado.')).toBeVisible();
    const respostaAnterior = within(rodada.getByLabelText('Resposta da rodada 1 de 85200166 · Dente 11'));
    await expect(respostaAnterior.getByText('Glosa mantida')).toBeVisible();
    await expect(respostaAnterior.getByText('R$ 0,00')).toBeVisible();
    await expect(respostaAnterior.getByText(RESPOSTA_ENDO_RODADA_1)).toBeVisible();
    await expect(respostaAnterior.getByText('Dr. Paulo Auditor em 10/11/2026 15:30')).toBeVisible();

    const resina = within(canvas.getByRole('region', { name: RESINA }));
    await expect(resina.getByText(JUSTIFICATIVA_RESINA)).toBeVisible();
    await expect(
      resina.getByText('3030 – AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL'),
    ).toBeVisible();
    await expect(
      within(resina.getByRole('list', { name: 'Arquivos do recurso de 85100200 · Dente 37 · D, O' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['foto-final-37.jpg (abre em nova aba)', 'prontuario-37.pdf (abre em nova aba)']);
    await expect(resina.queryByRole('heading', { name: 'Rodadas anteriores' })).toBeNull();

    const form = await answerForm(canvasElement);
    const item = itemFields(form, '85200166 · Dente 11');
    await expect(item.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Aceitar',
      'Aceitar parte',
      'Manter glosa',
    ]);
    await expect(item.getByRole('radiogroup', { name: 'Decisão' })).toBeVisible();
    await expect(form.getByRole('group', { name: '85100200 · Dente 37 · D, O' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviar resposta' })).toBeVisible();
  },
};

/**
 * Accepting the endodontic treatment and part of the resin: '150,00' goes as 150 with the justification;
 * the server's message is shown and the appeal shows its answers, with no form.
 */
export const AnswerFlow: Story = {
  parameters: handlersWith(...server({ after: RECURSO_RESPONDIDO, message: SUCCESS })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await answerForm(canvasElement);
    const endo = itemFields(form, '85200166 · Dente 11');
    await userEvent.click(endo.getByRole('radio', { name: 'Aceitar' }));
    // Accepting takes no value.
    await expect(endo.queryByRole('textbox', { name: /Valor aceito/ })).toBeNull();
    const resina = itemFields(form, '85100200 · Dente 37 · D, O');
    await userEvent.click(resina.getByRole('radio', { name: 'Aceitar parte' }));
    await fill(resina.getByRole('textbox', { name: /Valor aceito \(R\$\)/ }), '150,00');
    await fill(resina.getByRole('textbox', { name: /^Justificativa/ }), JUSTIFICATIVA_PARCIAL);
    await expect(resina.getByText(`${JUSTIFICATIVA_PARCIAL.length}/500`)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));

    const done = await canvas.findByText(SUCCESS);
    await expect(done).toBeVisible();
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(answers).toEqual([
      {
        id: '4',
        body: {
          itens: [
            { id: 41, decisao: 'aceitar' },
            { id: 42, decisao: 'aceitarParte', valorAcatado: 150, justificativa: JUSTIFICATIVA_PARCIAL },
          ],
        },
      },
    ]);
    await expect(canvas.queryByRole('form', { name: 'Resposta ao recurso' })).toBeNull();
    const summary = within(canvas.getByLabelText('Dados do recurso'));
    await expect(summary.getByText('R$ 770,00')).toBeVisible();
    await expect(summary.getByText('22/11/2026 12:00')).toBeVisible();
    await expect(summary.getByText('Respondido no prazo')).toBeVisible();
    const parcial = within(canvas.getByLabelText('Resposta de 85100200 · Dente 37 · D, O'));
    await expect(parcial.getByText('Aceito em parte')).toBeVisible();
    await expect(parcial.getByText('R$ 150,00')).toBeVisible();
    await expect(parcial.getByText(JUSTIFICATIVA_PARCIAL)).toBeVisible();
    await expect(
      within(canvas.getByLabelText('Resposta de 85200166 · Dente 11')).getByText('Aceito'),
    ).toBeVisible();
  },
};

/**
 * Nothing is sent while an item has no decision, a kept glosa has no justification or a partial value is
 * out of range; each message is at its field, and the first field at fault takes the focus.
 */
export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement);
    const endo = itemFields(form, '85200166 · Dente 11');
    const resina = itemFields(form, '85100200 · Dente 37 · D, O');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(endo.getByText('Escolha a decisão deste item.')).toBeVisible();
    await expect(resina.getByText('Escolha a decisão deste item.')).toBeVisible();
    await waitFor(() => expect(endo.getByRole('radio', { name: 'Aceitar' })).toHaveFocus());

    await userEvent.click(endo.getByRole('radio', { name: 'Manter glosa' }));
    await expect(endo.queryByText('Escolha a decisão deste item.')).toBeNull();
    await userEvent.click(resina.getByRole('radio', { name: 'Aceitar parte' }));
    const valor = resina.getByRole('textbox', { name: /Valor aceito \(R\$\)/ });
    await fill(valor, '210,00');
    await fill(resina.getByRole('textbox', { name: /^Justificativa/ }), 'Aceito a face O.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    const justificativa = endo.getByRole('textbox', { name: /^Justificativa/ });
    await expect(endo.getByText('Escreva a justificativa da resposta (até 500 caracteres).')).toBeVisible();
    await expect(justificativa).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(justificativa).toHaveFocus());
    await expect(resina.getByText('Informe um valor maior que zero e menor que R$ 210,00.')).toBeVisible();
    await expect(valor).toHaveAttribute('aria-invalid', 'true');

    await fill(valor, '0');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(resina.getByText('Informe um valor maior que zero e menor que R$ 210,00.')).toBeVisible();
    await expect(answers).toEqual([]);
  },
};

/** The appeal was answered meanwhile (409): the server's message is shown as it comes. */
export const ServerConflict: Story = {
  parameters: handlersWith(
    answerConflict('Este recurso já foi respondido; a resposta não muda.', (body) =>
      answers.push({ id: '4', body }),
    ),
    ...server(),
  ),
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement);
    await userEvent.click(itemFields(form, '85200166 · Dente 11').getByRole('radio', { name: 'Aceitar' }));
    await userEvent.click(
      itemFields(form, '85100200 · Dente 37 · D, O').getByRole('radio', { name: 'Aceitar' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Este recurso já foi respondido; a resposta não muda.');
    await waitFor(() => expect(alert.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(answers).toHaveLength(1);
  },
};

/** The server refuses naming a field (400 invalid-params): the message goes to that item's field. */
export const ServerRefusesAField: Story = {
  parameters: handlersWith(
    answerRefused(400, 'A resposta não foi registrada.', [
      { name: 'itens/1/justificativa', reason: 'A justificativa deve explicar o valor aceito.' },
    ]),
    ...server(),
  ),
  play: async ({ canvasElement }) => {
    const form = await answerForm(canvasElement);
    await userEvent.click(itemFields(form, '85200166 · Dente 11').getByRole('radio', { name: 'Aceitar' }));
    const resina = itemFields(form, '85100200 · Dente 37 · D, O');
    await userEvent.click(resina.getByRole('radio', { name: 'Aceitar parte' }));
    await fill(resina.getByRole('textbox', { name: /Valor aceito \(R\$\)/ }), '100');
    await fill(resina.getByRole('textbox', { name: /^Justificativa/ }), 'Parte.');
    await userEvent.click(form.getByRole('button', { name: 'Enviar resposta' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'A resposta não foi registrada.',
    );
    await expect(resina.getByText('A justificativa deve explicar o valor aceito.')).toBeVisible();
    await expect(resina.getByRole('textbox', { name: /^Justificativa/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** An answered appeal: no form; the summary and each item show the answer. */
export const Answered: Story = {
  parameters: handlersWith(...server({ before: RECURSO_RESPONDIDO })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recurso RG000004' })).toBeVisible();
    const summary = within(canvas.getByLabelText('Dados do recurso'));
    await expect(summary.getByText('Valor aceito')).toBeVisible();
    await expect(summary.getByText('R$ 770,00')).toBeVisible();
    await expect(summary.getByText('Respondido em')).toBeVisible();
    await expect(summary.getByText('Respondido no prazo')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Resposta ao recurso' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enviar resposta' })).toBeNull();
    const endo = within(canvas.getByLabelText('Resposta de 85200166 · Dente 11'));
    await expect(endo.getByText('Aceito')).toBeVisible();
    await expect(endo.getByText('R$ 620,00')).toBeVisible();
    await expect(endo.getByText('Dr. Paulo Auditor em 22/11/2026 12:00')).toBeVisible();
    const resina = within(canvas.getByLabelText('Resposta de 85100200 · Dente 37 · D, O'));
    await expect(resina.getByText('Aceito em parte')).toBeVisible();
    await expect(resina.getByText('R$ 150,00')).toBeVisible();
    // The earlier round keeps its own answer.
    await expect(
      within(canvas.getByLabelText('Resposta da rodada 1 de 85200166 · Dente 11')).getByText('Glosa mantida'),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/recursos/404' },
  parameters: handlersWith(recursoNotFound),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Recurso de glosa não encontrado.');
    await expect(canvas.getByRole('link', { name: 'Voltar para os recursos' })).toHaveAttribute(
      'href',
      '/auditoria/recursos',
    );
  },
};

/** On a phone: one column, nothing wider than the screen, the form reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Recurso RG000004' })).toBeVisible();
    await expect((await canvas.findAllByRole('radio', { name: 'Aceitar parte' }))[0]).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
