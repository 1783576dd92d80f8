import { LabelValueList } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/LabelValueList',
  component: LabelValueList,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Nome', value: 'Dra. Ana Souza' },
      { label: 'E-mail', value: 'ana.souza@example.com' },
      { label: 'Telefone', value: '(11) 98765-4321' },
    ],
  },
} satisfies Meta<typeof LabelValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value of a label: the definition that follows its term. */
const definitionOf = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(definitionOf(canvasElement, 'Nome')).toHaveTextContent('Dra. Ana Souza');
    await expect(definitionOf(canvasElement, 'Telefone')).toHaveTextContent('(11) 98765-4321');
    // A description list: one term and one definition per pair.
    await expect(canvasElement.querySelectorAll('dl dt')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('dl dd')).toHaveLength(3);
  },
};

/** A missing or blank value reads '-', never an empty gap. */
export const MissingValues: Story = {
  args: {
    items: [
      { label: 'Nome', value: 'Maria da Silva' },
      { label: 'Nome social', value: null },
      { label: 'Empresa', value: '   ' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(definitionOf(canvasElement, 'Nome social')).toHaveTextContent(/^-$/);
    await expect(definitionOf(canvasElement, 'Empresa')).toHaveTextContent(/^-$/);
  },
};

/** A summary: labels above values, side by side, named for the screen's several lists. */
export const Columns: Story = {
  args: {
    layout: 'columns',
    ariaLabel: 'Resumo do plano',
    items: [
      { label: 'Código', value: 'PTO-1024' },
      { label: 'Validade', value: '01/01/2027' },
      { label: 'Status', value: 'Autorizado' },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByLabelText('Resumo do plano');
    await expect(summary.tagName).toBe('DL');
    await expect(definitionOf(summary, 'Código')).toHaveTextContent('PTO-1024');
  },
};

export const Mobile: Story = {
  ...Columns,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(definitionOf(canvasElement, 'Status')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
