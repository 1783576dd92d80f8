import type { Glosa, RecursoGlosaRequest } from '@odonto/api';
import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { csvLines, exportedFile } from '../../testing/download';
import { catchDownloads } from '../../testing/downloads';
import { DEMONSTRATIVO_NAO_EMITIDO, demonstrativoPdf } from '../../testing/faturamento-handlers';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk, errorEnvelope } from '../../testing/handlers';
import { failsOnce, neverAnswers, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { generatedPng } from '../../testing/plan-existing-stories';
import { GLOSAS, glosaStatementHandlers, glosasAnswer, glosasHandler } from '../../testing/records-handlers';
import { bodyRows, location, summary } from '../../testing/records-stories';
import {
  RECURSO_ENVIADO,
  RECURSO_GLOSAS,
  type RecursoUpload,
  recursoHandlers,
  respostaXml,
} from '../../testing/recurso-handlers';
import { EXPORT_ERROR } from '../records/ExportButton';
import { GLOSAS_LOAD_ERROR } from './GlosasPage';

const meta = {
  title: 'Portal/Glosas',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [currentUserOk, glosasHandler(), ...glosaStatementHandlers()] },
  },
  args: { path: '/glosas' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const tabsOf = (canvas: Canvas) => canvas.getByRole('tablist', { name: 'Filtrar glosas por situação' });
const rowWith = (canvas: Canvas, text: string) => {
  const row = bodyRows(canvas).find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`Linha com ${text} não encontrada.`);
  return within(row);
};

