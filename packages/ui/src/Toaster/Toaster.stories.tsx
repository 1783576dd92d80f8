import { Button, HStack } from '@chakra-ui/react';
import { showToast, Toaster } from '@odonto/ui';
import { toaster } from '@odonto/ui/toaster';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

function ToasterDemo() {
  return (
    <HStack gap="3">
      <Button
        colorPalette="brand"
        onClick={() =>
          showToast({
            status: 'success',
            title: 'Procedimento autorizado',
            description:
              'Maria S., PTO-1042, dente 26: 85100196 - Restauração em resina fotopolimerizável 1 face.',
          })
        }
      >
        Mostrar sucesso
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          showToast({
            status: 'error',
            title: 'Não foi possível enviar o arquivo.',
            description: 'Tente novamente.',
          })
        }
      >
        Mostrar erro
      </Button>
      <Toaster />
    </HStack>
  );
}

const meta = {
  title: 'UI/Toaster',
  component: ToasterDemo,
  parameters: { layout: 'centered' },
  // The toaster is one per app: each story starts with none on screen.
  beforeEach: () => {
    toaster.remove();
  },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success: a status in the named region, with its text and a close button. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar sucesso' }));
    const region = await screen.findByRole('region', { name: 'Avisos (Alt+T)' });
    const toast = await within(region).findByRole('status');
    await expect(toast).toHaveTextContent('Procedimento autorizado');
    await expect(toast).toHaveTextContent('Maria S., PTO-1042');
    await waitFor(() => expect(toast).toBeVisible());
    const close = within(toast).getByRole('button', { name: 'Fechar aviso' });
    const box = close.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  },
};

/** An error: an alert, which stays until its close button is pressed (the keyboard reaches it). */
export const ErrorUntilClosed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar erro' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toHaveTextContent('Não foi possível enviar o arquivo.');
    const close = within(toast).getByRole('button', { name: 'Fechar aviso' });
    close.focus();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  },
};
