import { FilterSelect } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/FilterSelect',
  component: FilterSelect,
  tags: ['autodocs'],
  args: {
    label: 'Lote',
    allLabel: 'Todos os lotes',
    options: [
      { value: '11', label: 'Lote 000011' },
      { value: '9', label: 'Lote 000009' },
    ],
    value: '',
    onValueChange: fn(),
  },
  // Controlled, as the screens keep the filter in the address.
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <FilterSelect
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next ?? '');
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A visible label names the select.
    const select = canvas.getByRole('combobox', { name: 'Lote' });
    await expect(select).toHaveValue('');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos os lotes', 'Lote 000011', 'Lote 000009']);
    await userEvent.selectOptions(select, 'Lote 000009');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('9');
    // The first option removes the filter: null, not ''.
    await userEvent.selectOptions(select, 'Todos os lotes');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Chosen: Story = {
  args: { value: '11' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Lote' })).toHaveDisplayValue(
      'Lote 000011',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Lote' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
