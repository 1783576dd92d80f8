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
import { GLOSAS, glosaStatementHandlers, glosasAnswer, glosasHandler } from '../../testing/records-handlers';
import { bodyRows, location, summary } from '../../testing/records-stories';
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
    await expect(bodyRows(canvas)).toHaveLength(10);
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Paciente',
      'Procedimento',
      'Lote',
      'Valor informado',
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
      '3067 – RADIOGRAFIA FINAL NÃO ENVIADA',
      'A periapical enviada é a de diagnóstico, sem a obturação.',
      'Não recorrida',
      '14/11/2026',
    ]) {
      await expect(endo.getByText(text)).toBeVisible();
    }
    await expect(endo.getAllByText('R$ 620,00')).toHaveLength(2);
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
      'R$ 210,00',
      'R$ 63,00',
      'Glosa parcial',
      '3030 – AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
    ]) {
      await expect(resina.getByText(text)).toBeVisible();
    }
    // A glosa of a paid batch offers the batch's statement.
    const paid = rowWith(canvas, 'Lote 000009');
    await expect(paid.getByRole('button', { name: 'Demonstrativo PDF' })).toBeEnabled();
    await expect(paid.getByRole('button', { name: 'Demonstrativo XML' })).toBeEnabled();

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
      'Paciente;Carteira;Código;Procedimento;Dente/Região;Realizado em;Lote;Guia;Valor informado (R$);Valor glosado (R$);Tipo;Motivo;Observação;Situação;Data da análise',
    );
    // Only the searched glosas, all of them.
    await expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) await expect(line).toMatch(/^Pedro Santos;/);
    await expect(lines[1]).toBe(
      'Pedro Santos;09000001000003001;85100196;Restauração em resina fotopolimerizável 1 face;Dente 45 · O;14/10/2026;000011;PTO-1038-01;140,00;42,00;Glosa parcial;3030 – AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL;Restauração em ionômero de vidro, não em resina.;Não recorrida;12/11/2026',
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
