import { Box, Button, Stack } from '@chakra-ui/react';
import { Toaster } from '@odonto/ui';
import { toaster } from '@odonto/ui/toaster';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REMOVE_ERROR } from './PlanItemsTable';
import { type PlanMessage, PlanMessages, type ShownMessage } from './PlanMessages';

/** The plan screen's messages at the top of a long page, and an action near them and one far below. */
function LongPlanPage() {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const show = (message: PlanMessage) =>
    setMessages((shown) => [...shown, { ...message, id: shown.length + 1 }]);
  return (
    <Stack gap="4" p="4">
      <PlanMessages
        messages={messages}
        onDismiss={(id) => setMessages((shown) => shown.filter((m) => m.id !== id))}
      />
      <Button alignSelf="start" onClick={() => show({ status: 'success', text: 'Guia TISS emitida.' })}>
        Emitir guia
      </Button>
      {/* The odontogram, the people, the history... */}
      <Box h="3500px" aria-hidden="true" />
      <Button alignSelf="start" onClick={() => show({ status: 'error', text: REMOVE_ERROR })}>
        Remover
      </Button>
      <Toaster />
    </Stack>
  );
}

const meta = {
  title: 'Portal/Plano de Tratamento existente/Mensagens',
  component: LongPlanPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    window.scrollTo({ top: 0 });
  },
} satisfies Meta<typeof LongPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A result whose message lands out of the viewport: a toast repeats it there (an error, it stays: alert). */
export const OutOfViewRepeatedInToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remover' });
    remove.scrollIntoView({ block: 'center' });
    await userEvent.click(remove);
    const toasts = await screen.findByRole('region', { name: 'Avisos (Alt+T)' });
    const toast = await within(toasts).findByRole('alert');
    await expect(toast).toHaveTextContent(REMOVE_ERROR);
    await waitFor(() => expect(toast).toBeVisible());
    // The message at the top is there too, for whoever scrolls up.
    await expect(canvas.getAllByRole('alert')[0]).toHaveTextContent(REMOVE_ERROR);
  },
};

/** A message in view is enough: no toast repeats it. */
export const InViewNoToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Emitir guia' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Guia TISS emitida.');
    // Give a toast the time it would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(toaster.getVisibleToasts()).toHaveLength(0);
  },
};
