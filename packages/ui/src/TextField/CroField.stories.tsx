import { CroField } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/CroField',
  component: CroField,
  tags: ['autodocs'],
  args: { placeholder: 'Digite seu CRO*' },
} satisfies Meta<typeof CroField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'CRO' });
    // Required, a numeric keyboard on phones, and saved by password managers with the password.
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'username');
    await expect(field).toHaveAttribute('name', 'document');
    await userEvent.type(field, '12345');
    await expect(field).toHaveValue('12345');
  },
};

export const WithError: Story = {
  args: { errorText: 'Por favor, informe o seu CRO.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'CRO' });
    await expect(field).toHaveAccessibleErrorMessage('Por favor, informe o seu CRO.');
  },
};
