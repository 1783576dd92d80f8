import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

function LoginScreen() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
    initialEntries: ['/login'],
  });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Portal/Login',
  component: LoginScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Portal do Dentista');
    // The logo and the heading name the portal; the banner says what it is for.
    await expect(canvas.getByRole('complementary', { name: 'Apresentação do portal' })).not.toHaveTextContent(
      'Portal do Dentista',
    );
    await expect(canvas.getByPlaceholderText('Digite seu CRO*')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Digite sua senha*')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'Primeiro acesso' })).toHaveAttribute(
      'href',
      '/first-access',
    );
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acessar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, preencha todos os campos obrigatórios.',
    );
    // The kit's Notice: it can be closed (and closes itself after 5 s).
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing wider than the phone: no sideways scrolling on the sign-in screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Acessar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Esqueceu sua senha?' })).toBeVisible();
  },
};
