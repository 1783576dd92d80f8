import { Text } from '@chakra-ui/react';
import { StatusTabs, type StatusTabsProps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const glosaTabs = [
  { value: 'todas', label: 'Todas', count: 12 },
  { value: 'pendentes', label: 'Pendentes', count: 4 },
  { value: 'em-analise', label: 'Em Análise', count: 3 },
  { value: 'aprovadas', label: 'Aprovadas', count: 2 },
  { value: 'rejeitadas', label: 'Rejeitadas', count: 3 },
];

/** Keeps the selected tab in state, as a screen does, and shows which list the panel holds. */
function StatefulStatusTabs(props: StatusTabsProps) {
  const [value, setValue] = useState(props.value);
  const label = props.tabs.find((tab) => tab.value === value)?.label;
  return (
    <StatusTabs
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    >
      <Text>Lista de glosas: {label}</Text>
    </StatusTabs>
  );
}

const meta = {
  title: 'UI/StatusTabs',
  component: StatusTabs,
  tags: ['autodocs'],
  args: { tabs: glosaTabs, value: 'todas', ariaLabel: 'Filtrar glosas por status', onValueChange: fn() },
  render: (args) => <StatefulStatusTabs {...args} />,
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCounts: Story = {
  args: {
    tabs: [
      { value: 'todos', label: 'Todos' },
      { value: 'pendentes', label: 'Pendentes' },
      { value: 'pagos', label: 'Pagos' },
      { value: 'cancelados', label: 'Cancelados' },
    ],
    value: 'todos',
    ariaLabel: 'Filtrar lançamentos por status',
  },
};

export const SelectsWithMouseAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Filtrar glosas por status' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(5);
    await expect(canvas.getByRole('tab', { name: 'Todas 12' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('tab', { name: 'Pendentes 4' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pendentes');
    await expect(canvas.getByRole('tab', { name: 'Pendentes 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('tabpanel', { name: 'Pendentes 4' })).toHaveTextContent(
      'Lista de glosas: Pendentes',
    );

    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Pendentes 4' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    // Ark moves focus on the next animation frame.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Em Análise 3' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('em-analise');
    await expect(await canvas.findByRole('tabpanel', { name: 'Em Análise 3' })).toHaveTextContent(
      'Lista de glosas: Em Análise',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
