import { LoadStatus } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/LoadStatus',
  component: LoadStatus,
  tags: ['autodocs'],
  args: { loadingText: 'Carregando glosas...', error: null, onRetry: fn() },
} satisfies Meta<typeof LoadStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando glosas...');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The reason, and a button to ask again that the keyboard reaches. */
export const ErrorWithRetry: Story = {
  args: { error: 'Erro de conexão. Verifique sua internet e tente novamente.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Asking again would change nothing (e.g. the dentist's CRO is missing): no button. */
export const ErrorWithoutRetry: Story = {
  args: { error: 'CRO do dentista não informado', onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('CRO do dentista não informado');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Loaded: it shows nothing, the screen shows its data. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
