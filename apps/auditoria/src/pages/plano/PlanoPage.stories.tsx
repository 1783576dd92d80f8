import type { DecisaoAuditoria, PlanoAuditoria, StatusTiss } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import {
  JUSTIFICATIVA_3016,
  PLANO,
  PLANO_SITUACAO_ALTERADA,
  PREVISTA_3016,
  storeAuditorSession,
} from '../../testing/fixtures';
import {
  decisionConflict,
  decisionHandlers,
  glosasOk,
  logoutOk,
  planImage,
  planoNotFound,
  planoOk,
  planScreenHandlers,
} from '../../testing/handlers';

/** The decisions the stories sent, in order. */
const sent: DecisaoAuditoria[] = [];
const record = (body: DecisaoAuditoria) => sent.push(body);

/** The plan after item 501 was decided as `audiStatus`. */
const after = (
  audiStatus: 'Autorizado' | 'Negado' | 'Aguardando Documentação',
  codigo: StatusTiss['codigo'],
): PlanoAuditoria => ({
  ...PLANO,
  itens: PLANO.itens.map((item) =>
    item.idProcedimentoItem === 501
      ? { ...item, audiStatus, statusTiss: { codigo, descricao: audiStatus } }
      : item,
  ),
});

const meta = {
  title: 'Auditoria/Plano',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: planScreenHandlers } },
  args: { path: '/planos/1024?item=501' },
  beforeEach: () => {
    sent.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const decisionPanel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Decisão sobre o item' }));

const choose = async (canvasElement: HTMLElement, decision: string) => {
  const panel = await decisionPanel(canvasElement);
  await userEvent.click(panel.getByRole('radio', { name: decision }));
  return panel;
};

const handlersWith = (...handlers: unknown[]) => ({
  msw: { handlers: [...handlers, planImage, glosasOk, logoutOk] },
});

/** Header, the chart with the selected item's site, the items, files, history and earlier plans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano 1024' })).toBeVisible();
    const header = within(canvas.getByLabelText('Dados do plano'));
    await expect(header.getByText('Maria da Silva · carteira 09000001000001001')).toBeVisible();
    await expect(header.getByText('Dra. Ana Souza · CRO 12345/SP')).toBeVisible();
    await expect(header.getByText(/TISS 2/)).toBeVisible();
    // The chart: the items' markers, the initial situation, and the selected item named last.
    await expect(
      canvas.getByRole('img', {
        name: /dente 16 \(faces M, O\).*dente 46 \(face O; negado\).*seleção: Dente 16 — Mesial, Oclusal$/,
      }),
    ).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Itens do plano' }));
    await expect(items.getByRole('button', { name: /85100218/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(items.getByRole('button', { name: /85100196/ })).toHaveTextContent('Negado · TISS 3');
    await expect(canvas.getByRole('region', { name: 'Arquivos do plano' })).toHaveTextContent(
      'periapical-16.png',
    );
    await expect(canvas.getByRole('region', { name: 'Histórico do item' })).toHaveTextContent(
      'Aguardando Aprovação',
    );
    await expect(canvas.getByRole('region', { name: 'Planos anteriores do beneficiário' })).toHaveTextContent(
      'Plano 990',
    );
  },
};

/** Another item selected: the address, the chart's highlight, the decision and the history follow it. */
export const SelectsAnItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(await canvas.findByRole('region', { name: 'Itens do plano' }));
    await userEvent.click(items.getByRole('button', { name: /85300039/ }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/planos/1024?item=503');
    await expect(canvas.getByRole('img', { name: /seleção: Sextante/ })).toBeVisible();
    await expect(items.getByRole('button', { name: /85300039/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('heading', { name: 'Decisão: 85300039 - Raspagem supra-gengival' }),
    ).toBeVisible();
    // Beside the decision: what the rules predicted at the request and the dentist's justification.
    const panel = await decisionPanel(canvasElement);
    await expect(panel.getByText('Glosas previstas pelas regras na solicitação')).toBeVisible();
    await expect(panel.getByText(`Glosa 3016: ${PREVISTA_3016.descricao}`)).toBeVisible();
    await expect(panel.getByText(JUSTIFICATIVA_3016, { exact: false })).toBeVisible();
    // An item sent with no prediction shows none.
    await userEvent.click(items.getByRole('button', { name: /85100218/ }));
    await expect(
      (await decisionPanel(canvasElement)).queryByText('Glosas previstas pelas regras na solicitação'),
    ).toBeNull();
  },
};

/** An item on a whole tooth (an extraction): the chart highlights that tooth and names it. */
export const WholeToothItem: Story = {
  args: { path: '/planos/1024?item=504' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /dente 38 \(extração\).*; seleção: Dente 38$/ }),
    ).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Itens do plano' }));
    await expect(items.getByRole('button', { name: /82000875/ })).toHaveTextContent('Dente 38');
  },
};

/** Authorizing needs nothing else; the item is read again and shows its new status. */
export const Authorize: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Autorizado', 1))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Autorizar');
    await expect(panel.getByRole('textbox', { name: 'Nota (opcional)' })).toBeVisible();
    await expect(panel.queryByRole('combobox', { name: /Motivo da negativa/ })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    const done = await panel.findByText('Decisão registrada: item autorizado.');
    await expect(done).toBeVisible();
    // Focus moves to the outcome, since the form that had it goes away.
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(sent).toEqual([{ decisao: 'autorizar' }]);
    await expect(await panel.findByText('Este item não aguarda decisão.')).toBeVisible();
    await expect(panel.getByText(/^Autorizado/)).toHaveTextContent('Autorizado · TISS 1');
  },
};

