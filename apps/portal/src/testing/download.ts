import { expect, spyOn, userEvent, waitFor, type within } from 'storybook/test';

/** Clicks 'Exportar CSV' and returns the downloaded file's name and text, without leaving the page. */
export async function exportedFile(canvas: ReturnType<typeof within>) {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:exportacao';
  });
  const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
  } finally {
    createUrl.mockRestore();
    revokeUrl.mockRestore();
    click.mockRestore();
  }
  return { name: names[0], text: await (blobs[0] as Blob).text() };
}

/** The lines of a downloaded CSV: without its byte order mark, split at its CRLF line ends. */
export const csvLines = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
