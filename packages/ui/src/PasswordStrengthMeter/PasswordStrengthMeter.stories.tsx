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
    await expect(await within(canvasElement).findByText('Força da senha: Média')).toBeVisible();
    const meter = within(canvasElement).getByRole('meter', { name: 'Força da senha' });
    await expect(meter).toHaveAttribute('aria-valuenow', '2');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Média');
    await expect(within(canvasElement).getByText('Força da senha: Média')).toBeVisible();
  },
};

export const Empty: Story = { args: { password: '' } };

/** A passphrase of unrelated words: the server accepts it, and the meter calls it 'Forte' once checked. */
export const Strong: Story = {
  args: { password: 'Cavalo-Grampo-Bateria-9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Força da senha: Forte')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuenow', '4');
    await expect(canvas.queryByText(/muito comum/)).not.toBeInTheDocument();
  },
};

const SENHA_COMUM = 'Esta senha é muito comum e fácil de adivinhar. Escolha uma senha diferente.';

/**
 * Four character classes, yet a product word and a year: the server refuses 'Dentista@2026', so the meter
 * never calls it 'Forte' and shows the server's own reason before the form is sent.
 */
export const Refused: Story = {
  args: { password: 'Dentista@2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(SENHA_COMUM)).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Força da senha' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Muito fraca');
    await expect(canvas.queryByText('Força da senha: Forte')).not.toBeInTheDocument();
  },
};

/** The owner's own name is refused too, when the screen knows it (the signed-in dentist's settings). */
export const RefusedOwnName: Story = {
  args: { password: 'Souza#Ana77', owner: { nome: 'Dra. Ana Souza', cro: '12345' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SENHA_COMUM)).toBeVisible();
  },
};

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
    // The shared check has loaded (no 'Forte' before it answers).
    await userEvent.type(field, 'x');
    await expect(await canvas.findByText('Força da senha: Muito fraca')).toBeVisible();
    await expect(canvasElement.querySelector('[data-checked="true"]')).not.toBeNull();
    const levels: Array<[string, number, string, string]> = [
      ['qrx', 0, 'Muito fraca', '0%'],
      ['qrxwmnbt', 1, 'Fraca', '25%'],
      ['Qrxwmnbt', 2, 'Média', '50%'],
      ['Qrxwmnb1', 3, 'Boa', '75%'],
      ['Qrxwmn1!', 4, 'Forte', '100%'],
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