/**
 * Each glosa: the patient and masked card, the procedure with its code and tooth, the batch (a link to it), the
 * informed and glosed values (in full or in part), the TISS code with its text and the auditor's note, where the
 * appeal stands, the day of the analysis and a link to the plan; the server's totals over every glosa.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible();
    await canvas.findByRole('table');
    // The server's totals over every glosa (the tab does not change them).
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 2.900,00');
    await expect(summary(canvas, 'Não recorrido')).toHaveTextContent('R$ 1.387,00');
    await expect(summary(canvas, 'Em recurso')).toHaveTextContent('R$ 683,00');
    await expect(summary(canvas, 'Recuperado em recurso')).toHaveTextContent('R$ 394,00');
    await expect(bodyRows(canvas)).toHaveLength(10);
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Paciente',
      'Procedimento',
      'Valor glosado',
      'Motivo',
      'Situação',
      'Data da análise',
      'Ações',
    ]);

    const endo = within(bodyRows(canvas)[0] as HTMLElement);
    for (const text of [
      'Maria da Silva',
      '0900.0001.000001-00.1',
      'Tratamento endodôntico unirradicular',
      '85200166 · Dente 21',
      'Glosa total',
      '– RADIOGRAFIA FINAL NÃO ENVIADA',
      'A periapical enviada é a de diagnóstico, sem a obturação.',
      'Não recorrida',
      '14/11/2026',
      // The appeal's deadline: 30 days from the analysis, counting today.
      'Prazo: 14/12/2026 (17 dias)',
    ]) {
      await expect(endo.getByText(text)).toBeVisible();
    }
    // The Tabela 38 code leads to its entry in the glossary.
    await expect(endo.getByRole('link', { name: 'O que significa o código 3067?' })).toHaveAttribute(
      'href',
      '/glossario#glosa-3067',
    );
    await expect(
      endo.getByRole('button', {
        name: 'Recorrer da glosa de Tratamento endodôntico unirradicular · Dente 21',
      }),
    ).toHaveTextContent('Recorrer');
    // Never appealed: no history.
    await expect(endo.queryByRole('button', { name: /^Histórico do recurso/ })).toBeNull();
    // The glosed value, and the informed one under it.
    await expect(endo.getByText('R$ 620,00')).toBeVisible();
    await expect(endo.getByText('de R$ 620,00')).toBeVisible();
    await expect(endo.getByRole('link', { name: 'Lote 000011' })).toHaveAttribute(
      'href',
      '/faturamento/lotes/11',
    );
    await expect(endo.getByRole('link', { name: 'Ver plano' })).toHaveAttribute(
      'href',
      '/plano-tratamento/1024',
    );
    // October's batch is being analysed: no statement yet.
    await expect(endo.queryByRole('button', { name: /^Demonstrativo/ })).toBeNull();

    const resina = within(bodyRows(canvas)[1] as HTMLElement);
    for (const text of [
      '85100200 · Dente 36 · M, O',
      'de R$ 210,00',
      'R$ 63,00',
      'Glosa parcial',
      '– AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
    ]) {
      await expect(resina.getByText(text)).toBeVisible();
    }
    // A glosa of a paid batch offers the batch's statement.
    const paid = rowWith(canvas, 'Lote 000009');
    await expect(paid.getByRole('button', { name: 'Demonstrativo PDF' })).toBeEnabled();
    await expect(paid.getByRole('button', { name: 'Demonstrativo XML' })).toBeEnabled();
    // On appeal: why it cannot be appealed again, and its history; no 'Recorrer'.
    await expect(paid.getByText('Em recurso')).toBeVisible();
    await expect(paid.getByText('A glosa está em recurso: aguarde a resposta da operadora.')).toBeVisible();
    await expect(paid.queryByRole('button', { name: /^Recorrer/ })).toBeNull();
    await expect(
      paid.getByRole('button', {
        name: 'Histórico do recurso de Restauração em resina fotopolimerizável 2 faces · Dente 36 · M, O',
      }),
    ).toBeEnabled();
    // Accepted in part: what came back, and the second round still open.
    const partial = rowWith(canvas, 'Aceita em parte');
    await expect(partial.getByText('Recuperado R$ 310,00')).toBeVisible();
    await expect(partial.getByText('Prazo: 10/12/2026 (13 dias)')).toBeVisible();

    // More than one page: the pagination shows, and page 2 holds the last two.
    const pagination = canvas.getByRole('navigation', { name: 'Paginação das glosas' });
    await expect(pagination).toHaveTextContent('Mostrando 1 a 10 de 12 resultados');
    await userEvent.click(within(pagination).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(location(canvas)).toHaveTextContent('/glosas?pagina=2');
    // No dead buttons: Add has no behaviour in the spec, so it is not offered; Export is real (a CSV).
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('button', { name: /^Adicionar/ })).toBeNull();
    await expect(main.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

const statusQueries: URLSearchParams[] = [];

/** A tab per appeal status; choosing one asks the server for it, and the totals stay those of every glosa. */
export const StatusTab: Story = {
  parameters: { msw: { handlers: [currentUserOk, glosasHandler(GLOSAS, statusQueries)] } },
  beforeEach: () => {
    statusQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const tabs = tabsOf(canvas);
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todas', 'Não recorridas', 'Em recurso', 'Aceitas', 'Aceitas em parte', 'Mantidas']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Em recurso' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(statusQueries.at(-1)?.get('status')).toBe('em_recurso');
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Em recurso');
    await expect(location(canvas)).toHaveTextContent('/glosas?status=em_recurso');
    await expect(within(tabs).getByRole('tab', { name: 'Em recurso' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação das glosas' })).toBeNull();
    // The summary still covers every status.
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 2.900,00');
  },
};

const loteQueries: URLSearchParams[] = [];

/** The batch filter lists the batches with a glosa (from the server's answer) and asks for the chosen one. */
export const SearchAndLote: Story = {
  parameters: { msw: { handlers: [currentUserOk, glosasHandler(GLOSAS, loteQueries)] } },
  beforeEach: () => {
    loteQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar glosas' }), 'pedro{Enter}');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Pedro Santos');
    await expect(location(canvas)).toHaveTextContent('/glosas?busca=pedro');
    // Searching keeps the keyboard where it was.
    await expect(canvas.getByRole('textbox', { name: 'Buscar glosas' })).toHaveFocus();
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 725,00');

    const lote = canvas.getByRole('combobox', { name: 'Lote' });
    await expect(
      within(lote)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os lotes', 'Lote 000011', 'Lote 000009', 'Lote 000008']);
    await userEvent.selectOptions(lote, 'Lote 000009');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(Object.fromEntries(loteQueries.at(-1) ?? [])).toMatchObject({ busca: 'pedro', idLote: '9' });
    await expect(location(canvas)).toHaveTextContent('busca=pedro&idLote=9');
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Lote 000009');

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/glosas\?idLote=9$/));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(4));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Lote 000009');
  },
};

/** The code of the glosa is searched too: every glosa for a missing final X-ray (3067). */
export const SearchByGlosaCode: Story = {
  args: { path: '/glosas?busca=3067' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(bodyRows(canvas)).toHaveLength(4);
    for (const row of bodyRows(canvas))
      await expect(row).toHaveTextContent('3067 – RADIOGRAFIA FINAL NÃO ENVIADA');
  },
};

/**
 * A search made right after a tab change, before the screen has drawn the new tab, searches in that tab:
 * it does not bring back the status the tab removed.
 */
