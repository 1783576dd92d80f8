import { readSession, readSessionDeadline, SESSION_DEADLINE_KEY, SESSION_EXPIRED } from '@odonto/api';
import { authHttp, dentistHttp } from '@odonto/contract/msw';
import { KEEP_SIGNED_IN, SESSION_WARNING_TITLE } from '@odonto/web-shell';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { auditorStorage } from '../../session/auditorStorage';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import {
  AUDITOR_LOGIN,
  CODIGOS,
  FILA_ITENS,
  FILA_URGENTE_E_JUNTA,
  PLANO,
  startSignedOut,
  storeAuditorSession,
} from '../../testing/fixtures';
import {
  auditorAccountOk,
  errorEnvelope,
  filaFails,
  filaOk,
  filaPage,
  logoutOk,
  planImage,
  planScreenHandlers,
} from '../../testing/handlers';

/** The queries the queue's stories asked, in order. */
const asked: URLSearchParams[] = [];
const record = (query: URLSearchParams) => asked.push(query);

const meta = {
  title: 'Auditoria/Fila',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [filaOk(record), logoutOk, auditorAccountOk, ...planScreenHandlers] },
  },
  args: { path: '/' },
  beforeEach: () => {
    asked.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By deadline, as the server sends them: the deadline (day, days left, days in the queue), dentist,
 * beneficiary, procedure with its site, predicted glosas, status with TISS.
 */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const [, first, second] = rows.map((row) => within(row));
    await expect(first?.getByText('19/11/2026')).toBeVisible();
    await expect(first?.getByText('Atrasado há 2 dias úteis')).toBeVisible();
    await expect(first?.getByText('7 dias na fila')).toBeVisible();
    await expect(first?.getByText('CRO 12345/SP')).toBeVisible();
    await expect(first?.getByText('Carteira 0900.0001.000001-00.1')).toBeVisible();
    await expect(
      first?.getByText('85100218 - Restauração em resina fotopolimerizável 2 faces'),
    ).toBeVisible();
    await expect(first?.getByText('Dente 16 · faces M, O')).toBeVisible();
    await expect(first?.getByText('Aguardando Aprovação')).toBeVisible();
    await expect(first?.getByText('TISS 2 · Em análise')).toBeVisible();
    await expect(first?.getByText('Nenhuma')).toBeVisible();
    await expect(second?.getByText('08/12/2026')).toBeVisible();
    await expect(second?.getByText('Faltam 5 dias úteis')).toBeVisible();
    await expect(second?.getByText('1 dia na fila')).toBeVisible();
    // The rules' prediction at the request, and that the dentist sent a justification.
    await expect(second?.getByText('3016')).toBeVisible();
    await expect(second?.getByText('Com justificativa')).toBeVisible();
    await expect(
      second?.getByText('S1 · Sextante superior posterior direito', { exact: false }),
    ).toBeVisible();
    await expect(asked[0]?.get('pagina')).toBe('1');
    await expect(asked[0]?.get('tamanhoPagina')).toBe('20');
  },
};

/**
 * The deadline's flags: overdue says so in words, in bold, with a warning mark (never by colour alone); an
 * urgency is marked 'Urgente'; a denial contested in junta shows its status.
 */
export const DeadlineFlags: Story = {
  parameters: {
    msw: { handlers: [filaOk(record, filaPage([...FILA_ITENS, ...FILA_URGENTE_E_JUNTA])), logoutOk] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    const [, overdue, onTime, urgent, junta] = within(table).getAllByRole('row');
    if (!overdue || !onTime || !urgent || !junta) throw new Error('faltam linhas na fila');
    const late = within(overdue).getByText('Atrasado há 2 dias úteis');
    await expect(late.parentElement?.querySelector('svg')).not.toBeNull();
    // The deadline wraps rather than widening the table.
    const prazo = within(table).getByRole('columnheader', { name: 'Prazo' });
    await expect(prazo.getBoundingClientRect().width).toBeLessThan(170);
    await expect(getComputedStyle(late).fontWeight).toBe('700');
    await expect(
      within(onTime).getByText('Faltam 5 dias úteis').parentElement?.querySelector('svg'),
    ).toBeNull();
    await expect(within(overdue).queryByText('Urgente')).toBeNull();
    await expect(within(urgent).getByText('Urgente')).toBeVisible();
    await expect(within(urgent).getByText('Vence hoje')).toBeVisible();
    await expect(within(urgent).getByText('0 dias na fila')).toBeVisible();
    await expect(within(junta).getByText('Em junta')).toBeVisible();
    await expect(within(junta).getByText('Falta 1 dia útil')).toBeVisible();
  },
};

/** Each new filter (deadline band, urgency, predicted glosa, junta) goes to the request and the address. */
export const ChoiceFiltersChangeTheRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Faixa do prazo' }), 'Atrasados');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Urgência' }), 'Urgentes');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Glosa prevista' }),
      'Sem glosa prevista',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Junta odontológica' }), 'Em junta');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.get('faixaPrazo')).toBe('atrasado'));
    const last = asked.at(-1);
    await expect(last?.get('urgencia')).toBe('true');
    await expect(last?.get('glosaPrevista')).toBe('false');
    await expect(last?.get('junta')).toBe('true');
    await expect(canvas.getByTestId('location')).toHaveTextContent(
      '/?faixaPrazo=atrasado&urgencia=true&glosaPrevista=false&junta=true',
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Urgência' }), 'Eletivos');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Junta odontológica' }),
      'Fora da junta',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Faixa do prazo' }), 'Todas');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.get('urgencia')).toBe('false'));
    await expect(asked.at(-1)?.get('junta')).toBe('false');
    await expect(asked.at(-1)?.has('faixaPrazo')).toBe(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(asked.at(-1)?.has('glosaPrevista')).toBe(false));
    await expect(canvas.getByRole('combobox', { name: 'Urgência' })).toHaveValue('');
  },
};

