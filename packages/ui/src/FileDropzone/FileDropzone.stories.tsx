import { FileDropzone } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFile, samplePngFile } from '../files/sampleFiles';

const TITLE =
  'Adicione Arquivos ao Plano de Tratamento Arraste e solte os arquivos aqui ou clique para escolher';
const TWO_MB = 2 * 1024 * 1024;

const meta = {
  title: 'UI/FileDropzone',
  component: FileDropzone,
  tags: ['autodocs'],
  args: {
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
    currentCount: 0,
    disabled: false,
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input Ark renders inside the dropzone (what the picker fills). */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  return input;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dropzone = canvas.getByRole('button', { name: TITLE });
    await expect(dropzone).toHaveAccessibleDescription(
      'JPG, PNG, GIF, TIFF ou PDF, até 2 MB por arquivo, no máximo 10 por plano',
    );
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,.gif,.jfif,.tif,.tiff,.pdf,image/jpeg,image/png,image/gif,image/tiff,application/pdf',
    );
    await expect(fileInput(canvasElement)).toHaveAttribute('multiple');
  },
};

export const AcceptsValidFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const files = [
      samplePngFile('panoramica.png'),
      sampleFile('laudo.pdf', 'application/pdf', 300_000),
      sampleFile('scan.tiff', 'image/tiff', TWO_MB),
      sampleFile('foto.jfif', 'image/jpeg'),
    ];
    await userEvent.upload(fileInput(canvasElement), files);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledTimes(1));
    await expect(args.onFilesAccepted).toHaveBeenCalledWith(files);
    await expect(args.onFilesRejected).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Files of another type, over 2 MB or past the plan's 10 files are listed with the reason. */
export const RejectedFiles: Story = {
  args: { currentCount: 8 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const valid = [samplePngFile('periapical-1.png'), samplePngFile('periapical-2.png')];
    const files = [
      sampleFile('documento.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      valid[0],
      sampleFile('tomografia.pdf', 'application/pdf', TWO_MB + 1),
      valid[1],
      samplePngFile('periapical-3.png'),
    ].filter((file): file is File => file !== undefined);
    // The picker would hide the .docx; a drop would not, so the check is the component's.
    await userEvent.upload(fileInput(canvasElement), files, { applyAccept: false });

    const alert = await canvas.findByRole('alert');
    const messages = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(messages).toEqual([
      'Arquivo "documento.docx" possui tipo inválido.',
      'Arquivo "tomografia.pdf" excede o limite de 2 MB.',
      'Arquivo "periapical-3.png" não pode ser adicionado, pois você atingiu a quantidade máxima.',
    ]);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith(valid);
    await expect(args.onFilesRejected).toHaveBeenCalledWith([
      expect.objectContaining({
        reason: 'invalid-type',
        message: 'Arquivo "documento.docx" possui tipo inválido.',
      }),
      expect.objectContaining({
        reason: 'too-large',
        message: 'Arquivo "tomografia.pdf" excede o limite de 2 MB.',
      }),
      expect.objectContaining({ reason: 'limit-reached' }),
    ]);

    // A later, clean choice clears the old messages.
    await userEvent.upload(fileInput(canvasElement), [sampleFile('laudo.pdf', 'application/pdf')]);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/**
 * With `offerReduction`, JPEG and PNG images over 2 MB go to the queue, which offers to reduce them; a PDF,
 * GIF or TIFF over 2 MB is still refused (the browser cannot shrink it).
 */
export const OffersReductionOfLargeImages: Story = {
  args: { offerReduction: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = sampleFile('foto-radiografia.jpg', 'image/jpeg', TWO_MB * 2);
    const png = sampleFile('panoramica.png', 'image/png', TWO_MB + 1);
    await userEvent.upload(fileInput(canvasElement), [
      photo,
      sampleFile('laudo.pdf', 'application/pdf', TWO_MB + 1),
      png,
      sampleFile('tomografia.tiff', 'image/tiff', TWO_MB + 1),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Arquivo "laudo.pdf" excede o limite de 2 MB.',
      'Arquivo "tomografia.tiff" excede o limite de 2 MB.',
    ]);
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([photo, png]);
  },
};

/** With 10 files on the plan every new file is refused. */
export const PlanFull: Story = {
  args: { currentCount: 10 },
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [samplePngFile('extra.png')]);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Arquivo "extra.png" não pode ser adicionado, pois você atingiu a quantidade máxima.',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

/** Dragging files over the area highlights it; dropping them validates them like a choice. */
export const DropFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const dropzone = within(canvasElement).getByRole('button', { name: TITLE });
    // A script-made DataTransfer has no file-system entries, which real drops have and Ark reads.
    const entries = spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockImplementation(
      () => ({ isFile: true, isDirectory: false }) as FileSystemEntry,
    );
    try {
      const dataTransfer = new DataTransfer();
      dataTransfer.items.add(samplePngFile('arrastado.png'));
      dataTransfer.items.add(sampleFile('planilha.xlsx', 'application/vnd.ms-excel'));
      const drag = (type: string) =>
        dropzone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));

      drag('dragover');
      await waitFor(() => expect(dropzone).toHaveAttribute('data-dragging'));
      drag('dragleave');
      await waitFor(() => expect(dropzone).not.toHaveAttribute('data-dragging'));

      drag('dragover');
      drag('drop');
      await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledTimes(1));
      await expect(args.onFilesAccepted).toHaveBeenCalledWith([
        expect.objectContaining({ name: 'arrastado.png' }),
      ]);
      await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
        'Arquivo "planilha.xlsx" possui tipo inválido.',
      );
    } finally {
      entries.mockRestore();
    }
  },
};

export const KeyboardOpensPicker: Story = {
  play: async ({ canvasElement }) => {
    const dropzone = within(canvasElement).getByRole('button', { name: TITLE });
    const opened = fn();
    fileInput(canvasElement).addEventListener('click', opened);
    await userEvent.tab();
    await expect(dropzone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
  },
};

/** While files are being sent nothing can be added. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const dropzone = within(canvasElement).getByRole('button', { name: TITLE });
    await expect(dropzone).toHaveAttribute('aria-disabled', 'true');
    await expect(dropzone).not.toHaveAttribute('tabindex');
    await expect(fileInput(canvasElement)).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), [samplePngFile('bloqueado.png')]);
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
