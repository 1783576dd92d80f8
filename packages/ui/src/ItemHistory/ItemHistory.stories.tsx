import type { ItemHistorico } from '@odonto/contract';
import { ItemHistory } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const ANA = { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', papel: 'Dentista' } as const;
const PAULO = { nome: 'Dr. Paulo Auditor', cro: '99999', uf: 'SP', papel: 'Auditor' } as const;
const SISTEMA = { nome: 'Sistema', cro: '', uf: '', papel: 'Sistema' } as const;
const EM_ANALISE = { codigo: 2, descricao: 'Em análise' } as const;

const restauracao = (codTuss: string, descricao: string, idDente: number, faces: string) => ({
  codTuss,
  descricao,
  idDente,
  faces,
  regiao: null,
});
const base = {
  idProcedimentoItem: 3302,
  procedimento: restauracao('85100218', 'Restauração em resina fotopolimerizável 3 faces', 26, 'M,O,D'),
  codigoGlosa: null,
  motivo: null,
  nota: null,
  fundamento: null,
  automatico: false,
  arquivos: [],
};

const criado: ItemHistorico = {
  ...base,
  idHistorico: 1,
  dtEvento: '2026-11-20T12:00:00.000Z',
  autor: ANA,
  de: null,
  para: 'Aguardando Aprovação',
  statusTiss: EM_ANALISE,
};
const pedidoDocumentos: ItemHistorico = {
  ...base,
  idHistorico: 2,
  dtEvento: '2026-11-21T14:30:00.000Z',
  autor: PAULO,
  de: 'Aguardando Aprovação',
  para: 'Aguardando Documentação',
  statusTiss: { codigo: 5, descricao: 'Aguardando documentação do prestador' },
  nota: 'Enviar radiografia periapical do dente 26.',
};
const resposta: ItemHistorico = {
  ...base,
  idHistorico: 3,
  dtEvento: '2026-11-22T09:15:00.000Z',
  autor: ANA,
  de: 'Aguardando Documentação',
  para: 'Auditoria',
  statusTiss: EM_ANALISE,
  nota: 'Segue a radiografia periapical do dente 26.',
  arquivos: [
    { idImagem: 88, nomeArquivoOriginal: 'periapical-26.jpg' },
    { idImagem: 89, nomeArquivoOriginal: 'laudo.pdf' },
  ],
};
const negado: ItemHistorico = {
  ...base,
  idHistorico: 4,
  dtEvento: '2026-11-23T17:45:00.000Z',
  autor: PAULO,
  de: 'Auditoria',
  para: 'Negado',
  statusTiss: { codigo: 3, descricao: 'Negado' },
  codigoGlosa: '3056',
  motivo: 'NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
  nota: 'A radiografia mostra 2 faces.',
  fundamento: 'Cláusula 8.2 do contrato: cobertura limitada às faces com indicação clínica.',
};
const autorizado: ItemHistorico = {
  ...base,
  idHistorico: 5,
  idProcedimentoItem: 3303,
  procedimento: restauracao('85100196', 'Restauração em resina fotopolimerizável 1 face', 16, 'O'),
  dtEvento: '2026-11-23T18:00:00.000Z',
  autor: PAULO,
  de: 'Aguardando Aprovação',
  para: 'Autorizado',
  statusTiss: { codigo: 1, descricao: 'Autorizado' },
};
const urgencia: ItemHistorico = {
  ...base,
  idHistorico: 7,
  idProcedimentoItem: 3305,
  procedimento: {
    codTuss: '81000049',
    descricao: 'Consulta odontológica de urgência',
    idDente: null,
    faces: null,
    regiao: null,
  },
  dtEvento: '2026-11-24T13:00:00.000Z',
  autor: SISTEMA,
  de: 'Aguardando Aprovação',
  para: 'Autorizado',
  statusTiss: { codigo: 1, descricao: 'Autorizado' },
  automatico: true,
};
const contestado: ItemHistorico = {
  ...base,
  idHistorico: 8,
  dtEvento: '2026-11-25T10:00:00.000Z',
  autor: ANA,
  de: 'Negado',
  para: 'Em Junta',
  statusTiss: EM_ANALISE,
  nota: 'A radiografia interproximal mostra cárie também na face distal.',
};
const removido: ItemHistorico = {
  ...base,
  idHistorico: 6,
  idProcedimentoItem: 3304,
  procedimento: restauracao('85100200', 'Restauração em resina fotopolimerizável 2 faces', 11, 'M,V'),
  dtEvento: '2026-11-24T11:00:00.000Z',
  autor: ANA,
  de: 'Aguardando Aprovação',
  para: 'Removido',
  statusTiss: null,
};

const meta = {
  title: 'UI/ItemHistory',
  component: ItemHistory,
  tags: ['autodocs'],
  // Given out of order on purpose: the list shows the oldest change first.
  args: { entries: [negado, criado, resposta, pedidoDocumentos], ariaLabel: 'Histórico do item' },
} satisfies Meta<typeof ItemHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Histórico do item' });
    const entries = [...list.children];
    await expect(entries.map((entry) => entry.getAttribute('data-testid'))).toEqual([
      'historico-1',
      'historico-2',
      'historico-3',
      'historico-4',
    ]);
    // Moments in Brasília time, dd/MM/yyyy HH:mm.
    await expect(entries[0]).toHaveTextContent('20/11/2026 09:00 · Dra. Ana Souza (Dentista, CRO 12345/SP)');
    await expect(entries[3]).toHaveTextContent(
      '23/11/2026 14:45 · Dr. Paulo Auditor (Auditor, CRO 99999/SP)',
    );
  },
};

