import { FilterSelect } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/FilterSelect',
  component: FilterSelect,
  tags: ['autodocs'],
  args: {
    label: 'Operadora',
    allLabel: 'Todas as operadoras',
    options: [
      { value: 'Odonto Cooperativa', label: 'Odonto Cooperativa' },
      { value: 'Sorria Mais Benefícios', label: 'Sorria Mais Benefícios' },
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
    const select = canvas.getByRole('combobox', { name: 'Operadora' });
    await expect(select).toHaveValue('');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as operadoras', 'Odonto Cooperativa', 'Sorria Mais Benefícios']);
    await userEvent.selectOptions(select, 'Sorria Mais Benefícios');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Sorria Mais Benefícios');
    // The first option removes the filter: null, not ''.
    await userEvent.selectOptions(select, 'Todas as operadoras');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const Chosen: Story = {
  args: { value: 'Odonto Cooperativa' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Operadora' })).toHaveValue(
      'Odonto Cooperativa',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Operadora' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
