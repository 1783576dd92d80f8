import type { Glossario } from '@odonto/api';
import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { PortalScreen } from '../../testing/PortalScreen';

/** Part of the server's glossary (GET /glossario). */
const GLOSSARIO: Glossario = {
  statusTiss: [
    { codigo: 2, descricao: 'Em análise' },
    { codigo: 3, descricao: 'Negado' },
  ],
  statusDoProduto: [
    {
      tipo: 'item',
      valor: 'Aguardando Aprovação',
      significado: 'O item foi incluído e espera a decisão da auditoria da operadora.',
      codigosTiss: [2],
    },
    {
      tipo: 'item',
      valor: 'Negado',
      significado: 'A auditoria negou o item, com um código da Tabela 38 que diz o motivo.',
      codigosTiss: [3],
    },
  ],
  codigosTabela38: [
    { codigo: '1430', descricao: 'PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO', fase: 'autorizacao' },
  ],
  regioes: [{ codigo: 'AS', descricao: 'Arco Superior' }],
  faces: [{ codigo: 'O', descricao: 'Oclusal' }],
};

const glossarioOk = dentistHttp.get('/glossario', ({ response }) =>
  response(200).json({ success: true, data: GLOSSARIO, message: 'Glossário.' }),
);

const meta = {
  title: 'Portal/Glossario',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, glossarioOk] } },
  args: { path: '/glossario' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the signed-in shell, in the menu, with the server's sections. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Glossário' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Status TISS' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Glossário' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(canvas.getByLabelText('Filtrar o glossário'), 'AS');
    await expect(canvas.getByText('Arco Superior')).toBeVisible();
  },
};

/** Opened from a badge's link: the entry is marked and has the focus. */
export const AtAnEntry: Story = {
  args: { path: '/glossario#status-item-negado' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Status do portal' });
    const entry = canvasElement.querySelector<HTMLElement>('#status-item-negado');
    await expect(entry).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(entry).toHaveFocus());
  },
};
