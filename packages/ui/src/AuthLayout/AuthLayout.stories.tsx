import { Button, Input, Stack } from '@chakra-ui/react';
import { AuthLayout } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/AuthLayout',
  component: AuthLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Primeiro Acesso',
    subtitle: 'Solicite o cadastro da sua conta',
    children: (
      <Stack gap="4">
        <Input aria-label="CRO" placeholder="Digite seu CRO*" />
        <Button colorPalette="brand">Solicitar Cadastro</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeVisible();
    await expect(canvas.getByText('Solicite o cadastro da sua conta')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Apresentação do portal' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
