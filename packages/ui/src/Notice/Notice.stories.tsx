import { Button, Stack } from '@chakra-ui/react';
import { Notice } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  tags: ['autodocs'],
  args: {
    status: 'success',
    children: 'Procedimento adicionado com sucesso!',
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Procedimento adicionado com sucesso!');
  },
};

export const ErrorMessage: Story = {
  args: { status: 'error', children: 'Erro ao criar plano de tratamento, por favor tente novamente!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro ao criar plano de tratamento, por favor tente novamente!',
    );
  },
};

export const Warning: Story = {
  args: { status: 'warning', children: 'Link inválido ou expirado. Solicite um novo e-mail.' },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('alert');
    await expect(notice).toHaveAttribute('data-status', 'warning');
    // Yellow (Chakra's yellow.100 behind the text), not Chakra's default orange, for warnings (docs/product-rules.md#set-password-from-e-mailed-link).
    await expect(getComputedStyle(notice).backgroundColor).toBe('rgb(254, 249, 195)');
  },
};

export const Info: Story = {
  args: { status: 'info', title: 'Atenção', children: 'Os anexos aceitam JPG, PNG, GIF, TIFF ou PDF.' },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fechar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function AutoDismissDemo() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Stack gap="3" align="start">
      <Button colorPalette="brand" onClick={() => setMessage('Arquivo(s) enviado(s) com sucesso!')}>
        Mostrar mensagem
      </Button>
      {message ? (
        <Notice status="success" autoDismiss onDismiss={() => setMessage(null)}>
          {message}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** The message clears itself after 5 seconds (timing is tested in Notice.test.tsx with fake timers). */
export const AutoDismiss: Story = {
  render: () => <AutoDismissDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar mensagem' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Arquivo(s) enviado(s) com sucesso!');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * An error asked to clear itself stays (WCAG 2.2.1): it is not marked as going away, and only its close
 * button (or the next try) removes it. The 5 s count itself is tested in Notice.test.tsx with fake timers.
 */
export const ErrorStays: Story = {
  args: {
    status: 'error',
    autoDismiss: true,
    onDismiss: fn(),
    children: 'Não foi possível enviar o arquivo. Tente novamente.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).not.toHaveAttribute('data-self-clearing');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A success asked to clear itself is marked so (and goes after 5 s). */
export const SuccessClears: Story = {
  args: { status: 'success', autoDismiss: true, onDismiss: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-self-clearing', '');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { status: 'warning', children: 'Link inválido ou expirado. Solicite um novo e-mail.' },
};
