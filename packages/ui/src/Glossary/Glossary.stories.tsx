import { Glossary, GlossaryLink, glosaAnchor, StatusBadge, TissStatus } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// A fixture of the stories, not part of the kit's public entry.
import { GLOSSARIO_EXEMPLO } from './glossaryFixture';

const meta = {
  title: 'UI/Glossary',
  component: Glossary,
  tags: ['autodocs'],
  args: { glossario: GLOSSARIO_EXEMPLO },
} satisfies Meta<typeof Glossary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section has its heading; 'TISS 2' is explained in words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Status do portal',
      'Status TISS',
      'Códigos da Tabela 38',
      'Regiões da boca (Tabela 42)',
      'Faces do dente',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(canvas.getByText(/'TISS 2', ao lado de um status, é esse código/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'AS' })).toBeVisible();
    await expect(canvas.getByText('Arco Superior')).toBeVisible();
    // A status leads to its TISS code, and the code back to the statuses it stands for.
    await expect(
      await canvas.findByRole('link', { name: 'O que significa TISS 3 · Negado?' }),
    ).toHaveAttribute('href', '/glossario#tiss-3');
    await expect(
      await canvas.findByRole('link', { name: 'O que significa Aguardando Aprovação (Item do plano)?' }),
    ).toHaveAttribute('href', '/glossario#status-item-aguardando-aprovacao');
  },
};

/** The filter finds a code, a region or a word of a meaning, accents and case ignored. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Filtrar o glossário');
    await userEvent.type(field, '1430');
    await expect(canvas.getByText('1 termo')).toBeVisible();
    await expect(canvas.getByText('PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO')).toBeVisible();
    await expect(canvas.queryByText('Arco Superior')).not.toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'analise');
    await expect(canvas.getByRole('heading', { level: 3, name: 'TISS 2' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3, name: 'AS' })).not.toBeInTheDocument();
  },
};

/** Opened at an entry's address: the entry is marked and has the focus. */
export const AtAnEntry: Story = {
  args: { hash: '#glosa-1431' },
  play: async ({ canvasElement }) => {
    const entry = canvasElement.querySelector<HTMLElement>(`#${glosaAnchor('1431')}`);
    await expect(entry).toHaveAttribute('aria-current', 'location');
    await waitFor(() => expect(entry).toHaveFocus());
    await expect(within(entry as HTMLElement).getByText(/NA FACE SOLICITADA/)).toBeVisible();
  },
};

/** Every badge links to its entry with a '?' named for screen readers; a TISS status and a code do too. */
export const LinksFromBadgesAndCodes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusBadge kind="item" value="Aguardando Aprovação" tiss={{ codigo: 2, descricao: 'Em análise' }} />
      <StatusBadge kind="plano" value={5} />
      <TissStatus status={{ codigo: 2, descricao: 'Em análise' }} />
      <span>
        Código{' '}
        <GlossaryLink anchor={glosaAnchor('1430')} about="o código">
          1430
        </GlossaryLink>
      </span>
      <button type="button">
        <StatusBadge kind="glosa" value="em_recurso" glossary={false} />
      </button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The links load just after the first paint (LazyGlossaryLinks).
    await expect(
      await canvas.findByRole('link', { name: 'O que significa Aguardando Aprovação?' }),
    ).toHaveAttribute('href', '/glossario#status-item-aguardando-aprovacao');
    await expect(
      await canvas.findByRole('link', { name: 'O que significa Autorizado parcialmente?' }),
    ).toHaveAttribute('href', '/glossario#status-plano-5');
    await expect(
      await canvas.findByRole('link', { name: 'O que significa TISS 2 · Em análise?' }),
    ).toHaveAttribute('href', '/glossario#tiss-2');
    await expect(canvas.getByRole('link', { name: 'O que significa o código 1430?' })).toHaveAttribute(
      'href',
      '/glossario#glosa-1430',
    );
    // Inside a button, no link: the badge alone.
    await expect(canvas.queryByRole('link', { name: /Em recurso/ })).not.toBeInTheDocument();
    // The '?' is a target of at least 24x24 CSS px (WCAG 2.5.8).
    const help = canvas.getByRole('link', { name: 'O que significa Aguardando Aprovação?' });
    const box = help.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await expect(help).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
