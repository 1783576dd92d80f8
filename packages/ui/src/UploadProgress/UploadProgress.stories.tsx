import { UploadProgress } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/UploadProgress',
  component: UploadProgress,
  tags: ['autodocs'],
  args: { value: 45, showLabel: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enviando... (45%)')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Enviando... (45%)' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const Starting: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Enviando... (0%)' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Fractions are rounded and values outside 0-100 are kept within bounds. */
export const RoundedAndBounded: Story = {
  args: { value: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enviando... (100%)')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Without the text (when the send button already shows it) the bar keeps its accessible name. */
export const WithoutLabel: Story = {
  args: { value: 62.4, showLabel: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Enviando... (62%)')).not.toBeInTheDocument();
    const bar = canvas.getByRole('progressbar', { name: 'Enviando... (62%)' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
