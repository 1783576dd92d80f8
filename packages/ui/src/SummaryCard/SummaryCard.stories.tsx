import { SimpleGrid } from '@chakra-ui/react';
import { SummaryCard } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

function CoinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v10M9.5 9.5c0-1 1-1.5 2.5-1.5s2.5.7 2.5 1.7c0 2.6-5 1.4-5 4.1 0 1 1 1.7 2.5 1.7s2.5-.5 2.5-1.5" />
    </svg>
  );
}

const meta = {
  title: 'UI/SummaryCard',
  component: SummaryCard,
  tags: ['autodocs'],
  args: { label: 'Total glosado', value: 'R$ 1.234,56' },
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total glosado')).toBeVisible();
    await expect(canvas.getByText('R$ 1.234,56')).toBeVisible();
  },
};

export const WithHelpTextAndIcon: Story = {
  args: { helpText: '3 glosas não recorridas', icon: <CoinIcon /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 glosas não recorridas')).toBeVisible();
    // The icon is decoration: nothing of it reaches assistive technology.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Financeiro shows three cards side by side; they stack on small screens. */
export const Row: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <SummaryCard label="Total recebido" value="R$ 8.450,00" icon={<CoinIcon />} />
      <SummaryCard label="A receber" value="R$ 1.200,00" helpText="2 lotes" />
      <SummaryCard label="Total" value="R$ 9.650,00" />
    </SimpleGrid>
  ),
};

export const Mobile: Story = { ...Row, globals: { viewport: { value: 'mobile1' } } };
