import { userEvent, within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

// The machine running the stories may be busy: the plan's three calls get more than the default second.
export const LOAD = { timeout: 5000 };

/** The plan screen's table of items, once the plan has loaded. */
export const itemsTable = async (canvas: Canvas) =>
  canvas.findByRole('table', { name: 'Procedimentos do plano' }, LOAD);

/** The row of a tooth (by its checkbox's name) or the row whose text has `text`. */
export const rowOf = async (canvas: Canvas, text: string | number) => {
  const table = await itemsTable(canvas);
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) =>
      typeof text === 'number'
        ? within(candidate).queryByRole('checkbox', { name: new RegExp(`^Selecionar dente ${text},`) }) !==
          null
        : candidate.textContent?.includes(text),
    );
  if (!row) throw new Error(`Linha com ${text} não encontrada.`);
  return row;
};

/** A generated PNG, as the dentist would choose it. */
export async function generatedPng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D indisponível');
  context.fillStyle = '#0ea5e9';
  context.fillRect(0, 0, 40, 30);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG não gerado');
  return new File([blob], name, { type: 'image/png' });
}

export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Campo de arquivo não encontrado.');
  return input;
}

/** The 'Registrar realização' dialog ('Adicionar para Fechamento'), once open. */
export const realizacaoDialog = () =>
  within(document.body).findByRole('dialog', { name: 'Registrar realização' }, LOAD);

/** Types a date (yyyy-MM-dd) into a date field, replacing what it had. */
export async function typeDate(input: HTMLElement, date: string): Promise<void> {
  await userEvent.clear(input);
  await userEvent.type(input, date);
}