/** Denying asks for a Tabela 38 code and a note: each missing one is said at its field, nothing is sent. */
export const DenyNeedsGlosaAndNote: Story = {
  parameters: handlersWith(...decisionHandlers(record)),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(panel.getByText('Escolha o motivo da negativa.')).toBeVisible();
    await expect(panel.getByText('Escreva uma nota para o dentista.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: /^Nota/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toEqual([]);
  },
};

/** A denial with its code (official text in the list) and a note. */
export const DenySuccess: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Negado', 3))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    const motivo = panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ });
    await waitFor(() =>
      expect(
        within(motivo).getByRole('option', {
          name: '3056 - NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
        }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(motivo, '3056');
    await userEvent.type(
      panel.getByRole('textbox', { name: /^Nota/ }),
      'A radiografia mostra lesão em uma face só.',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(await panel.findByText('Decisão registrada: item negado.')).toBeVisible();
    await expect(sent).toEqual([
      { decisao: 'negar', codigoGlosa: '3056', nota: 'A radiografia mostra lesão em uma face só.' },
    ]);
  },
};

/** Asking for documents needs a note, and sends no glosa code. */
export const RequestDocuments: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Aguardando Documentação', 5))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Solicitar documentos');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(panel.getByText('Escreva uma nota para o dentista.')).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: /^Nota/ }), 'Envie a radiografia interproximal.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(
      await panel.findByText('Decisão registrada: documentos solicitados ao dentista.'),
    ).toBeVisible();
    await expect(sent).toEqual([
      { decisao: 'solicitarDocumentos', nota: 'Envie a radiografia interproximal.' },
    ]);
    await expect(await panel.findByText(/^Aguardando Documentação/)).toHaveTextContent('TISS 5');
  },
};

/** Another auditor decided first: the server's 409 message is shown as it comes. */
export const Conflict: Story = {
  parameters: handlersWith(
    decisionConflict('O item não está em análise: já foi decidido (Autorizado).'),
    planoOk(),
  ),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Autorizar');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'O item não está em análise: já foi decidido (Autorizado).',
    );
  },
};

/** An item already decided shows its status and reason, and no form. */
export const ItemAlreadyDecided: Story = {
  args: { path: '/planos/1024?item=502' },
  play: async ({ canvasElement }) => {
    const panel = await decisionPanel(canvasElement);
    await expect(panel.getByText('Este item não aguarda decisão.')).toBeVisible();
    await expect(panel.getByText(/^Negado/)).toHaveTextContent('Negado · TISS 3');
    await expect(panel.getByText('Código da glosa: 3056')).toBeVisible();
    await expect(panel.getByText(/^Motivo: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA/)).toBeVisible();
    await expect(panel.queryByRole('radiogroup')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Registrar decisão' })).toBeNull();
    // The kit's ItemHistory: from, to with the TISS code, the glosa and its official text, the note.
    const history = within(canvasElement).getByRole('list', { name: 'Histórico do item 85100196' });
    await expect(history).toHaveTextContent(/De\s*Aguardando Aprovação.*para\s*Negado.*TISS 3/);
    await expect(history).toHaveTextContent(
      'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
    );
    await expect(history).toHaveTextContent(
      'Nota do auditorA radiografia mostra a cárie na face distal, não na oclusal.',
    );
  },
};

/** A cancelled plan (TISS 6): its item in analysis shows its status and why no decision is asked. */
export const CancelledPlan: Story = {
  parameters: handlersWith(
    planoOk({
      ...PLANO,
      plano: {
        ...PLANO.plano,
        status: 4,
        statusTiss: { codigo: 6, descricao: 'Solicitação cancelada' },
        cancelamento: { dtCancelamento: '2026-11-21T15:00:00.000Z', motivo: 'A pedido da beneficiária.' },
      },
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano 1024' })).toBeVisible();
    const header = within(canvas.getByLabelText('Dados do plano'));
    await expect(header.getByText(/TISS 6/)).toBeVisible();
    await expect(header.getByText('21/11/2026 · A pedido da beneficiária.')).toBeVisible();
    const panel = await decisionPanel(canvasElement);
    await expect(
      panel.getByText('Plano cancelado: os itens deste plano não recebem mais decisão.'),
    ).toBeVisible();
    await expect(panel.queryByRole('radio', { name: 'Autorizar' })).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Registrar decisão' })).toBeNull();
  },
};

/** The initial situation changed after the plan's first item: the plan's version 1 and what version 2 changed. */
export const InitialSituationChanged: Story = {
  parameters: handlersWith(planoOk({ ...PLANO, ...PLANO_SITUACAO_ALTERADA })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Situação inicial do plano: versão 1 (Dra. Ana Souza, 01/10/2026)'),
    ).toBeVisible();
    const changes = within(
      canvas.getByRole('list', { name: 'Alterações da situação inicial desde a versão do plano' }),
    );
    await expect(changes.getByText('Dente 16 incluído: cariado')).toBeVisible();
    await expect(changes.getByText('Dente 18: de ausente para extração indicada')).toBeVisible();
    await expect(changes.getByText('Resposta alterada: alteração de tecido mole')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/planos/4040' },
  parameters: handlersWith(planoNotFound),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Plano de tratamento não encontrado.');
    await expect(canvas.getByRole('link', { name: 'Voltar para a fila' })).toHaveAttribute(
      'href',
      '/auditoria',
    );
  },
};

/** On a phone: one column, the chart scaled to the screen, nothing wider than it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano 1024' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Negar' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
