import { SearchField } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Número da Carteira ou CPF',
    placeholder: 'Ex.: 0900 0001 000001-00 1',
    onSearch: fn(),
    onClear: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SubmitsTrimmedTextOnEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Número da Carteira ou CPF' });
    const button = canvas.getByRole('button', { name: 'Buscar' });
    await expect(button).toBeDisabled();

    await userEvent.type(field, '   {Enter}');
    await expect(button).toBeDisabled();
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.type(field, ' 52998224725  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('52998224725');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('    52998224725  ');
  },
};

export const SubmitsWithTheButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Número da Carteira ou CPF' }),
      'Maria da Silva ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Maria da Silva');
  },
};

export const ClearsAndKeepsFocus: Story = {
  args: { defaultValue: '09000001000001001' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Número da Carteira ou CPF' });
    await expect(field).toHaveValue('09000001000001001');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
  },
};

export const Searching: Story = {
  args: { defaultValue: '52998224725', searching: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Buscando...' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Número da Carteira ou CPF' }), '{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '52998224725', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número da Carteira ou CPF' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buscar' })).toBeDisabled();
  },
};

/** For a search box whose purpose the screen already makes obvious (e.g. in a toolbar). */
export const LabelForScreenReadersOnly: Story = {
  args: { label: 'Buscar glosas', labelHidden: true, placeholder: 'Paciente, procedimento ou código' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The <search> landmark carries the same name (Testing Library does not know its implicit role yet).
    await expect(canvasElement.querySelector('search')).toHaveAttribute('aria-label', 'Buscar glosas');
    await expect(canvas.getByRole('textbox', { name: 'Buscar glosas' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
