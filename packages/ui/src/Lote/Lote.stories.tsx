import { DemonstrativoSummary, LoteSteps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Lote',
  component: LoteSteps,
  args: {
    passos: [
      { status: 'Aberto', em: '2026-10-01T13:00:00.000Z' },
      { status: 'Enviado', em: '2026-10-10T18:20:00.000Z' },
      { status: 'Em análise', em: '2026-10-15T12:05:00.000Z' },
      { status: 'Analisado', em: '2026-10-18T16:40:00.000Z' },
      { status: 'Pago', em: '2026-10-25T14:00:00.000Z' },
    ],
  },
} satisfies Meta<typeof LoteSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid batch's five steps, in order, each dated in Brasília. */
export const Steps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: 'Passos do lote' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Aberto01/10/2026 10:00',
      'Enviado10/10/2026 15:20',
      'Em análise15/10/2026 09:05',
      'Analisado18/10/2026 13:40',
      'Pago25/10/2026 11:00',
    ]);
  },
};

/** A sent batch: only the steps it took so far. */
export const Sent: Story = {
  args: {
    passos: [
      { status: 'Aberto', em: '2026-11-02T13:00:00.000Z' },
      { status: 'Enviado', em: '2026-11-10T18:20:00.000Z' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Passos do lote' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

/** The payment statement's figures: released = informed − glosado, paid by PIX. */
export const Statement: Story = {
  render: () => (
    <DemonstrativoSummary
      demonstrativo={{
        numeroDemonstrativo: 'DP000012',
        emitidoEm: '2026-10-25T14:00:00.000Z',
        dataPagamento: '2026-10-25',
        formaPagamento: 'pix',
        valorInformado: 770,
        valorGlosado: 620,
        valorLiberado: 150,
        coparticipacao: 154,
        valorCreditos: 0,
        valorRecebido: 150,
        hash: '0f9c3a1e2b7d4c5a8e6f1a2b3c4d5e6f',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['DP000012', '25/10/2026', 'PIX', 'R$ 770,00', 'R$ 620,00', 'R$ 150,00']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    // The hash is the console's: the dentist's screens leave it out.
    await expect(canvas.queryByText('Hash do demonstrativo')).toBeNull();
    // No appeal credit: neither the credits nor a received total different from the released one.
    await expect(canvas.queryByText('Créditos de recurso')).toBeNull();
    await expect(canvas.queryByText('Valor recebido')).toBeNull();
  },
};

/**
 * A statement that also paid accepted glosa appeals: the credits, and what was received in all (released plus
 * credits).
 */
export const StatementWithCredits: Story = {
  render: () => (
    <DemonstrativoSummary
      demonstrativo={{
        numeroDemonstrativo: 'DP000013',
        emitidoEm: '2026-12-10T14:00:00.000Z',
        dataPagamento: '2026-12-10',
        formaPagamento: 'bank_transfer',
        valorInformado: 980,
        valorGlosado: 45,
        valorLiberado: 935,
        coparticipacao: 0,
        valorCreditos: 620,
        valorRecebido: 1555,
        hash: '7a1c4f2065d8e1a7c3b9f0d4e62b3d9e',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figureOf = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(figureOf('Valor liberado')).toHaveTextContent('R$ 935,00');
    await expect(figureOf('Créditos de recurso')).toHaveTextContent('R$ 620,00');
    await expect(figureOf('Valor recebido')).toHaveTextContent('R$ 1.555,00');
  },
};
