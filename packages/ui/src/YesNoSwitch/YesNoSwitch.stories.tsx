import { YesNoSwitch, type YesNoSwitchProps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

function StatefulYesNoSwitch(props: YesNoSwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <YesNoSwitch
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/YesNoSwitch',
  component: YesNoSwitch,
  tags: ['autodocs'],
  args: { label: 'Selecionar Dentista Solicitante?', checked: false, onCheckedChange: fn() },
  render: (args) => <StatefulYesNoSwitch {...args} />,
} satisfies Meta<typeof YesNoSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Yes: Story = { args: { checked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('checkbox', { name: 'Selecionar Dentista Solicitante?' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('Selecionar Dentista Solicitante?'));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const TogglesWithMouseAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: 'Selecionar Dentista Solicitante?' });
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('NÃO')).toBeVisible();

    await userEvent.click(canvas.getByText('Selecionar Dentista Solicitante?'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('SIM')).toBeVisible();

    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('NÃO')).toBeVisible();
  },
};
