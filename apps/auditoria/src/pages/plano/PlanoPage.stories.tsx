import type { DecisaoAuditoria, PlanoAuditoria, StatusTiss } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import {
  FUNDAMENTO_502,
  JUSTIFICATIVA_3016,
  PLAN_ITEMS,
  PLANO,
  PLANO_SITUACAO_ALTERADA,
  PREVISTA_3016,
  planItem,
  prazo,
  storeAuditorSession,
} from '../../testing/fixtures';
import {
  codigosOk,
  decisionConflict,
  decisionHandlers,
  decisionRefused,
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

/** The decision's region once its panel (drawn after the plan's first paint, its own chunk) has arrived. */
const decisionPanel = async (canvasElement: HTMLElement) => {
  const region = within(await within(canvasElement).findByRole('region', { name: 'Decisão sobre o item' }));
  await waitFor(() => expect(region.queryByText('Carregando a decisão...')).toBeNull(), { timeout: 15_000 });
  return region;
};

const choose = async (canvasElement: HTMLElement, decision: string) => {
  const panel = await decisionPanel(canvasElement);
  const radio = panel.getByRole('radio', { name: decision });
  await userEvent.click(radio);
  // The group is controlled by the form's state: its item reads checked once the form has the decision (on a
  // busy machine a click on 'Registrar decisão' could otherwise come before it).
  await waitFor(() =>
    expect(radio.closest('[data-scope="radio-group"][data-part="item"]')).toHaveAttribute(
      'data-state',
      'checked',
    ),
  );
  return panel;
};

const handlersWith = (...handlers: unknown[]) => ({
  msw: { handlers: [...handlers, planImage, codigosOk, logoutOk] },
});

/** Types into a field at once (a paste), after emptying it. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

// The reason picker's list is drawn in a portal and positioned before it shows: give a busy machine time.
const eventually = { timeout: 10_000 };

/** Opens a reason picker and reads its options as shown, once the codes arrived; closes it again. */
const optionsOf = async (picker: HTMLElement) => {
  await userEvent.click(picker);
  await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThan(0), eventually);
  const texts = screen.getAllByRole('option').map((option) => option.textContent?.trim());
  await userEvent.keyboard('{Escape}');
  return texts;
};