/**
 * The server sorts the queue: the deadline's header is a button (aria-sort) that turns the order around, the
 * address keeps it (a reload or a link shows the same order) and a filter applied afterwards keeps it too.
 */
export const SortByDeadline: Story = {
  args: { path: '/?pagina=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    await expect(within(table).getByRole('columnheader', { name: /Prazo/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: /Prazo/ }));
    await waitFor(() => expect(asked.at(-1)?.get('ordem')).toBe('desc'));
    await expect(asked.at(-1)?.get('ordenarPor')).toBe('prazo');
    await expect(asked.at(-1)?.get('pagina')).toBe('1');
    await expect(canvas.getByTestId('location')).toHaveTextContent('/?ordenarPor=prazo&ordem=desc');
    await expect(within(table).getByRole('columnheader', { name: /Prazo/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Urgência' }), 'Urgentes');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.get('urgencia')).toBe('true'));
    await expect(asked.at(-1)?.get('ordem')).toBe('desc');
    await expect(canvas.getByTestId('location')).toHaveTextContent(
      '/?urgencia=true&ordenarPor=prazo&ordem=desc',
    );
  },
};

/** Opened from the operations view's link to a band: the select shows it and the request carries it. */
export const BandFromTheAddress: Story = {
  args: { path: '/?faixaPrazo=vence-hoje&glosaPrevista=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    await expect(canvas.getByRole('combobox', { name: 'Faixa do prazo' })).toHaveValue('vence-hoje');
    await expect(canvas.getByRole('combobox', { name: 'Glosa prevista' })).toHaveValue('true');
    await expect(asked[0]?.get('faixaPrazo')).toBe('vence-hoje');
    await expect(asked[0]?.get('glosaPrevista')).toBe('true');
  },
};

/** 'Analisar' opens the plan with the item selected. */
export const OpensThePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Analisar 85100218 de Maria da Silva' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/planos/1024?item=501');
  },
};

/** The API requests of a story, by path, in order. */
const requests: string[] = [];

/**
 * The queue asks the decisions' codes as it shows (a plan's form has them at once); pointing at a row asks
 * nothing of the plan (each fetch of a plan is written to the access trail), clicking asks it once.
 */
export const AsksTheCodesWithTheQueueAndThePlanOnClick: Story = {
  parameters: {
    msw: {
      handlers: [
        filaOk(record),
        dentistHttp.get('/v2/auditoria/codigos', ({ response }) => {
          requests.push('codigos');
          return response(200).json({ success: true, data: CODIGOS });
        }),
        dentistHttp.get('/v2/auditoria/planos/{id}', ({ params, response }) => {
          requests.push(`plano ${params.id}`);
          return response(200).json({ success: true, data: PLANO });
        }),
        planImage,
        logoutOk,
        auditorAccountOk,
      ],
    },
  },
  beforeEach: () => {
    requests.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Analisar 85100218 de Maria da Silva' });
    await waitFor(() => expect(requests).toEqual(['codigos']));
    await userEvent.hover(link);
    await expect(requests).toEqual(['codigos']);
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Plano PTO-1024' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Negar' })).toBeVisible();
    await expect(requests).toEqual(['codigos', 'plano 1024']);
  },
};

