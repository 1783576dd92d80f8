import { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** The address the story's router is at. */
export const location = (canvas: Canvas) => canvas.getByTestId('location');

/** The figure of a summary card (a description list: label, then value). */
export const summary = (canvas: Canvas, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

/** The rows of the list's table, without its header row. */
export const bodyRows = (canvas: Canvas) => within(canvas.getByRole('table')).getAllByRole('row').slice(1);
