import { Heading } from '@chakra-ui/react';
import { lazyScreen } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { RouteError } from './RouteError';

/** Whether the story's screen throws while drawing (React itself retries a failed render once). */
let screenFails = true;

function FailingScreen() {
  if (screenFails) throw new Error('a tela falhou ao desenhar');
  return <Heading as="h1">Planos de Tratamento</Heading>;
}

type Failure = 'render' | 'code';

/** One screen route with the portal's error element: it throws while drawing, or its code never arrives. */
function ScreenThatFails({ failure }: { failure: Failure }) {
  const [router] = useState(() => {
    screenFails = true;
    return createMemoryRouter(
      [
        {
          path: '/plano-tratamento',
          errorElement: <RouteError />,
          ...(failure === 'render'
            ? { Component: FailingScreen }
            : lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))),
        },
        { path: '/dashboard', element: <Heading as="h1">Dashboard</Heading> },
      ],
      { initialEntries: ['/plano-tratamento'] },
    );
  });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Portal/Route error',
  component: ScreenThatFails,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { failure: 'render' },
} satisfies Meta<typeof ScreenThatFails>;

export default meta;
type Story = StoryObj<typeof meta>;

const errorElement = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert', { name: 'Algo deu errado' });
  await expect(within(alert).getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
  await expect(within(alert).getByText(/Não foi possível mostrar esta tela/)).toBeVisible();
  await expect(within(alert).getByRole('link', { name: 'Voltar para o Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(canvas.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  return within(alert).getByRole('button', { name: 'Tentar novamente' });
};

/** A screen that throws while drawing: the pt-BR element; once the cause is gone, 'Tentar novamente' draws it. */
export const RenderErrorThenRetry: Story = {
  play: async ({ canvasElement }) => {
    const retry = await errorElement(canvasElement);
    screenFails = false;
    await userEvent.click(retry);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Planos de Tratamento' }),
    ).toBeVisible();
  },
};

/** A screen whose code did not download: the same element (its retry reloads the page, not clicked here). */
export const ScreenCodeMissing: Story = {
  args: { failure: 'code' },
  play: async ({ canvasElement }) => {
    await expect(await errorElement(canvasElement)).toBeEnabled();
  },
};

/** The link leaves the failed screen for the dashboard. */
export const BackToDashboard: Story = {
  play: async ({ canvasElement }) => {
    await errorElement(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Voltar para o Dashboard' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Dashboard' }),
    ).toBeVisible();
  },
};
