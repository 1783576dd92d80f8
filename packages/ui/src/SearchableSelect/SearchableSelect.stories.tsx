import { Button } from '@chakra-ui/react';
import { SearchableSelect, type SearchableSelectProps, type SelectOption } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

// Real TUSS dental codes (shared/data/tuss-odontologia.csv), labelled 'code - description' as on the plan screen.
const procedures: SelectOption[] = [
  { code: '81000030', description: 'Consulta odontológica' },
  { code: '81000049', description: 'Consulta odontológica de Urgência' },
  { code: '81000065', description: 'Consulta odontológica inicial' },
  { code: '81000375', description: 'Radiografia interproximal - bite-wing' },
  { code: '81000383', description: 'Radiografia oclusal' },
  { code: '81000421', description: 'Radiografia periapical' },
  { code: '82000816', description: 'Exodontia a retalho' },
  { code: '82000859', description: 'Exodontia de raiz residual' },
].map(({ code, description }) => ({ value: code, label: `${code} - ${description}` }));

function StatefulSearchableSelect(props: SearchableSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchableSelect
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/SearchableSelect',
  component: SearchableSelect,
  tags: ['autodocs'],
  args: {
    label: 'Procedimento',
    placeholder: 'Selecione um Procedimento',
    emptyText: 'Nenhum procedimento encontrado para sua busca.',
    options: procedures,
    value: null,
    onValueChange: fn(),
  },
  render: (args) => <StatefulSearchableSelect {...args} />,
} satisfies Meta<typeof SearchableSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = {
  args: { value: '81000421' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Procedimento' })).toHaveValue(
      '81000421 - Radiografia periapical',
    );
  },
};

/** The procedures arrive after the plan's chosen value (a slow request); the label shows once they do. */
export const OptionsArriveLater: Story = {
  args: { value: '81000421' },
  render: function Render(args) {
    const [options, setOptions] = useState<SelectOption[]>([]);
    return (
      <>
        <SearchableSelect {...args} options={options} />
        <Button mt="4" onClick={() => setOptions(procedures)}>
          Carregar procedimentos
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Procedimento' });
    await expect(input).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar procedimentos' }));
    await expect(input).toHaveValue('81000421 - Radiografia periapical');
  },
};

/** The screen clears the choice after adding the procedure; the text clears with it. */
export const ResetByTheScreen: Story = {
  args: { value: '81000421' },
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(args.value);
    return (
      <>
        <SearchableSelect {...args} value={value} onValueChange={setValue} />
        <Button mt="4" onClick={() => setValue(null)}>
          Adicionar
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Procedimento' });
    await expect(input).toHaveValue('81000421 - Radiografia periapical');
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
    await expect(input).toHaveValue('');
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'Por favor, selecione um procedimento.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Procedimento/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Por favor, selecione um procedimento.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Procedimento' })).toBeDisabled();
  },
};

const visibleOptionLabels = () => screen.queryAllByRole('option').map((option) => option.textContent?.trim());
// The list is positioned before it is shown; give a busy machine time for that.
const eventually = { timeout: 10_000 };
// Faster than anyone types, yet not the zero delay at which a loaded test machine drops keystrokes.
const typing = { delay: 15 };

/**
 * Waits until the field holds exactly what was typed, the list is open and it shows `labels`. A failure
 * names which of the three went wrong: an older text written back into the field, a list that closed on
 * the clear and did not reopen, or a filter that settled on other options (CI once saw [] here).
 */
const expectListFor = (input: HTMLElement, typed: string, labels: string[]) =>
  waitFor(() => {
    expect(input).toHaveValue(typed);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(visibleOptionLabels()).toEqual(labels);
  }, eventually);

export const FiltersByLabel: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Procedimento' });
    // Reached with Tab and typed into, as a keyboard user does.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('radio', typing);
    await waitFor(
      () =>
        expect(visibleOptionLabels()).toEqual([
          '81000375 - Radiografia interproximal - bite-wing',
          '81000383 - Radiografia oclusal',
          '81000421 - Radiografia periapical',
        ]),
      eventually,
    );

    // Accents and case do not matter; codes are part of the label.
    await userEvent.clear(input);
    await userEvent.type(input, 'ODONTOLOGICA DE URG', typing);
    await expectListFor(input, 'ODONTOLOGICA DE URG', ['81000049 - Consulta odontológica de Urgência']);
    await userEvent.clear(input);
    await userEvent.type(input, '8200085', typing);
    await expectListFor(input, '8200085', ['82000859 - Exodontia de raiz residual']);
  },
};

export const ShowsTheEmptyText: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Procedimento' });
    await userEvent.type(input, 'implante zigomático', typing);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'Nenhum procedimento encontrado para sua busca.',
      ),
    );
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Sighted users read the same text where the options would be.
    const shown = screen.getAllByText('Nenhum procedimento encontrado para sua busca.');
    await expect(shown.some((element) => element.getAttribute('aria-hidden') === 'true')).toBe(true);

    await userEvent.clear(input);
    await userEvent.type(input, 'oclusal', typing);
    await expectListFor(input, 'oclusal', ['81000383 - Radiografia oclusal']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

export const SelectsWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Procedimento' });
    await userEvent.click(input);
    await userEvent.type(input, 'exodontia', typing);
    await waitFor(() => expect(visibleOptionLabels()).toHaveLength(2), eventually);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('82000859');
    await expect(input).toHaveValue('82000859 - Exodontia de raiz residual');

    // After a choice, opening the list shows every option again.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(visibleOptionLabels()).toHaveLength(procedures.length), eventually);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Limpar seleção' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

/** Options under headings, the groups in the order they first appear; typing filters within each group. */
export const Grouped: Story = {
  args: {
    label: 'Motivo da negativa (Tabela 38)',
    placeholder: 'Digite o código ou parte do texto',
    emptyText: 'Nenhum código encontrado.',
    options: [
      {
        value: '1431',
        label: '1431 - Procedimento não autorizado na face solicitada',
        group: 'Indicados para este procedimento',
      },
      { value: '1430', label: '1430 - Procedimento odontológico não autorizado', group: 'Outros códigos' },
      { value: '3007', label: '3007 - Procedimentos odontológicos duplicados', group: 'Outros códigos' },
      {
        value: '3056',
        label: '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
        group: 'Indicados para este procedimento',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Motivo da negativa/ });
    await userEvent.click(input);
    const indicados = await screen.findByRole('group', { name: 'Indicados para este procedimento' });
    await expect(
      within(indicados)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual([
      '1431 - Procedimento não autorizado na face solicitada',
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    ]);
    // Each group's options together, in the list and for the keyboard: 3056 comes before 1430.
    await expect(visibleOptionLabels().map((label) => label?.slice(0, 4))).toEqual([
      '1431',
      '3056',
      '1430',
      '3007',
    ]);
    await userEvent.type(input, 'faces', typing);
    await expectListFor(input, 'faces', [
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    ]);
    await expect(screen.queryByRole('group', { name: 'Outros códigos' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('3056');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
