import { Button } from '@chakra-ui/react';
import { EmptyState } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const clearFilters = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'Nenhuma glosa encontrada' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma glosa encontrada')).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    description: 'Altere a busca ou os filtros para ver outras glosas.',
    action: (
      <Button variant="outline" size="sm" onClick={clearFilters}>
        Limpar filtros
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Altere a busca ou os filtros para ver outras glosas.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(clearFilters).toHaveBeenCalledOnce();
  },
};
