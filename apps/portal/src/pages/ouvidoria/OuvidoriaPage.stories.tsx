import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { ouvidoriaOk, ouvidoriaRejectsEmail, ouvidoriaServerError } from '../../testing/ouvidoria-handlers';
import { PortalScreen } from '../../testing/PortalScreen';

const meta = {
  title: 'Portal/Ouvidoria',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, ouvidoriaOk] } },
  args: { path: '/ouvidoria' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its visible label (the required ones end in '*'). */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(new RegExp(`^${label}`));

async function fillRequired(canvasElement: HTMLElement, email = 'ana.souza@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Número da carteirinha/), '09000001000001001');
  await userEvent.type(field(canvasElement, 'Nome'), 'Dra. Ana Souza');
  await userEvent.type(field(canvasElement, 'E-mail'), email);
  await userEvent.type(field(canvasElement, 'WhatsApp'), '(11) 98765-4321');
  await userEvent.type(field(canvasElement, 'Cidade'), 'São Paulo');
  await userEvent.type(field(canvasElement, 'Mensagem'), 'O primeiro atendimento não respondeu.');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ouvidoria' })).toBeVisible();
    await expect(canvas.getByText(/canal de segunda instância/)).toBeVisible();
    const contacts = canvas.getByRole('region', { name: 'Contatos da Ouvidoria' });
    await expect(within(contacts).getByRole('link', { name: '(11) 3333-5555' })).toHaveAttribute(
      'href',
      'tel:+551133335555',
    );
    await expect(within(contacts).getByRole('link', { name: '0800 777 0123' })).toBeVisible();
    await expect(within(contacts).getByText(/Av\. Paulista, 1000/)).toBeVisible();
    // Every field has a visible label; the optional ones say so, the required ones are marked.
    for (const label of [
      'Número de protocolo anterior (opcional)',
      'Número da carteirinha',
      'Nome',
      'E-mail',
      'Telefone fixo (opcional)',
      'WhatsApp',
      'Cidade',
      'Mensagem',
    ]) {
      await expect(field(canvasElement, label.replace(/[()]/g, '\\$&'))).toBeVisible();
    }
    await expect(field(canvasElement, 'WhatsApp')).toBeRequired();
    await expect(field(canvasElement, 'Telefone fixo')).not.toBeRequired();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^E-mail/), 'ana@');
    await userEvent.type(field(canvasElement, 'WhatsApp'), '9876');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    for (const message of [
      'Informe o número da carteira.',
      'Informe o nome.',
      'Informe um e-mail válido.',
      'Informe o WhatsApp com DDD (10 ou 11 dígitos).',
      'Informe a cidade.',
      'Escreva a mensagem.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // Focus goes to the first field to fix; what was typed stays.
    await expect(field(canvasElement, 'Número da carteirinha')).toHaveFocus();
    await expect(field(canvasElement, 'E-mail')).toHaveValue('ana@');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('Mensagem enviada');
    await expect(notice).toHaveTextContent('Protocolo: 12345620261121000042');
    await expect(notice).toHaveTextContent('Prazo de resposta: 01/12/2026');
    await waitFor(() => expect(field(canvasElement, 'Mensagem')).toHaveValue(''));
  },
};

export const ServerRejectsField: Story = {
  parameters: { msw: { handlers: [currentUserOk, ouvidoriaRejectsEmail] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    // The server's word appears on top and under the field it concerns.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
    await expect(field(canvasElement, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvasElement, 'Cidade')).toHaveValue('São Paulo');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [currentUserOk, ouvidoriaServerError] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar sua mensagem. Tente novamente.',
    );
    // Nothing typed is lost.
    await expect(field(canvasElement, 'Mensagem')).toHaveValue('O primeiro atendimento não respondeu.');
    await expect(field(canvasElement, 'Número da carteirinha')).toHaveValue('09000001000001001');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Enviar mensagem' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
