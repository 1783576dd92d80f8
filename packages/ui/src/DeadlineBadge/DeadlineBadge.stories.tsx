import { Stack } from '@chakra-ui/react';
import { DeadlineBadge } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/DeadlineBadge',
  component: DeadlineBadge,
  tags: ['autodocs'],
  args: { faixa: 'no-prazo', children: 'Resposta da operadora até 08/12/2026 · 5 dias úteis' },
} satisfies Meta<typeof DeadlineBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Resposta da operadora até 08/12/2026 · 5 dias úteis');
    await expect(badge).toHaveAttribute('data-tone', 'prazo.noPrazo');
  },
};

/** Every band: overdue red, last day orange, within 2 business days yellow, otherwise gray. */
export const Bands: Story = {
  render: () => (
    <Stack gap="3" align="start">
      <DeadlineBadge faixa="atrasado">Prazo vencido há 2 dias úteis</DeadlineBadge>
      <DeadlineBadge faixa="vence-hoje">Resposta da operadora até 27/11/2026 · vence hoje</DeadlineBadge>
      <DeadlineBadge faixa="ate-2-dias">Resposta da operadora até 01/12/2026 · 2 dias úteis</DeadlineBadge>
      <DeadlineBadge faixa="no-prazo">Resposta da operadora até 08/12/2026 · 5 dias úteis</DeadlineBadge>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Prazo vencido há 2 dias úteis')).toHaveAttribute(
      'data-tone',
      'prazo.atrasado',
    );
    await expect(canvas.getByText(/vence hoje/)).toHaveAttribute('data-tone', 'prazo.venceHoje');
    await expect(canvas.getByText('Resposta da operadora até 01/12/2026 · 2 dias úteis')).toHaveAttribute(
      'data-tone',
      'prazo.ate2Dias',
    );
  },
};
