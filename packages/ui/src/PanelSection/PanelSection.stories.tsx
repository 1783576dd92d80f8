import { Text } from '@chakra-ui/react';
import { PanelSection } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/PanelSection',
  component: PanelSection,
  tags: ['autodocs'],
  args: {
    title: 'Dentista Executante',
    children: <Text>Dra. Ana Souza, CRO 12345-SP</Text>,
  },
} satisfies Meta<typeof PanelSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A region named by its visible heading, so screen readers list it among the landmarks.
    const region = canvas.getByRole('region', { name: 'Dentista Executante' });
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Dentista Executante' }),
    ).toBeVisible();
    await expect(within(region).getByText('Dra. Ana Souza, CRO 12345-SP')).toBeVisible();
  },
};

/** The region says more than its heading (the plan screen's chart). */
export const WithLabel: Story = {
  args: { title: 'Odontograma', label: 'Odontograma do plano' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Odontograma do plano' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Odontograma' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