/** The filters go to the request and to the address (Back and a shared link keep them). */
export const FilterChangesTheRequest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    await userEvent.click(canvas.getByRole('textbox', { name: 'Dentista (CRO ou nome)' }));
    await userEvent.paste('12345');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Procedimento (código TUSS ou descrição)' }));
    await userEvent.paste('resina');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Há pelo menos (dias) na fila' }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(asked.at(-1)?.get('dentista')).toBe('12345'));
    const last = asked.at(-1);
    await expect(last?.get('procedimento')).toBe('resina');
    await expect(last?.get('diasNaFila')).toBe('5');
    await expect(last?.has('beneficiario')).toBe(false);
    await expect(canvas.getByTestId('location')).toHaveTextContent(
      '/?dentista=12345&procedimento=resina&diasNaFila=5',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(asked.at(-1)?.has('dentista')).toBe(false));
    await expect(canvas.getByRole('textbox', { name: 'Dentista (CRO ou nome)' })).toHaveValue('');
  },
};

/** Opened from a link with filters: the fields show them and the request carries them. */
export const FiltersFromTheAddress: Story = {
  args: { path: '/?beneficiario=Maria&diasNaFila=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Itens aguardando decisão' });
    await expect(canvas.getByRole('textbox', { name: 'Beneficiário (nome ou carteira)' })).toHaveValue(
      'Maria',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Há pelo menos (dias) na fila' })).toHaveValue(3);
    await expect(asked[0]?.get('beneficiario')).toBe('Maria');
    await expect(asked[0]?.get('diasNaFila')).toBe('3');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [filaOk(record, filaPage([])), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum item aguardando decisão.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Páginas da fila' })).toBeNull();
  },
};

/** No item matches the filters: the message says to change them. */
export const EmptyWithFilters: Story = {
  args: { path: '/?dentista=00000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nenhum item na fila com esses filtros. Mude ou limpe os filtros.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [filaFails, logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Serviço temporariamente indisponível.');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** More items than a page: the pagination asks for the next one and keeps the filters. */
export const Pages: Story = {
  args: { path: '/?dentista=Ana' },
  parameters: { msw: { handlers: [filaOk(record, filaPage(undefined, 45)), logoutOk] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Páginas da fila' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(asked.at(-1)?.get('pagina')).toBe('2'));
    await expect(asked.at(-1)?.get('dentista')).toBe('Ana');
  },
};

/** 'Sair', in the auditor's menu (with the CRO, no 'Configurações': the console has no settings screen), ends the session and goes to the login. */
export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Dr. Paulo Auditor')).toBeVisible();
    canvas.getByRole('button', { name: 'Menu do usuário: Dr. Paulo Auditor' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // The UF comes from GET /account/current, which may answer after the menu opened.
    await expect(await within(menu).findByText('CRO 99999/SP')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Configurações' })).toBeNull();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
  },
};

/** Without a session the queue sends to the login. */
export const WithoutSession: Story = {
  beforeEach: startSignedOut,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
  },
};

/** The server refuses the token and then its refresh: the session ends and the login comes back to the queue. */
export const SessionExpired: Story = {
  args: { path: '/?dentista=12345' },
  parameters: {
    msw: {
      handlers: [
        dentistHttp.get('/v2/auditoria/fila', ({ response }) =>
          response(401).json(errorEnvelope('Sessão expirada.')),
        ),
        authHttp.post('/account/refresh', ({ response }) =>
          response(401).json(errorEnvelope('Sessão expirada.')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent('/login');
    // The console's login says why (issue #34).
    await expect(canvas.getByText(SESSION_EXPIRED)).toBeVisible();
    await expect(readSession(auditorStorage())).toBeNull();
  },
};

/** Two minutes before the session ends the console warns too (the shared shell); 'Continuar conectado' renews it. */
export const WarnsBeforeTheSessionEnds: Story = {
  beforeEach: () => {
    const cleanup = storeAuditorSession();
    auditorStorage().setItem(SESSION_DEADLINE_KEY, String(Date.now() + 90_000));
    return cleanup;
  },
  parameters: {
    msw: {
      handlers: [
        filaOk(record),
        authHttp.post('/account/refresh', ({ response }) =>
          response(200).json({
            success: true,
            data: { accessToken: AUDITOR_LOGIN.accessToken, sessaoExpiraEm: AUDITOR_LOGIN.sessaoExpiraEm },
          }),
        ),
      ],
    },
  },
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: SESSION_WARNING_TITLE },
      { timeout: 10_000 },
    );
    const keep = within(dialog).getByRole('button', { name: KEEP_SIGNED_IN });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(readSessionDeadline(auditorStorage())).toBeGreaterThan(Date.now() + 25 * 60_000);
  },
};

/** On a phone: the rows as cards, nothing wider than the screen, 'Analisar' still reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Analisar 85100218 de Maria da Silva' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