export const SearchRightAfterTab: Story = {
  args: { path: '/glosas?status=mantida' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const search = within(canvas.getByRole('main'));
    await userEvent.type(search.getByRole('textbox', { name: 'Buscar glosas' }), 'Maria');
    // Both in the same moment, as a quick person (or a test) does.
    canvas.getByRole('tab', { name: 'Todas' }).click();
    search.getByRole('button', { name: 'Buscar' }).click();
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/glosas\?busca=Maria$/));
    // None of Maria's six glosas was kept on appeal: none would show in the 'Mantidas' tab.
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(6));
  },
};

const statements: string[] = [];

/**
 * A glosa of a paid batch: 'Demonstrativo PDF' saves the batch's payment statement under the server's name
 * for it.
 */
export const DownloadStatement: Story = {
  args: { path: '/glosas?idLote=9' },
  parameters: {
    msw: {
      handlers: [currentUserOk, glosasHandler(), ...glosaStatementHandlers({ demonstrativos: statements })],
    },
  },
  beforeEach: () => {
    statements.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const row = within(bodyRows(canvas)[0] as HTMLElement);
    await catchDownloads(async ({ clicks, textOf }) => {
      await userEvent.click(row.getByRole('button', { name: 'Demonstrativo PDF' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('DEMONSTRATIVO-000009.pdf');
      await expect(await textOf(clicks[0]?.href)).toBe(demonstrativoPdf('000009'));
    });
    await expect(statements).toEqual(['pdf 9']);
  },
};

/** A statement the server has not issued (409) says the server's words in the row. */
export const StatementNotIssued: Story = {
  args: { path: '/glosas?idLote=9' },
  parameters: {
    msw: {
      handlers: [currentUserOk, glosasHandler(), ...glosaStatementHandlers({ refuseDemonstrativo: true })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const row = within(bodyRows(canvas)[0] as HTMLElement);
    await userEvent.click(row.getByRole('button', { name: 'Demonstrativo XML' }));
    await expect(await row.findByRole('alert')).toHaveTextContent(DEMONSTRATIVO_NAO_EMITIDO);
    await expect(row.getByRole('button', { name: 'Demonstrativo XML' })).toBeEnabled();
  },
};

export const ExportCsv: Story = {
  args: { path: '/glosas?busca=pedro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const { name, text } = await exportedFile(canvas);
    await expect(name).toBe('glosas.csv');
    const lines = csvLines(text);
    await expect(lines[0]).toBe(
      'Paciente;Carteira;Código;Procedimento;Dente/Região;Realizado em;Lote;Guia;Valor informado (R$);Valor glosado (R$);Valor recuperado (R$);Tipo;Motivo;Observação;Situação;Data da análise',
    );
    // Only the searched glosas, all of them.
    await expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) await expect(line).toMatch(/^Pedro Santos;/);
    // The card number as the table shows it (and as a spreadsheet keeps it: 17 bare digits become 9,00E+15).
    await expect(lines[1]).toBe(
      'Pedro Santos;0900.0001.000003-00.1;85100196;Restauração em resina fotopolimerizável 1 face;Dente 45 · O;14/10/2026;000011;PTO-1038-01;140,00;42,00;0,00;Glosa parcial;3030 – AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL;Restauração em ionômero de vidro, não em resina.;Não recorrida;12/11/2026',
    );
  },
};

export const ExportEveryPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(bodyRows(canvas)).toHaveLength(10);
    const { text } = await exportedFile(canvas);
    // Header plus the twelve glosas, not just the ten on screen.
    await expect(text.trimEnd().split('\r\n')).toHaveLength(13);
  },
};

export const FromTheAddress: Story = {
  args: { path: '/glosas?status=nao_recorrida&busca=Maria&idLote=11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByRole('textbox', { name: 'Buscar glosas' })).toHaveValue('Maria');
    await expect(canvas.getByRole('tab', { name: 'Não recorridas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Lote' })).toHaveDisplayValue('Lote 000011');
    await expect(bodyRows(canvas)).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, glosasHandler([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma glosa encontrada')).toBeVisible();
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 0,00');
    await expect(summary(canvas, 'Não recorrido')).toHaveTextContent('R$ 0,00');
    // No glosa, no batch to filter by.
    await expect(
      within(canvas.getByRole('combobox', { name: 'Lote' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os lotes']);
    await expect(canvas.queryByRole('navigation', { name: 'Paginação das glosas' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [currentUserOk, neverAnswers('/api/v2/glosas')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando glosas...')).toBeVisible();
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: { msw: { handlers: [currentUserOk, failsOnce('/api/v2/glosas', 'server'), glosasHandler()] } },
  play: ({ canvasElement }) =>
    retriesAfterFailure(canvasElement, GLOSAS_LOAD_ERROR, async (canvas) =>
      expect(await canvas.findByRole('table')).toBeVisible(),
    ),
};

// The second answer differs from the first: 'Atualizar' must ask the server again and show it.
let refreshAnswers = 0;
const changingGlosas = dentistHttp.get('/v2/glosas', ({ request, response }) => {
  refreshAnswers += 1;
  const rows =
    refreshAnswers === 1
      ? GLOSAS
      : GLOSAS.map((row) => ({ ...row, observacao: 'Nota revista pelo auditor.' }));
  return response(200).json(glosasAnswer(rows, request));
});

export const Refresh: Story = {
  parameters: { msw: { handlers: [currentUserOk, changingGlosas] } },
  beforeEach: () => {
    refreshAnswers = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.queryByText('Nota revista pelo auditor.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect((await canvas.findAllByText('Nota revista pelo auditor.')).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Glosas' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('navigation', { name: 'Paginação das glosas' })).toHaveTextContent(
      'Página 1 de 2',
    );
  },
};

export const ExportFails: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        // The screen's page loads; the export's request for every record fails.
        dentistHttp.get('/v2/glosas', ({ request, response }) =>
          new URL(request.url).searchParams.get('tamanhoPagina') === '100'
            ? response(500).json(errorEnvelope('falha'))
            : response(200).json(glosasAnswer(GLOSAS, request)),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPORT_ERROR);
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

// The appeal of a glosa (recurso de glosa) and the history of its rounds.

const uploads: RecursoUpload[] = [];
const recursos: RecursoGlosaRequest[] = [];
const tissDownloads: string[] = [];
const resetAppeal = () => {
  uploads.length = 0;
  recursos.length = 0;
  tissDownloads.length = 0;
};

const ENDO = 'Tratamento endodôntico unirradicular · Dente 11';
const RESINA = 'Restauração em resina fotopolimerizável 2 faces · Dente 37 · D, O';
const JUSTIFICATIVA_ENDO =
  'Segue a periapical final com a obturação do 11; foi enviada por engano a de diagnóstico.';

const body = () => within(document.body);
/** Opens the appeal of a glosa by its row's 'Recorrer' and waits for the batch's glosas in the dialog. */
async function openAppeal(canvas: Canvas, nome: string) {
  await canvas.findByRole('table');
  await userEvent.click(canvas.getByRole('button', { name: `Recorrer da glosa de ${nome}` }));
  const dialog = await body().findByRole('dialog', { name: 'Recurso de glosa' }, { timeout: 5000 });
  const inDialog = within(dialog);
  await inDialog.findByRole('checkbox', { name: `Incluir 85100200 - ${RESINA}` }, { timeout: 5000 });
  // Once its opening animation is over.
  await waitFor(() => expect(inDialog.getByText('Recurso de glosa')).toBeVisible());
  return inDialog;
}

/**
 * 'Recorrer' on Maria da Silva's endodontic treatment: the dialog lists the glosas of its batch that can be
 * appealed now, by guide, that one chosen, with its glosa, value and deadline. The dentist writes the
 * justification and attaches the final X-ray: the file goes to the plan first, then the appeal with its id;
 * the server's words show on the screen and the row is on appeal.
 */
export const AppealOneGlosa: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...recursoHandlers(RECURSO_GLOSAS, { uploads, recursos })] },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    // The batch's glosas that can be appealed, the clicked one chosen; not the one on appeal, nor another batch's.
    await expect(dialog.getByRole('checkbox', { name: `Incluir 85200166 - ${ENDO}` })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: `Incluir 85100200 - ${RESINA}` })).not.toBeChecked();
    await expect(
      dialog.getByRole('checkbox', {
        name: 'Incluir 85100196 - Restauração em resina fotopolimerizável 1 face · Dente 45 · O',
      }),
    ).not.toBeChecked();
    await expect(dialog.getAllByRole('checkbox')).toHaveLength(3);
    await expect(dialog.getByRole('group', { name: 'Guia PTO-1024-01' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Guia PTO-1031-01' })).toBeVisible();
    for (const text of [
      '3067 – RADIOGRAFIA FINAL NÃO ENVIADA',
      'Nota do auditor: A periapical enviada é a de diagnóstico, sem a obturação.',
      'Valor glosado: R$ 620,00',
      'Prazo: 18/12/2026 (21 dias)',
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }

    const justificativa = dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` });
    await userEvent.type(justificativa, JUSTIFICATIVA_ENDO);
    await expect(dialog.getByText(`${JUSTIFICATIVA_ENDO.length}/500`)).toBeVisible();
    await userEvent.upload(
      dialog.getByLabelText(`Arquivos do recurso — ${ENDO}`),
      await generatedPng('periapical-final-11.png'),
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Tipo de arquivo periapical-final-11.png' }),
      'Radiografia periapical',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));

    const notice = await canvas.findByText(RECURSO_ENVIADO, {}, { timeout: 5000 });
    await expect(notice).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Recurso de glosa' })).toBeNull());
    // The file went to Maria's plan first, without an item; then the appeal with its id.
    await expect(uploads).toEqual([
      {
        idPlanoTratamento: '1024',
        fileName: 'periapical-final-11.png',
        IdImagemTipo: '1',
        IdProcedimentoItem: null,
      },
    ]);
    await expect(recursos).toEqual([
      { itens: [{ idGlosa: 801, justificativa: JUSTIFICATIVA_ENDO, idsImagem: [9101] }] },
    ]);
    // The list is asked again: the glosa is on appeal, its 'Recorrer' gone; the keyboard is on the notice.
    const row = await waitFor(() => {
      const found = rowWith(canvas, 'Dente 11');
      expect(found.getByText('Em recurso')).toBeVisible();
      return found;
    });
    await expect(row.queryByRole('button', { name: /^Recorrer/ })).toBeNull();
    await expect(row.getByRole('button', { name: `Histórico do recurso de ${ENDO}` })).toBeVisible();
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** 'Selecionar a guia inteira' chooses every glosa of the guide: both of Maria's go in one appeal. */
export const AppealWholeGuide: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...recursoHandlers(RECURSO_GLOSAS, { uploads, recursos })] },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    await userEvent.click(dialog.getByRole('button', { name: 'Selecionar a guia inteira PTO-1024-01' }));
    await expect(dialog.getByRole('checkbox', { name: `Incluir 85100200 - ${RESINA}` })).toBeChecked();
    await expect(dialog.getByText('Valor glosado: R$ 45,00')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` }),
      JUSTIFICATIVA_ENDO,
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: `Justificativa — ${RESINA}` }),
      'A restauração é em resina; a radiografia final mostra o material radiolúcido.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(await canvas.findByText(RECURSO_ENVIADO, {}, { timeout: 5000 })).toBeVisible();
    await expect(uploads).toEqual([]);
    await expect(recursos).toEqual([
      {
        itens: [
          { idGlosa: 801, justificativa: JUSTIFICATIVA_ENDO },
          {
            idGlosa: 802,
            justificativa: 'A restauração é em resina; a radiografia final mostra o material radiolúcido.',
          },
        ],
      },
    ]);
    await waitFor(() => expect(rowWith(canvas, 'Dente 37').getByText('Em recurso')).toBeVisible());
  },
};

/**
 * Nothing leaves before the form is complete: a blank justification is said under its field (which gets the
 * keyboard), and no glosa chosen is said too; no file is uploaded, no appeal sent.
 */
export const AppealRefusedBeforeSending: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...recursoHandlers(RECURSO_GLOSAS, { uploads, recursos })] },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    const justificativa = dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` });
    await userEvent.type(justificativa, '   ');
    await userEvent.upload(
      dialog.getByLabelText(`Arquivos do recurso — ${ENDO}`),
      await generatedPng('periapical-final-11.png'),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(
      await dialog.findByText('Escreva a justificativa do recurso (até 500 caracteres).'),
    ).toBeVisible();
    await expect(justificativa).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(justificativa).toHaveFocus());
    // The file has no type yet: said too.
    await expect(
      dialog.getByText('É necessário selecionar o Tipo de arquivo para 1 anexo(s).'),
    ).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: `Incluir 85200166 - ${ENDO}` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Escolha ao menos uma glosa.');
    await expect(uploads).toEqual([]);
    await expect(recursos).toEqual([]);
    await expect(body().getByRole('dialog', { name: 'Recurso de glosa' })).toBeVisible();
  },
};

/** A refusal (409: the deadline ended meanwhile) says the server's words in the dialog; what was typed stays. */
export const AppealRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...recursoHandlers(RECURSO_GLOSAS, {
          recursos,
          refuse: {
            status: 409,
            message: 'O recurso não foi enviado.',
            errors: [
              'O prazo de recurso da glosa de Tratamento endodôntico unirradicular terminou em 18/12/2026.',
            ],
          },
        }),
      ],
    },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    const justificativa = dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` });
    await userEvent.type(justificativa, JUSTIFICATIVA_ENDO);
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    const alert = await dialog.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('O recurso não foi enviado.');
    await expect(alert).toHaveTextContent(
      'O prazo de recurso da glosa de Tratamento endodôntico unirradicular terminou em 18/12/2026.',
    );
    await expect(recursos).toHaveLength(1);
    await expect(justificativa).toHaveValue(JUSTIFICATIVA_ENDO);
    await expect(dialog.getByRole('button', { name: 'Enviar recurso' })).toBeEnabled();
    await expect(canvas.queryByText(RECURSO_ENVIADO)).toBeNull();
  },
};

/** A 400 names the item at fault (`itens/1/justificativa`): its reason goes under the second glosa sent. */
export const AppealFieldRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...recursoHandlers(RECURSO_GLOSAS, {
          refuse: {
            status: 400,
            message: 'O recurso não foi enviado.',
            errors: ['A justificativa repete a de uma rodada anterior.'],
            params: [
              { name: 'itens/1/justificativa', reason: 'A justificativa repete a de uma rodada anterior.' },
            ],
          },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    await userEvent.click(dialog.getByRole('button', { name: 'Selecionar a guia inteira PTO-1024-01' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` }),
      JUSTIFICATIVA_ENDO,
    );
    const resina = dialog.getByRole('textbox', { name: `Justificativa — ${RESINA}` });
    await userEvent.type(resina, 'Resina.');
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(
      await dialog.findByText('A justificativa repete a de uma rodada anterior.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(resina).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(dialog.getByRole('alert')).toHaveTextContent('O recurso não foi enviado.');
  },
};

/**
 * 'Histórico do recurso' of Maria's restoration of tooth 36, kept by the operator twice: each round with what
 * was sent, the files, the operator's deadline and answer, and the TISS messages of the appeal and the answer.
 */
export const AppealHistory: Story = {
  args: { path: '/glosas?idLote=9' },
  parameters: {
    msw: { handlers: [currentUserOk, ...recursoHandlers(RECURSO_GLOSAS, { downloads: tissDownloads })] },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const row = rowWith(canvas, 'Dente 36');
    await expect(row.getByText('Mantida')).toBeVisible();
    await expect(row.getByText('As 2 rodadas de recurso desta glosa já foram usadas.')).toBeVisible();
    await expect(row.queryByRole('button', { name: /^Recorrer/ })).toBeNull();
    await userEvent.click(
      row.getByRole('button', {
        name: 'Histórico do recurso de Restauração em resina fotopolimerizável 2 faces · Dente 36 · M, O',
      }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: 'Histórico do recurso' }, { timeout: 5000 }),
    );
    const first = within(
      dialog.getByRole('region', { name: 'Rodada 1 · RG000012 · protocolo 260920000012' }),
    );
    const second = within(
      dialog.getByRole('region', { name: 'Rodada 2 · RG000018 · protocolo 261015000018' }),
    );
    const texts = [
      'Enviado em',
      '20/09/2026 11:10',
      'A restauração é em resina composta; segue a fotografia intraoral.',
      'Valor recursado',
      'Prazo da operadora',
      '20/10/2026',
      'Glosa mantida',
      'Valor aceito',
      'R$ 0,00',
      'Justificativa da operadora',
      'A fotografia não permite distinguir o material.',
      'Dra. Helena Prado',
    ];
    // Once its opening animation is over.
    await waitFor(() => {
      for (const text of texts) expect(first.getByText(text)).toBeVisible();
    });
    const file = second.getByRole('link', { name: 'interproximal-36.png (abre em nova aba)' });
    await expect(file).toHaveAttribute('target', '_blank');
    await expect(file).toHaveAttribute(
      'href',
      '/api/v2/planoTratamento/imagens/95/arquivo?expira=1795271400&assinatura=teste',
    );
    await expect(
      second.getByRole('link', { name: 'laudo-radiologico.pdf (abre em nova aba)' }),
    ).toBeVisible();

    await catchDownloads(async ({ clicks, textOf }) => {
      await userEvent.click(second.getByRole('button', { name: 'Baixar resposta (XML TISS)' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('RESPOSTA-RG000018.xml');
      await expect(await textOf(clicks[0]?.href)).toBe(respostaXml('RG000018'));
      await userEvent.click(first.getByRole('button', { name: 'Baixar recurso (XML TISS)' }));
      await waitFor(() => expect(clicks).toHaveLength(2));
      await expect(clicks[1]?.download).toBe('RECURSO-RG000012.xml');
    });
    await expect(tissDownloads).toEqual(['resposta 18', 'recurso 12']);
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Histórico do recurso' })).toBeNull());
  },
};

/** A round still waiting: the operator's deadline, no answer yet, and only the appeal's own XML. */
export const AppealHistoryAwaiting: Story = {
  args: { path: '/glosas?idLote=12' },
  parameters: { msw: { handlers: [currentUserOk, ...recursoHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Histórico do recurso de Tratamento endodôntico unirradicular · Dente 21',
      }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: 'Histórico do recurso' }, { timeout: 5000 }),
    );
    const round = within(
      dialog.getByRole('region', { name: 'Rodada 1 · RG000030 · protocolo 261122000030' }),
    );
    await waitFor(() => expect(round.getByText('Aguardando a resposta da operadora.')).toBeVisible());
    await expect(round.getByText('22/12/2026')).toBeVisible();
    await expect(round.getByRole('button', { name: 'Baixar recurso (XML TISS)' })).toBeEnabled();
    await expect(round.queryByRole('button', { name: 'Baixar resposta (XML TISS)' })).toBeNull();
  },
};

/** A photo of a radiograph: 2600 × 1950 grey film with heavy grain, JPEG 0.95, over 2 MB (small to draw). */
async function phonePhotoJpeg(name: string): Promise<File> {
  const canvas = new OffscreenCanvas(2600, 1950);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  context.fillStyle = '#2a2a2a';
  context.fillRect(0, 0, 2600, 1950);
  const image = context.getImageData(0, 0, 2600, 1950);
  let seed = 34;
  for (let offset = 0; offset < image.data.length; offset += 4) {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    const value = (seed / 2 ** 32) * 255;
    image.data[offset] = value;
    image.data[offset + 1] = value;
    image.data[offset + 2] = value;
  }
  context.putImageData(image, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  return new File([blob], name, { type: 'image/jpeg' });
}

/**
 * A phone photo over 2 MB attached to an appeal: its row offers 'Reduzir imagem'; the appeal waits for it
 * ('excede o limite de 2 MB') and, once reduced in the browser, sends the reduced JPEG.
 */
export const AppealReducesLargePhoto: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...recursoHandlers(RECURSO_GLOSAS, { uploads, recursos })] },
  },
  beforeEach: resetAppeal,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openAppeal(canvas, ENDO);
    // Short: typing is slow, and drawing and reducing the photo take their time.
    await userEvent.type(
      dialog.getByRole('textbox', { name: `Justificativa — ${ENDO}` }),
      'Periapical final.',
    );
    const photo = await phonePhotoJpeg('foto-periapical-11.jpg');
    await expect(photo.size).toBeGreaterThan(2 * 1024 * 1024);
    await userEvent.upload(dialog.getByLabelText(`Arquivos do recurso — ${ENDO}`), photo);
    await expect(await dialog.findByText(/\(2600 × 1950 px\), acima do limite de 2 MB\.$/)).toBeVisible();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Tipo de arquivo foto-periapical-11.jpg' }),
      'Radiografia periapical',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(
      await dialog.findByText('Arquivo "foto-periapical-11.jpg" excede o limite de 2 MB.'),
    ).toBeVisible();
    await expect(uploads).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: 'Reduzir imagem foto-periapical-11.jpg' }));
    await expect(
      await dialog.findByText(/^Reduzida para \d+ × \d+ px/, {}, { timeout: 20_000 }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar recurso' }));
    await expect(await canvas.findByText(RECURSO_ENVIADO, {}, { timeout: 5000 })).toBeVisible();
    await expect(uploads).toEqual([
      expect.objectContaining({ fileName: 'foto-periapical-11.jpg', IdImagemTipo: '1' }),
    ]);
    // The dialog has closed, its closing animation included.
    await waitFor(() => expect(document.querySelector('[data-scope="dialog"][role="dialog"]')).toBeNull());
    await waitFor(() => expect(rowWith(canvas, 'Dente 11').getByText('Em recurso')).toBeVisible());
  },
};

const sortQueries: URLSearchParams[] = [];
const glosedAmounts = (canvas: Canvas) =>
  bodyRows(canvas).map((row) => within(row).getAllByRole('cell')[2]?.querySelector('p')?.textContent);
const amountsOf = (glosas: Glosa[]) =>
  glosas.map((glosa) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(glosa.glosedAmount),
  );

/**
 * The server sorts: a header is a button that asks it (`ordenarPor`, `ordem`), says how the list is sorted
 * (aria-sort), keeps it in the address (a reload or the back button keeps it) and goes back to the first page.
 */
export const SortByHeader: Story = {
  args: { path: '/glosas?pagina=2' },
  parameters: { msw: { handlers: [currentUserOk, glosasHandler(GLOSAS, sortQueries)] } },
  beforeEach: () => {
    sortQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const dateHeader = within(table).getByRole('columnheader', { name: 'Data da análise' });
    const amountHeader = within(table).getByRole('columnheader', { name: 'Valor glosado' });
    // The server's own order, newest analysis first, is said without being in the address.
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(amountHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(amountHeader).getByRole('button', { name: 'Valor glosado' }));
    await waitFor(() =>
      expect(location(canvas)).toHaveTextContent(/^\/glosas\?ordenarPor=valorGlosado&ordem=asc$/),
    );
    await waitFor(() =>
      expect(Object.fromEntries(sortQueries.at(-1) ?? [])).toMatchObject({
        ordenarPor: 'valorGlosado',
        ordem: 'asc',
        pagina: '1',
      }),
    );
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dateHeader).not.toHaveAttribute('aria-sort');
    const ascending = [...GLOSAS].sort((a, b) => a.glosedAmount - b.glosedAmount || a.id - b.id);
    await waitFor(() => expect(glosedAmounts(canvas)).toEqual(amountsOf(ascending.slice(0, 10))));

    // From the keyboard: Enter turns it around.
    within(amountHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=valorGlosado&ordem=desc'));
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = [...GLOSAS].sort((a, b) => b.glosedAmount - a.glosedAmount || b.id - a.id);
    await waitFor(() => expect(glosedAmounts(canvas)).toEqual(amountsOf(descending.slice(0, 10))));

    // Back to the server's order: the address drops the sorting.
    await userEvent.click(within(dateHeader).getByRole('button', { name: 'Data da análise' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=dataAnalise&ordem=asc'));
    await userEvent.click(within(dateHeader).getByRole('button', { name: 'Data da análise' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/glosas$/));
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  },
};

/** An address with a sorting (a reload, a link, the back button) shows the list sorted so. */
export const SortedFromTheAddress: Story = {
  args: { path: '/glosas?ordenarPor=situacao&ordem=asc' },
  parameters: { msw: { handlers: [currentUserOk, glosasHandler(GLOSAS, sortQueries)] } },
  beforeEach: () => {
    sortQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Situação' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() =>
      expect(Object.fromEntries(sortQueries.at(-1) ?? [])).toMatchObject({
        ordenarPor: 'situacao',
        ordem: 'asc',
      }),
    );
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Não recorrida');
  },
};

/** A column the server does not sort by, in the address, is left out of the request (never a 400). */
export const UnknownSortInTheAddress: Story = {
  args: { path: '/glosas?ordenarPor=paciente&ordem=para-cima' },
  parameters: { msw: { handlers: [currentUserOk, glosasHandler(GLOSAS, sortQueries)] } },
  beforeEach: () => {
    sortQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(within(table).getByRole('columnheader', { name: 'Data da análise' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const asked = sortQueries.at(-1);
    await expect(asked?.has('ordenarPor')).toBe(false);
    await expect(asked?.has('ordem')).toBe(false);
  },
};

const REASON_3067 = '3067 – RADIOGRAFIA FINAL NÃO ENVIADA';
/** The reason's line: its code is a link to the glossary, so the text is the line's whole content, not its own. */
const reasonLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

/** The desk: at 1366 × 768 the table fits its frame and the reason is read without scrolling sideways. */
export const AtTheDesk: Story = {
  parameters: {
    viewport: {
      options: { desk1366: { name: '1366 × 768', styles: { width: '1366px', height: '768px' } } },
    },
  },
  globals: { viewport: { value: 'desk1366' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const region = canvas.getByRole('region', { name: 'Glosas' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const reason = within(bodyRows(canvas)[0] as HTMLElement).getByText(reasonLine(REASON_3067));
    await expect(reason).toBeVisible();
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

/** On a phone of 390 px: a card per glosa, its actions in it, the sorting as a field. */
export const Phone390: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Telefone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Glosas' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const [first] = within(cards).getAllByRole('listitem');
    if (!first) throw new Error('no card');
    await expect(within(first).getByText('Motivo')).toBeVisible();
    await expect(within(first).getByText(reasonLine(REASON_3067))).toBeVisible();
    await expect(within(first).getByRole('button', { name: /^Recorrer da glosa de / })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Ordenar por' }),
      'Valor glosado (decrescente)',
    );
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=valorGlosado&ordem=desc'));
  },
};
