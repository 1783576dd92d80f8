import { Button, Field, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { AuthLayout, Notice, PasswordInput, PasswordStrengthMeter } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

function CroField() {
  return (
    <Field.Root required>
      <Field.Label>
        CRO
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name="document" inputMode="numeric" placeholder="Digite seu CRO*" />
    </Field.Root>
  );
}

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
        <CroField />
        <Button colorPalette="brand">Solicitar Cadastro</Button>
        <Link href="/login" color="brand.fg" fontWeight="medium" alignSelf="center">
          Voltar para o login
        </Link>
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
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByLabelText(/CRO/));
  },
};

export const Login: Story = {
  args: {
    title: 'Portal do Dentista',
    subtitle: 'Acesse com seu CRO e sua senha',
    children: (
      <Stack gap="4">
        <CroField />
        <PasswordInput label="Senha" required placeholder="Digite sua senha*" />
        <HStack justify="space-between" wrap="wrap">
          <Link href="/first-access" color="brand.fg" fontWeight="medium">
            Primeiro acesso
          </Link>
          <Link href="/forgot-password" color="brand.fg" fontWeight="medium">
            Esqueceu sua senha?
          </Link>
        </HStack>
        <Button colorPalette="brand" size="lg">
          Acessar
        </Button>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portal do Dentista' })).toBeVisible();
    // The banner says what the portal is for instead of repeating the heading.
    const banner = canvas.getByRole('complementary', { name: 'Apresentação do portal' });
    await expect(banner).toHaveTextContent('Seus planos de tratamento, do pedido ao pagamento');
    await expect(banner).not.toHaveTextContent('Portal do Dentista');
  },
};

/** 'Definir Nova Senha' opened without the e-mailed token: yellow notice, submit disabled. */
export const SetPasswordWithoutToken: Story = {
  args: {
    title: 'Definir Nova Senha',
    subtitle: 'Crie uma senha segura para acessar o portal',
    children: (
      <Stack gap="4">
        <Notice status="warning">Link inválido ou expirado. Solicite um novo e-mail.</Notice>
        <PasswordInput label="Nova senha" required placeholder="Nova senha*" autoComplete="new-password" />
        <PasswordStrengthMeter password="" />
        <PasswordInput
          label="Confirmar nova senha"
          required
          placeholder="Confirmar nova senha*"
          autoComplete="new-password"
        />
        <Button colorPalette="brand" disabled>
          Definir Senha
        </Button>
      </Stack>
    ),
    footer: (
      <Link href="/login" color="brand.fg" fontWeight="medium">
        Voltar para o login
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Link inválido ou expirado. Solicite um novo e-mail.',
    );
    await expect(canvas.getByRole('button', { name: 'Definir Senha' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The banner stacks above the card and the card keeps to the screen's width.
    const banner = canvas.getByRole('complementary', { name: 'Apresentação do portal' });
    const main = canvas.getByRole('main');
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(main.getBoundingClientRect().top);
    await expect(main.scrollWidth).toBeLessThanOrEqual(320);
  },
};
