import { Pagination, type PaginationProps } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Keeps the page in state so the stories navigate like a screen does. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, totalItems: 95, pageSize: 10, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MiddlePage: Story = { args: { page: 6 } };

export const SinglePage: Story = {
  args: { totalItems: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Mostrando 1 a 7 de 7 resultados')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Página/ })).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mostrando 0 a 0 de 0 resultados')).toBeVisible();
  },
};

export const NavigatesThroughTheWindow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Paginação' });
    const pageButtons = () =>
      within(nav)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((button) => button.textContent);

    await expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByText('Mostrando 1 a 10 de 95 resultados')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Página 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    await expect(canvas.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Mostrando 41 a 50 de 95 resultados')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']);

    await userEvent.click(canvas.getByRole('button', { name: 'Página 6' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Página 10' }));
    await expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']);
    await expect(canvas.getByText('Mostrando 91 a 95 de 95 resultados')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // 'Anterior' is disabled on the first page, so the first stop is page 1.
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 3 de 10')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Página 3' })).toBeNull();
    await expect(canvas.queryByText(/^Mostrando/)).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText('Página 4 de 10')).toBeVisible();
  },
};
