import { Logo } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { size: 40 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Symbol and word mark; the symbol is decoration, the words are read. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Portal do\s*Dentista/)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBe(40);
  },
};

/** For tight spaces: the symbol alone carries the name. */
export const SymbolOnly: Story = {
  args: { symbolOnly: true, size: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const symbol = canvas.getByRole('img', { name: 'Portal do Dentista' });
    await expect(symbol.getBoundingClientRect().width).toBe(32);
    await expect(canvas.queryByText(/Dentista/)).toBeNull();
  },
};
