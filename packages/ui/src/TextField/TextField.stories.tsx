import { TextField } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'CRO',
    placeholder: 'Digite seu CRO*',
    required: true,
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The visible label names the input; the required mark is for the eyes only (the input is required).
    const field = canvas.getByRole('textbox', { name: 'CRO' });
    await expect(field).toBeRequired();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(field, '12345');
    await expect(field).toHaveValue('12345');
  },
};

export const Optional: Story = {
  args: { required: false, label: 'Telefone', placeholder: '(11) 99999-9999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Telefone' })).not.toBeRequired();
    await expect(canvas.queryByText('*')).toBeNull();
  },
};

export const WithError: Story = {
  args: { errorText: 'Por favor, informe o seu CRO.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'CRO' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleErrorMessage('Por favor, informe o seu CRO.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CRO' })).toBeDisabled();
  },
};
