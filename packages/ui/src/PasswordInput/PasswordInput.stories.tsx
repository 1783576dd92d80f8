import { PasswordInput } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  args: {
    label: 'Senha',
    placeholder: 'Digite sua senha*',
    required: true,
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'Odonto@2026' },
};

export const WithError: Story = {
  args: { errorText: 'A senha deve ter ao menos 8 caracteres.', defaultValue: '123' },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const TogglesVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^Senha/);
    await userEvent.type(field, 'Odonto@2026');
    await expect(field).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('Odonto@2026');
    // The changing name carries the state; a toggle state on top would contradict it.
    await expect(canvas.getByRole('button', { name: 'Ocultar senha' })).not.toHaveAttribute('aria-pressed');

    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(field).toHaveAttribute('type', 'password');
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('type', 'text');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    // The toggle stays inside the field on a narrow screen.
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^Senha/);
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      field.getBoundingClientRect().right,
    );
  },
};
