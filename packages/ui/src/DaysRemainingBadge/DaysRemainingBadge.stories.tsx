import { HStack } from '@chakra-ui/react';
import { DaysRemainingBadge } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

// Fixed dates keep the stories the same every day: "today" is 01/03/2026.
const today = '2026-03-01T12:00:00Z';

const meta = {
  title: 'UI/DaysRemainingBadge',
  component: DaysRemainingBadge,
  tags: ['autodocs'],
  args: { expiresAt: '2026-04-11T09:00:00Z', now: today },
} satisfies Meta<typeof DaysRemainingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('button', { name: '41 dias' });
    await expect(badge).toHaveAttribute('data-tone', 'validade.vigente');
  },
};

export const Attention: Story = {
  args: { expiresAt: '2026-03-26T09:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '25 dias' })).toHaveAttribute(
      'data-tone',
      'validade.atencao',
    );
  },
};

export const Critical: Story = {
  args: { expiresAt: '2026-03-06T09:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '5 dias' })).toHaveAttribute(
      'data-tone',
      'validade.critico',
    );
  },
};

export const Expired: Story = {
  args: { expiresAt: '2026-01-30T09:00:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Expirado' })).toHaveAttribute(
      'data-tone',
      'validade.expirado',
    );
  },
};

export const InvalidDate: Story = {
  args: { expiresAt: 'sem data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data inválida')).toHaveAttribute('data-tone', 'validade.invalida');
    // Nothing to explain, so nothing to focus.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const TooltipByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole('button', { name: '41 dias' });
    await userEvent.tab();
    await expect(badge).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Vence em 11/04/2026');
    await waitFor(() => expect(badge).toHaveAccessibleDescription('Vence em 11/04/2026'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const AllClasses: Story = {
  render: (args) => (
    <HStack wrap="wrap" gap="3">
      {['2026-04-11', '2026-03-26', '2026-03-06', '2026-01-30', ''].map((expiresAt) => (
        <DaysRemainingBadge key={expiresAt || 'vazio'} now={args.now} expiresAt={expiresAt} />
      ))}
    </HStack>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