export const Created: Story = {
  args: { entries: [criado] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-1');
    await expect(entry).toHaveTextContent('Criado como');
    await expect(entry).toHaveTextContent('Aguardando Aprovação');
    await expect(entry).toHaveTextContent('TISS 2 · Em análise');
    await expect(within(entry).getByText('Aguardando Aprovação')).toHaveAttribute(
      'data-tone',
      'item.aguardando',
    );
  },
};

export const DocumentsRequested: Story = {
  args: { entries: [pedidoDocumentos] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-2');
    // Screen readers hear 'De … para …' where the screen shows an arrow.
    await expect(entry).toHaveTextContent(
      'De Aguardando Aprovação → para Aguardando Documentação TISS 5 · Aguardando documentação do prestador',
    );
    await expect(within(entry).getByText('Nota do auditor')).toBeVisible();
    await expect(within(entry).getByText('Enviar radiografia periapical do dente 26.')).toBeVisible();
  },
};

export const Answered: Story = {
  args: { entries: [resposta] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-3');
    await expect(within(entry).getByText('Resposta do dentista')).toBeVisible();
    await expect(within(entry).getByText('Arquivos anexados')).toBeVisible();
    const files = within(entry).getAllByRole('listitem');
    await expect(files.map((file) => file.textContent)).toEqual(['periapical-26.jpg', 'laudo.pdf']);
  },
};

export const Denied: Story = {
  args: { entries: [negado] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-4');
    await expect(entry).toHaveTextContent(
      'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
    );
    await expect(entry).toHaveTextContent('TISS 3 · Negado');
    await expect(within(entry).getByText('A radiografia mostra 2 faces.')).toBeVisible();
  },
};

/** A denial names its contractual clause or legal ground. */
export const DeniedWithGround: Story = {
  args: { entries: [negado] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-4');
    await expect(entry).toHaveTextContent(
      'Fundamento: Cláusula 8.2 do contrato: cobertura limitada às faces com indicação clínica.',
    );
  },
};

/** An urgency authorized on creation by the operator's rule: the system is the author, with no CRO. */
export const AuthorizedAutomatically: Story = {
  args: { entries: [urgencia] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-7');
    await expect(entry).toHaveTextContent('24/11/2026 10:00 · Autorização automática');
    await expect(entry).not.toHaveTextContent('CRO');
    await expect(within(entry).getByText('Mudança automática, sem análise da auditoria.')).toBeVisible();
  },
};

/** The dentist contests a denial: the item goes to the junta odontológica with the dentist's text. */
export const Contested: Story = {
  args: { entries: [contestado] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-8');
    await expect(within(entry).getByText('Em junta')).toHaveAttribute('data-tone', 'item.junta');
    await expect(within(entry).getByText('Contestação do dentista')).toBeVisible();
    await expect(entry).not.toHaveTextContent('Mudança automática');
  },
};

export const Authorized: Story = {
  args: { entries: [autorizado] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-5');
    await expect(within(entry).getByText('Autorizado', { selector: '[data-tone]' })).toHaveAttribute(
      'data-tone',
      'item.autorizado',
    );
    await expect(entry).toHaveTextContent('TISS 1 · Autorizado');
    await expect(within(entry).queryByText(/Glosa/)).toBeNull();
  },
};

export const Removed: Story = {
  args: { entries: [removido] },
  play: async ({ canvasElement }) => {
    const entry = within(canvasElement).getByTestId('historico-6');
    await expect(within(entry).getByText('Removido')).toHaveAttribute('data-tone', 'item.outro');
    await expect(entry).not.toHaveTextContent('TISS');
  },
};

export const WholePlan: Story = {
  args: {
    entries: [criado, autorizado, removido],
    ariaLabel: 'Histórico do plano',
    itemLabel: (entry) => `Item ${entry.idProcedimentoItem}`,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Histórico do plano' });
    await expect(
      [...list.children].map((entry) => within(entry as HTMLElement).getByText(/^Item /).textContent),
    ).toEqual(['Item 3302', 'Item 3303', 'Item 3304']);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma mudança de status registrada.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
