import { within } from 'storybook/test';

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
