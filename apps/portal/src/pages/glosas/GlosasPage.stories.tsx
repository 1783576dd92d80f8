import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { csvLines, exportedFile } from '../../testing/download';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk, errorEnvelope } from '../../testing/handlers';
import { failsOnce, neverAnswers, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { GLOSAS, glosasAnswer, glosasHandler } from '../../testing/records-handlers';
import { bodyRows, location, summary } from '../../testing/records-stories';
import { EXPORT_ERROR } from '../records/ExportButton';
import { GLOSAS_LOAD_ERROR } from './GlosasPage';

const meta = {
  title: 'Portal/Glosas',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, glosasHandler()] } },
  args: { path: '/glosas' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glosas' })).toBeVisible();
    await canvas.findByRole('table');
    // The server's totals over every glosa (the tab does not change them).
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 902,00');
    await expect(summary(canvas, 'Pendente')).toHaveTextContent('R$ 180,50');
    await expect(summary(canvas, 'Aprovado')).toHaveTextContent('R$ 240,50');
    await expect(bodyRows(canvas)).toHaveLength(10);
    const first = within(bodyRows(canvas)[0] as HTMLElement);
    for (const text of [
      'Maria da Silva',
      'Restauração em resina fotopolimerizável 1 face',
      '85100196',
      'Odonto Cooperativa',
      '20/11/2026',
      'Pendente',
    ]) {
      await expect(first.getByText(text)).toBeVisible();
    }
    // The reason: TISS code, its text and the auditor's note.
    await expect(
      first.getByText('3067 – Procedimento sem documentação comprobatória. Radiografia final ausente.'),
    ).toBeVisible();
    await expect(first.getAllByText('R$ 100,50')).toHaveLength(2);
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

export const StatusTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const tabs = canvas.getByRole('tablist', { name: 'Filtrar glosas por status' });
    for (const name of ['Todas', 'Pendentes', 'Em Análise', 'Aprovadas', 'Rejeitadas']) {
      await expect(within(tabs).getByRole('tab', { name })).toBeVisible();
    }
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Aprovadas' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Aprovada');
    await expect(location(canvas)).toHaveTextContent('/glosas?status=approved');
    await expect(within(tabs).getByRole('tab', { name: 'Aprovadas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Paginação das glosas' })).toBeNull();
    // The summary still covers every status.
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 902,00');
  },
};

export const SearchAndInsurer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar glosas' }), 'pereira{Enter}');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('João Pereira');
    await expect(location(canvas)).toHaveTextContent('/glosas?busca=pereira');
    // Searching keeps the keyboard where it was.
    await expect(canvas.getByRole('textbox', { name: 'Buscar glosas' })).toHaveFocus();
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 270,50');

    // The insurer list comes from the server's answer.
    const insurer = canvas.getByRole('combobox', { name: 'Operadora' });
    await expect(
      within(insurer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as operadoras', 'Dental Vida Saúde', 'Odonto Cooperativa', 'Sorria Mais Benefícios']);
    await userEvent.selectOptions(insurer, 'Dental Vida Saúde');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(location(canvas)).toHaveTextContent('busca=pereira&operadora=Dental+Vida+Sa%C3%BAde');

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/glosas\?operadora=/));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(4));
  },
};

/**
 * A search made right after a tab change, before the screen has drawn the new tab, searches in that tab:
 * it does not bring back the status the tab removed.
 */
export const SearchRightAfterTab: Story = {
  args: { path: '/glosas?status=rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const search = within(canvas.getByRole('main'));
    await userEvent.type(search.getByRole('textbox', { name: 'Buscar glosas' }), 'Maria');
    // Both in the same moment, as a quick person (or a test) does.
    canvas.getByRole('tab', { name: 'Todas' }).click();
    search.getByRole('button', { name: 'Buscar' }).click();
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/glosas\?busca=Maria$/));
    // Maria's three glosas are all pending: none would show in the 'Rejeitadas' tab.
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
  },
};

export const ExportCsv: Story = {
  args: { path: '/glosas?busca=pereira' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const { name, text } = await exportedFile(canvas);
    await expect(name).toBe('glosas.csv');
    const lines = csvLines(text);
    await expect(lines[0]).toBe(
      'Paciente;Carteira;Código;Procedimento;Valor original (R$);Valor glosado (R$);Operadora;Status;Data de envio;Motivo',
    );
    // Only the searched glosas, all of them.
    await expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) await expect(line).toMatch(/^João Pereira;/);
    await expect(lines[1]).toBe(
      'João Pereira;09000001000002001;82000034;Exodontia simples de permanente;110,50;40,00;Dental Vida Saúde;Em Análise;19/11/2026;3067 – Procedimento sem documentação comprobatória',
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
  args: { path: '/glosas?status=pending&busca=Maria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(canvas.getByRole('textbox', { name: 'Buscar glosas' })).toHaveValue('Maria');
    await expect(canvas.getByRole('tab', { name: 'Pendentes' })).toHaveAttribute('aria-selected', 'true');
    await expect(bodyRows(canvas)).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, glosasHandler([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma glosa encontrada')).toBeVisible();
    await expect(summary(canvas, 'Total glosado')).toHaveTextContent('R$ 0,00');
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
    refreshAnswers === 1 ? GLOSAS : GLOSAS.map((row) => ({ ...row, insuranceName: 'Nova Operadora' }));
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
    await expect(canvas.queryByText('Nova Operadora')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect((await canvas.findAllByText('Nova Operadora')).length).toBeGreaterThan(0);
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
