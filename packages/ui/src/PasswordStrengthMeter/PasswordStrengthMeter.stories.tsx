import { Stack } from '@chakra-ui/react';
import { PasswordInput, PasswordStrengthMeter } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  tags: ['autodocs'],
  args: { password: 'Abcdefgh' },
} satisfies Meta<typeof PasswordStrengthMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Força da senha' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Média');
    await expect(within(canvasElement).getByText('Força da senha: Média')).toBeVisible();
  },
};

export const Empty: Story = { args: { password: '' } };

export const Strong: Story = { args: { password: 'Odonto@2026' } };

function NewPasswordField() {
  const [password, setPassword] = useState('');
  return (
    <Stack gap="2" maxW="sm">
      <PasswordInput
        label="Nova senha"
        placeholder="Nova senha*"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordStrengthMeter password={password} />
    </Stack>
  );
}

/** Typing a password walks the meter through the five levels of docs/product-rules.md#password-strength. */
export const LevelsWhileTyping: Story = {
  render: () => <NewPasswordField />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Nova senha');
    const meter = canvas.getByRole('meter', { name: 'Força da senha' });
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="bar"]');
    const levels: Array<[string, number, string, string]> = [
      ['abc', 0, 'Muito fraca', '0%'],
      ['abcdefgh', 1, 'Fraca', '25%'],
      ['Abcdefgh', 2, 'Média', '50%'],
      ['Abcdefg1', 3, 'Boa', '75%'],
      ['Abcdef1!', 4, 'Forte', '100%'],
    ];
    const colours: string[] = [];
    for (const [password, score, label, width] of levels) {
      await step(`${password} is ${label}`, async () => {
        await userEvent.clear(field);
        await userEvent.type(field, password);
        await expect(field).toHaveValue(password);
        await expect(meter).toHaveAttribute('aria-valuenow', String(score));
        await expect(meter).toHaveAttribute('aria-valuetext', label);
        await expect(canvas.getByText(`Força da senha: ${label}`)).toBeVisible();
        await expect(bar?.style.width).toBe(width);
        if (bar) colours.push(getComputedStyle(bar).backgroundColor);
      });
    }
    // red, red, yellow, green, green
    await expect(colours[0]).toBe(colours[1]);
    await expect(colours[3]).toBe(colours[4]);
    await expect(new Set([colours[1], colours[2], colours[3]]).size).toBe(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => <NewPasswordField />,
};