/** Chooses a reason as an auditor does: typing part of its code or text, then the option of `codigo`. */
const pick = async (picker: HTMLElement, typed: string, codigo: string) => {
  await userEvent.click(picker);
  await userEvent.type(picker, typed, { delay: 15 });
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${codigo} - `) }, eventually));
};

/** Waits until the codes of GET /v2/auditoria/codigos arrived (the placeholder says so); returns the picker. */
const withCodes = async (picker: HTMLElement) => {
  await waitFor(() => expect(picker).not.toHaveAttribute('placeholder', 'Carregando os códigos...'));
  return picker;
};

/** Plan 1024 with item 502's denial contested: 'Em Junta', waiting for the junta's outcome. */
const PLANO_EM_JUNTA: PlanoAuditoria = {
  ...PLANO,
  itens: PLANO.itens.map((item) =>
    item.idProcedimentoItem === 502
      ? { ...item, audiStatus: 'Em Junta', statusTiss: { codigo: 2, descricao: 'Em análise' } }
      : item,
  ),
};

/** Header, the chart with the selected item's site, the items, files, history and earlier plans. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' })).toBeVisible();
    const header = within(canvas.getByLabelText('Dados do plano'));
    await expect(header.getByText('Maria da Silva · carteira 0900.0001.000001-00.1')).toBeVisible();
    await expect(header.getByText('Dra. Ana Souza · CRO 12345/SP')).toBeVisible();
    await expect(header.getByText(/TISS 2/)).toBeVisible();
    // The chart: the items' markers, the initial situation, and the selected item named last.
    await expect(
      await canvas.findByRole('img', {
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
      'Plano PTO-0990',
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
    await expect(await canvas.findByRole('img', { name: /seleção: Sextante/ })).toBeVisible();
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

/**
 * Denying asks for a Tabela 38 code, the contractual clause or legal ground, and a note: each missing one is
 * said at its field, nothing is sent.
 */
export const DenyNeedsCodeGroundAndNote: Story = {
  parameters: handlersWith(...decisionHandlers(record)),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(panel.getByText('Escolha o motivo (Tabela 38).')).toBeVisible();
    await expect(panel.getByText('Informe a cláusula contratual ou a base legal da negativa.')).toBeVisible();
    await expect(
      panel.getByRole('textbox', { name: /Fundamento \(cláusula contratual ou base legal\)/ }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('Escreva uma nota para o dentista.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: /^Nota/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toEqual([]);
  },
};

/** A denial with its code (chosen by typing part of its text), its ground and a note. */
export const DenySuccess: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Negado', 3))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    const motivo = panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ });
    await pick(motivo, 'divergência', '3056');
    // Shown in sentence case; the code is what is sent.
    await expect(motivo).toHaveValue(
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    );
    await fill(panel.getByRole('textbox', { name: /^Fundamento/ }), 'Cláusula 7.2 do contrato');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'A radiografia mostra lesão em uma face só.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(await panel.findByText('Decisão registrada: item negado.')).toBeVisible();
    await expect(sent).toEqual([
      {
        decisao: 'negar',
        codigoGlosa: '3056',
        fundamento: 'Cláusula 7.2 do contrato',
        nota: 'A radiografia mostra lesão em uma face só.',
      },
    ]);
  },
};

/** Asking for documents needs a code of its own list and a note. */
export const RequestDocuments: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Aguardando Documentação', 5))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Pedir documentos');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(panel.getByText('Escreva uma nota para o dentista.')).toBeVisible();
    // The only code of its list is already chosen.
    await expect(
      await withCodes(panel.getByRole('combobox', { name: /Motivo do pedido de documentos/ })),
    ).toHaveValue('3052 - Documentação incompleta, incorreta ou ausente');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'Envie a radiografia interproximal.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(
      await panel.findByText('Decisão registrada: documentos solicitados ao dentista.'),
    ).toBeVisible();
    await expect(sent).toEqual([
      { decisao: 'solicitarDocumentos', codigoGlosa: '3052', nota: 'Envie a radiografia interproximal.' },
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
    await expect(panel.getByText(`Fundamento: ${FUNDAMENTO_502}`)).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' })).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' })).toBeVisible();
    await expect(
      await canvas.findByRole('radio', { name: 'Negar' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The chart is drawn after the plan's first paint: measured once it is there.
    await waitFor(() => expect(canvas.queryByText('Carregando o odontograma...')).toBeNull(), {
      timeout: 15_000,
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Each decision's picker lists only its own codes (GET /v2/auditoria/codigos); authorizing takes none. */
export const CodesPerDecision: Story = {
  play: async ({ canvasElement }) => {
    const panel = await decisionPanel(canvasElement);
    await expect(panel.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Autorizar',
      'Autorizar com alteração',
      'Negar',
      'Pedir justificativa',
      'Pedir documentos',
    ]);
    await choose(canvasElement, 'Negar');
    const negar = panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ });
    // The codes that fit a 2-face restoration first (the server's indicacoes), then the others; sentence case.
    await expect(await optionsOf(negar)).toEqual([
      '1431 - Procedimento não autorizado na face solicitada',
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
      '1430 - Procedimento odontológico não autorizado',
      '3109 - Procedimento não coberto pelo plano',
    ]);
    await pick(negar, '3056', '3056');
    await choose(canvasElement, 'Pedir justificativa');
    const justificativa = panel.getByRole('combobox', { name: /Motivo do pedido de justificativa/ });
    // A code of another decision does not carry over; the one code of this list comes chosen.
    await expect(justificativa).toHaveValue('3041 - Justificativa técnica ausente ou insuficiente');
    await expect(await optionsOf(justificativa)).toEqual([
      '3041 - Justificativa técnica ausente ou insuficiente',
    ]);
    await expect(panel.queryByRole('textbox', { name: /^Fundamento/ })).toBeNull();
    await choose(canvasElement, 'Autorizar com alteração');
    await expect(await optionsOf(panel.getByRole('combobox', { name: /Motivo da alteração/ }))).toEqual([
      '3058 - Na auditoria foi constatada divergência no número de faces solicitadas',
    ]);
    await choose(canvasElement, 'Autorizar');
    await expect(panel.queryByRole('combobox')).toBeNull();
  },
};

/**
 * 'Autorizar com alteração': the authorized procedure starts as requested and must differ in something (said
 * before anything is sent); only what changed is sent, with the reason's code and a note.
 */
export const AuthorizeWithChange: Story = {
  parameters: handlersWith(...decisionHandlers(record)),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Autorizar com alteração');
    await expect(panel.getByRole('textbox', { name: 'Código TUSS autorizado' })).toHaveValue('85100218');
    await expect(panel.getByRole('textbox', { name: 'Dente (FDI)' })).toHaveValue('16');
    const faces = panel.getByRole('textbox', { name: 'Faces (ex.: M,O)' });
    await expect(faces).toHaveValue('M,O');
    // The only code of its list comes chosen.
    await expect(await withCodes(panel.getByRole('combobox', { name: /Motivo da alteração/ }))).toHaveValue(
      '3058 - Na auditoria foi constatada divergência no número de faces solicitadas',
    );
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'A lesão atinge só a face oclusal.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(
      panel.getByText(
        'Altere ao menos um destes: código TUSS, dente, faces ou região. Sem mudança, escolha Autorizar.',
      ),
    ).toBeVisible();
    await fill(panel.getByRole('textbox', { name: 'Código TUSS autorizado' }), '8510');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(panel.getByRole('textbox', { name: 'Código TUSS autorizado' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(panel.getByText('O código TUSS tem 8 dígitos.')).toBeVisible();
    await expect(sent).toEqual([]);

    await fill(panel.getByRole('textbox', { name: 'Código TUSS autorizado' }), '85100196');
    await fill(faces, 'o');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(
      await panel.findByText(
        'Decisão registrada: item autorizado com alteração. O dentista precisa aceitar a alteração.',
      ),
    ).toBeVisible();
    await expect(sent).toEqual([
      {
        decisao: 'autorizarComAlteracao',
        codigoGlosa: '3058',
        alteracao: { codTuss: '85100196', faces: 'O' },
        nota: 'A lesão atinge só a face oclusal.',
      },
    ]);
  },
};

/**
 * An item 'Em Junta': the panel records the junta's outcome, authorize or deny with 3104 only (chosen
 * already), with the ground and a note; the denial it contests is shown above.
 */
export const JuntaOutcome: Story = {
  args: { path: '/planos/1024?item=502' },
  parameters: handlersWith(...decisionHandlers(record, undefined, PLANO_EM_JUNTA)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Junta odontológica: 85100196 - Restauração em resina fotopolimerizável 1 face',
      }),
    ).toBeVisible();
    const panel = await decisionPanel(canvasElement);
    await expect(panel.getByText(`Fundamento: ${FUNDAMENTO_502}`)).toBeVisible();
    const outcome = panel.getByRole('radiogroup', { name: 'Desfecho da junta odontológica' });
    await expect(within(outcome).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(panel.getByRole('radio', { name: 'Negar' }));
    const motivo = await withCodes(panel.getByRole('combobox', { name: /Motivo da negativa da junta/ }));
    await expect(motivo).toHaveValue('3104 - Negado pela junta odontológica');
    await expect(await optionsOf(motivo)).toEqual(['3104 - Negado pela junta odontológica']);
    await userEvent.click(panel.getByRole('button', { name: 'Registrar desfecho' }));
    await expect(panel.getByText('Informe a cláusula contratual ou a base legal da negativa.')).toBeVisible();
    await fill(panel.getByRole('textbox', { name: /^Fundamento/ }), 'Parecer da junta: RN 424/2017');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'A junta confirmou a negativa.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar desfecho' }));
    await expect(await panel.findByText('Desfecho da junta registrado: item negado (3104).')).toBeVisible();
    await expect(sent).toEqual([
      {
        decisao: 'negar',
        codigoGlosa: '3104',
        fundamento: 'Parecer da junta: RN 424/2017',
        nota: 'A junta confirmou a negativa.',
      },
    ]);
  },
};

/** The server refuses a code not apt for the decision (422): its message above, and at the code's field. */
export const CodeRefusedByTheServer: Story = {
  parameters: handlersWith(
    decisionRefused(422, 'O código 3056 não serve para esta decisão.', [
      { name: 'codigoGlosa', reason: 'Escolha um código da lista de negativa.' },
    ]),
    planoOk(),
  ),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    await pick(await withCodes(panel.getByRole('combobox', { name: /Motivo da negativa/ })), '3056', '3056');
    await fill(panel.getByRole('textbox', { name: /^Fundamento/ }), 'Cláusula 7.2');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'Faces divergentes.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'O código 3056 não serve para esta decisão.',
    );
    await expect(panel.getByText('Escolha um código da lista de negativa.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: /Motivo da negativa/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * The items' deadlines and decisions in the list: days left or overdue, an urgency authorized
 * automatically, a denial's ground, an authorization with change (requested and authorized) accepted.
 */
export const ItemsWithDeadlinesAndChanges: Story = {
  parameters: handlersWith(
    planoOk({
      ...PLANO,
      itens: [
        ...PLAN_ITEMS,
        planItem({
          idProcedimentoItem: 505,
          codTuss: '81000049',
          descricao: 'Consulta odontológica de urgência',
          audiStatus: 'Autorizado',
          statusTiss: { codigo: 1, descricao: 'Autorizado' },
          autorizacaoAutomatica: 'urgencia',
          prazo: prazo({ diasUteis: 0, urgente: true, diasUteisRestantes: null, faixa: null }),
        }),
        planItem({
          idProcedimentoItem: 506,
          idDente: 36,
          faces: 'O',
          codTuss: '85100196',
          descricao: 'Restauração em resina fotopolimerizável 1 face',
          audiStatus: 'Autorizado',
          statusTiss: { codigo: 1, descricao: 'Autorizado' },
          prazo: prazo({
            diasUteisRestantes: null,
            faixa: null,
            respondidoEm: '2026-11-30T12:00:00Z',
            respondidoNoPrazo: true,
          }),
          alteracao: {
            pedido: {
              codTuss: '85100218',
              descricao: 'Restauração em resina fotopolimerizável 2 faces',
              idDente: 36,
              faces: 'M,O',
              regiao: null,
            },
            autorizado: {
              codTuss: '85100196',
              descricao: 'Restauração em resina fotopolimerizável 1 face',
              idDente: 36,
              faces: 'O',
              regiao: null,
            },
            codigoGlosa: '3058',
            motivo: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NO NÚMERO DE FACES SOLICITADAS',
            nota: 'A lesão atinge só a oclusal.',
            situacao: 'aceita',
            propostaEm: '2026-11-30T12:00:00.000Z',
            respondidaEm: '2026-12-01T13:30:00.000Z',
          },
        }),
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    const items = within(await within(canvasElement).findByRole('region', { name: 'Itens do plano' }));
    const of = (codTuss: string, index = 0) => {
      const group = items.getAllByRole('group', { name: `Prazo e decisão de ${codTuss}` })[index];
      if (!group) throw new Error(`sem o item ${codTuss}`);
      return within(group);
    };
    await expect(of('85100218').getByText('Atrasado há 2 dias úteis')).toBeVisible();
    await expect(of('85100218').getByText('19/11/2026')).toBeVisible();
    await expect(of('85100196').getByText('Respondido no prazo')).toBeVisible();
    await expect(of('85100196').getByText(`Fundamento da negativa: ${FUNDAMENTO_502}`)).toBeVisible();
    await expect(of('81000049').getByText('Autorizado automaticamente (urgência)')).toBeVisible();
    const change = of('85100196', 1);
    await expect(change.getByText('Autorização com alteração: aceita pelo dentista')).toBeVisible();
    await expect(
      change.getByText('85100218 - Restauração em resina fotopolimerizável 2 faces · Dente 36 · faces M, O'),
    ).toBeVisible();
    await expect(
      change.getByText('85100196 - Restauração em resina fotopolimerizável 1 face · Dente 36 · face O'),
    ).toBeVisible();
    await expect(change.getByText(/aceita em 01\/12\/2026 10:30/)).toBeVisible();
  },
};

/**
 * The reason picker of a 2-face restoration: the codes that fit it (faces, then tooth) under 'Indicados para
 * este procedimento', the other apt codes under 'Outros códigos'; typing narrows both, and the keyboard
 * chooses.
 */
export const ReasonPickerFitsTheProcedure: Story = {
  parameters: handlersWith(...decisionHandlers(record, after('Negado', 3))),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Negar');
    const motivo = await withCodes(panel.getByRole('combobox', { name: /Motivo da negativa \(Tabela 38\)/ }));
    await userEvent.click(motivo);
    const indicados = await screen.findByRole(
      'group',
      { name: 'Indicados para este procedimento' },
      eventually,
    );
    await expect(
      within(indicados)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual([
      '1431 - Procedimento não autorizado na face solicitada',
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    ]);
    await expect(screen.getByRole('group', { name: 'Outros códigos' })).toBeVisible();
    await userEvent.type(motivo, 'face', { delay: 15 });
    await waitFor(
      () =>
        expect(screen.getAllByRole('option').map((option) => option.textContent?.trim())).toEqual([
          '1431 - Procedimento não autorizado na face solicitada',
          '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
        ]),
      eventually,
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(motivo).toHaveValue(
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    );
    await fill(panel.getByRole('textbox', { name: /^Fundamento/ }), 'Cláusula 7.2 do contrato');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'Lesão em uma face só.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar decisão' }));
    await expect(await panel.findByText('Decisão registrada: item negado.')).toBeVisible();
    // The official text is the code's: the screen's sentence case is not sent.
    await expect(sent).toEqual([
      {
        decisao: 'negar',
        codigoGlosa: '3056',
        fundamento: 'Cláusula 7.2 do contrato',
        nota: 'Lesão em uma face só.',
      },
    ]);
  },
};

/**
 * The same restoration on the same tooth pending in another plan of the beneficiary (the server's
 * pendentesIguais): the item says so, with a link to that item in its plan.
 */
export const DuplicatePendingFlag: Story = {
  parameters: handlersWith(
    planoOk({
      ...PLANO,
      pendentesIguais: [{ idProcedimentoItem: 501, idPlanoTratamento: 17, idProcedimentoItemIgual: 77 }],
    }),
  ),
  play: async ({ canvasElement }) => {
    const items = within(await within(canvasElement).findByRole('region', { name: 'Itens do plano' }));
    const [flagged, ...others] = items.getAllByRole('group', { name: /^Prazo e decisão de / });
    if (!flagged) throw new Error('sem itens');
    await expect(within(flagged).getByText(/Procedimento igual pendente no plano/)).toHaveTextContent(
      'Procedimento igual pendente no plano PTO-0017',
    );
    await expect(within(flagged).getByRole('link', { name: 'PTO-0017' })).toHaveAttribute(
      'href',
      '/auditoria/planos/17?item=77',
    );
    // Only the flagged item says it.
    for (const other of others) {
      await expect(within(other).queryByText(/Procedimento igual pendente/)).toBeNull();
    }
  },
};
