import { HStack, Stack } from '@chakra-ui/react';
import { FINANCIAL_STATUS, GLOSA_STATUS, LOTE_STATUS } from '@odonto/contract';
import { StatusBadge, TissStatus } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { kind: 'plano', value: 2 },
  argTypes: {
    kind: { control: 'inline-radio', options: ['plano', 'item', 'glosa', 'financeiro', 'lote'] },
    value: { control: 'text' },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;

const ITEM_STATUSES = [
  'Aguardando Aprovação',
  'Ativo',
  '',
  'Auditoria',
  'Aguardando Justificativa',
  'Aguardando Documentação',
  'Aguardando Aceite',
  'Em Junta',
  'Autorizado',
  'Realizado',
  'Negado',
];
type Story = StoryObj<typeof meta>;

/** Background colour the browser computed, to check that each status gets its own colour. */
const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Autorizado');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'plano.autorizado');
  },
};

export const PlanStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="3">
      {[0, 1, 2, 3, 4, 5, 6, 99].map((value) => (
        <StatusBadge key={value} kind="plano" value={value} data-testid={`plano-${value}`} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = [0, 1, 2, 3, 4, 5, 6, 99].map((value) => canvas.getByTestId(`plano-${value}`).textContent);
    await expect(labels).toEqual([
      'Rascunho',
      'Pendente',
      'Autorizado',
      'Concluído',
      'Cancelado',
      'Autorizado parcialmente',
      'Negado',
      'Pendente',
    ]);
    // Unknown status 99 looks exactly like Pendente; the seven known ones all differ.
    await expect(background(canvas.getByTestId('plano-99'))).toBe(background(canvas.getByTestId('plano-1')));
    const colours = new Set(
      [0, 1, 2, 3, 4, 5, 6].map((value) => background(canvas.getByTestId(`plano-${value}`))),
    );
    await expect(colours.size).toBe(7);
  },
};

export const ItemStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="3">
      {ITEM_STATUSES.map((value) => (
        <StatusBadge
          key={value || 'vazio'}
          kind="item"
          value={value}
          data-testid={`item-${value || 'vazio'}`}
        />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('item-vazio')).toHaveTextContent('Aguardando Aprovação');
    await expect(background(canvas.getByTestId('item-vazio'))).toBe(
      background(canvas.getByTestId('item-Aguardando Aprovação')),
    );
    await expect(canvas.getByTestId('item-Negado')).toHaveAttribute('data-tone', 'item.outro');
    await expect(canvas.getByTestId('item-Realizado')).toHaveAttribute('data-tone', 'item.realizado');
    // The audit's two requests (TISS 4 and 5), an authorization with change waiting for the dentist and a
    // contested denial each have their own colour, unlike any other item status.
    const requests = [
      'Aguardando Justificativa',
      'Aguardando Documentação',
      'Aguardando Aceite',
      'Em Junta',
    ].map((value) => background(canvas.getByTestId(`item-${value}`)));
    const others = ['Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Realizado', 'Negado'].map((value) =>
      background(canvas.getByTestId(`item-${value}`)),
    );
    await expect(new Set([...requests, ...others]).size).toBe(9);
    await expect(canvas.getByTestId('item-Aguardando Aceite')).toHaveTextContent('Aguardando aceite');
    await expect(canvas.getByTestId('item-Em Junta')).toHaveTextContent('Em junta');
  },
};

export const WithTissCode: Story = {
  render: () => (
    <Stack gap="3" align="start">
      <StatusBadge
        kind="plano"
        value={5}
        tiss={{ codigo: 7, descricao: 'Autorizado parcialmente' }}
        data-testid="plano"
      />
      <StatusBadge
        kind="item"
        value="Aguardando Documentação"
        tiss={{ codigo: 5, descricao: 'Aguardando documentação do prestador' }}
        data-testid="item"
      />
      <TissStatus status={{ codigo: 7, descricao: 'Autorizado parcialmente' }} />
      <TissStatus status={null} data-testid="sem-tiss" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('plano')).toHaveTextContent('Autorizado parcialmente · TISS 7');
    await expect(canvas.getByTestId('item')).toHaveTextContent('Aguardando Documentação · TISS 5');
    await expect(canvas.getByText('TISS 7 · Autorizado parcialmente')).toBeVisible();
    // A draft has no TISS status: nothing is rendered.
    await expect(canvas.queryByTestId('sem-tiss')).toBeNull();
  },
};

/** Where a glosa's appeal stands: each its own colour. */
export const GlosaStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="3">
      {GLOSA_STATUS.map((value) => (
        <StatusBadge key={value} kind="glosa" value={value} data-testid={`glosa-${value}`} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = GLOSA_STATUS.map((value) => canvas.getByTestId(`glosa-${value}`).textContent);
    await expect(labels).toEqual(['Não recorrida', 'Em recurso', 'Aceita', 'Aceita em parte', 'Mantida']);
    const colours = new Set(GLOSA_STATUS.map((value) => background(canvas.getByTestId(`glosa-${value}`))));
    await expect(colours.size).toBe(GLOSA_STATUS.length);
  },
};

/** A sent batch's payment: pending until the operator pays it. */
export const FinancialStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="3">
      {FINANCIAL_STATUS.map((value) => (
        <StatusBadge key={value} kind="financeiro" value={value} data-testid={`financeiro-${value}`} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('financeiro-pending')).toHaveTextContent('Pendente');
    await expect(canvas.getByTestId('financeiro-completed')).toHaveTextContent('Pago');
    await expect(background(canvas.getByTestId('financeiro-pending'))).not.toBe(
      background(canvas.getByTestId('financeiro-completed')),
    );
  },
};

/** A billing batch from open to paid: each step its own colour. */
export const LoteStatuses: Story = {
  render: () => (
    <HStack wrap="wrap" gap="3">
      {LOTE_STATUS.map((value) => (
        <StatusBadge key={value} kind="lote" value={value} data-testid={`lote-${value}`} />
      ))}
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of LOTE_STATUS) await expect(canvas.getByText(label)).toBeVisible();
    const colours = new Set(LOTE_STATUS.map((value) => background(canvas.getByTestId(`lote-${value}`))));
    await expect(colours.size).toBe(LOTE_STATUS.length);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <Stack gap="2" align="start">
      <StatusBadge kind="plano" value={1} />
      <StatusBadge kind="item" value="Aguardando Aprovação" />
      <StatusBadge kind="glosa" value="em_recurso" />
    </Stack>
  ),
};
