import { Stack } from '@chakra-ui/react';
import {
  FileDropzone,
  FileGallery,
  FileQueue,
  type FileQueueProps,
  type QueuedFile,
  type SavedPlanFile,
  useFileQueue,
} from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { formatMegabytes } from '../files/downscale';
import {
  hugeFlatPng,
  largePhotoJpeg,
  sampleFile,
  samplePngDataUrl,
  samplePngFile,
} from '../files/sampleFiles';

const imageTypes = [
  { idImagemTipo: 1, descricao: 'Radiografia panorâmica' },
  { idImagemTipo: 2, descricao: 'Radiografia periapical' },
  { idImagemTipo: 3, descricao: 'Fotografia intraoral' },
  { idImagemTipo: 4, descricao: 'Laudo' },
];

const sampleItems = (): QueuedFile[] => [
  { id: 'a', file: samplePngFile('panoramica.png', { hue: 190 }), imageTypeId: 1 },
  { id: 'b', file: sampleFile('laudo-radiologico.pdf', 'application/pdf', 182_733), imageTypeId: null },
  { id: 'c', file: sampleFile('tomografia.tiff', 'image/tiff', 1_536_000), imageTypeId: null },
];

const meta = {
  title: 'UI/FileQueue',
  component: FileQueue,
  tags: ['autodocs'],
  args: {
    items: sampleItems(),
    imageTypes,
    onRemove: fn(),
    onTypeChange: fn(),
    onSend: fn(),
    disabled: false,
  },
} satisfies Meta<typeof FileQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue as a page holds it: useFileQueue owns the entries, the spies record the calls. */
function StatefulQueue({ items, ...props }: FileQueueProps) {
  const queue = useFileQueue(items.map((item) => item.file));
  return (
    <FileQueue
      {...props}
      items={queue.items}
      onRemove={(id) => {
        queue.remove(id);
        props.onRemove(id);
      }}
      onTypeChange={(id, type) => {
        queue.setType(id, type);
        props.onTypeChange(id, type);
      }}
    />
  );
}

const typeSelect = (canvasElement: HTMLElement, fileName: string) =>
  within(canvasElement).getByRole('combobox', { name: `Tipo de arquivo ${fileName}` });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Arquivos selecionados' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('laudo-radiologico.pdf')).toBeVisible();
    await expect(canvas.getByText('178,5 KB')).toBeVisible();
    await expect(canvas.getByText('1.500 KB')).toBeVisible();
    // Images get a preview drawn from an object URL; PDF and TIFF an icon.
    const preview = canvas.getByRole('img', { name: 'Pré-visualização de panoramica.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(typeSelect(canvasElement, 'panoramica.png')).toHaveValue('1');
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).toHaveValue('');
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).toBeRequired();
    await expect(
      within(typeSelect(canvasElement, 'tomografia.tiff')).getByRole('option', {
        name: 'Selecione o tipo...',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum arquivo selecionado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não existem arquivos para serem enviados');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sending with files still untyped names how many; typing them clears the message. */
export const MissingType: Story = {
  render: (args) => <StatefulQueue {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Enviar Arquivo(s)' });
    await userEvent.click(send);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'É necessário selecionar o Tipo de arquivo para 3 anexo(s).',
    );
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.selectOptions(typeSelect(canvasElement, 'panoramica.png'), 'Radiografia panorâmica');
    await userEvent.selectOptions(typeSelect(canvasElement, 'laudo-radiologico.pdf'), 'Laudo');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'É necessário selecionar o Tipo de arquivo para 1 anexo(s).',
    );
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).not.toHaveAttribute('aria-invalid');
    await expect(typeSelect(canvasElement, 'tomografia.tiff')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(typeSelect(canvasElement, 'tomografia.tiff'), 'Radiografia periapical');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const sent: QueuedFile[] =
      mocked(args.onSend as NonNullable<typeof args.onSend>).mock.calls[0]?.[0] ?? [];
    await expect(sent.map((item) => [item.file.name, item.imageTypeId])).toEqual([
      ['panoramica.png', 1],
      ['laudo-radiologico.pdf', 4],
      ['tomografia.tiff', 2],
    ]);
  },
};

/** Removing a file drops it from the list and frees its preview's object URL. */
export const RemoveAndType: Story = {
  render: (args) => <StatefulQueue {...args} />,
  beforeEach: () => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    return () => revoke.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('img', { name: 'Pré-visualização de panoramica.png' });
    const previewUrl = preview.getAttribute('src');

    await userEvent.click(canvas.getByRole('button', { name: 'Remover panoramica.png' }));
    await expect(canvas.queryByText('panoramica.png')).not.toBeInTheDocument();
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(previewUrl));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.selectOptions(typeSelect(canvasElement, 'laudo-radiologico.pdf'), 'Laudo');
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).toHaveValue('4');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(expect.any(String), 4);
    // Back to the placeholder means no type again.
    await userEvent.selectOptions(typeSelect(canvasElement, 'laudo-radiologico.pdf'), 'Selecione o tipo...');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(expect.any(String), null);

    await userEvent.click(canvas.getByRole('button', { name: 'Remover laudo-radiologico.pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remover tomografia.tiff' }));
    await expect(canvas.getByText('Nenhum arquivo selecionado.')).toBeVisible();
  },
};

/** While sending, the button reads 'Enviando... (n%)', a bar shows progress and nothing can change. */
export const Uploading: Story = {
  args: { uploadProgress: 45, items: sampleItems().map((item) => ({ ...item, imageTypeId: 2 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Enviando\.\.\. \(45%\)/ });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Enviando... (45%)' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(canvas.getByRole('button', { name: 'Remover panoramica.png' })).toBeDisabled();
    await expect(typeSelect(canvasElement, 'panoramica.png')).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remover laudo-radiologico.pdf' })).toBeDisabled();
    await expect(typeSelect(canvasElement, 'tomografia.tiff')).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

const savedFiles: SavedPlanFile[] = Array.from({ length: 8 }, (_, index) => ({
  nomeArquivoOriginal: `periapical-${index + 1}.png`,
  absolutePath: samplePngDataUrl({ label: `Periapical ${index + 1}`, hue: index * 45 }),
  imagemTipo: { descricao: 'Radiografia periapical' },
}));

/** The plan screen's files section: gallery, dropzone and queue, with a simulated upload. */
function PlanFilesSection({ onSend }: Pick<FileQueueProps, 'onSend'>) {
  const queue = useFileQueue();
  const [progress, setProgress] = useState<number>();
  const { clear } = queue;

  useEffect(() => {
    if (progress === undefined) return;
    if (progress >= 100) {
      clear();
      setProgress(undefined);
      return;
    }
    const timer = setTimeout(() => setProgress(progress + 25), 80);
    return () => clearTimeout(timer);
  }, [progress, clear]);

  return (
    <Stack gap="6">
      <FileGallery files={savedFiles} />
      <FileDropzone
        currentCount={savedFiles.length + queue.items.length}
        onFilesAccepted={queue.add}
        disabled={progress !== undefined}
      />
      <FileQueue
        items={queue.items}
        imageTypes={imageTypes}
        onRemove={queue.remove}
        onTypeChange={queue.setType}
        onSend={(items) => {
          onSend?.(items);
          setProgress(0);
        }}
        uploadProgress={progress}
      />
    </Stack>
  );
}

/** Saved and queued files share the limit of 10; sending empties the queue. */
export const InPlanFilesSection: Story = {
  render: (args) => <PlanFilesSection onSend={args.onSend} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input not found');
    await userEvent.upload(input, [
      samplePngFile('nova-1.png'),
      samplePngFile('nova-2.png'),
      samplePngFile('nova-3.png'),
    ]);

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Arquivo "nova-3.png" não pode ser adicionado, pois você atingiu a quantidade máxima.',
    );
    await userEvent.selectOptions(typeSelect(canvasElement, 'nova-1.png'), 'Fotografia intraoral');
    await userEvent.selectOptions(typeSelect(canvasElement, 'nova-2.png'), 'Fotografia intraoral');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' }));

    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Nenhum arquivo selecionado.')).toBeVisible());
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};

/**
 * In a form that sends the files with its own submit (a glosa appeal): no send button, the list named for its
 * item, and the files the form found without a type marked.
 */
export const InAForm: Story = {
  args: { onSend: undefined, invalidIds: ['b'], listLabel: 'Arquivos do recurso de Dente 11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Enviar Arquivo(s)' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Arquivos do recurso de Dente 11' })).toBeVisible();
    await expect(typeSelect(canvasElement, 'laudo-radiologico.pdf')).toHaveAttribute('aria-invalid', 'true');
    await expect(typeSelect(canvasElement, 'tomografia.tiff')).not.toHaveAttribute('aria-invalid');
    await expect(typeSelect(canvasElement, 'panoramica.png')).not.toHaveAttribute('aria-invalid');
  },
};

/** The plan's upload as a page wires it: the dropzone takes large images, the queue offers their reduction. */
function ReducingUpload({ onSend }: Pick<FileQueueProps, 'onSend'>) {
  const queue = useFileQueue();
  return (
    <Stack gap="6">
      <FileDropzone currentCount={queue.items.length} onFilesAccepted={queue.add} offerReduction />
      <FileQueue
        items={queue.items}
        imageTypes={imageTypes}
        onRemove={queue.remove}
        onTypeChange={queue.setType}
        onReplaceWithReduced={queue.replaceWithReduced}
        onSend={onSend}
      />
    </Stack>
  );
}

const fileInputOf = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  return input;
};

/**
 * A 12 MP phone photo of a radiograph over 2 MB: the row states its size and dimensions and offers 'Reduzir e
 * enviar'; the browser reduces it (long side in steps, JPEG 0.9) until it fits, states the result and sends it.
 */
export const ReduceAndSend: Story = {
  render: (args) => <ReducingUpload onSend={args.onSend} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = await largePhotoJpeg('foto-periapical.jpg');
    await expect(photo.size).toBeGreaterThan(2 * 1024 * 1024);
    await userEvent.upload(fileInputOf(canvasElement), photo);

    await expect(
      await canvas.findByText(
        `Imagem de ${formatMegabytes(photo.size, 'up')} (4032 × 3024 px), acima do limite de 2 MB.`,
      ),
    ).toBeVisible();
    // Sending it as it is is held back with the validation rule's words.
    await userEvent.selectOptions(typeSelect(canvasElement, 'foto-periapical.jpg'), 'Radiografia periapical');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Arquivo "foto-periapical.jpg" excede o limite de 2 MB.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Reduzir e enviar foto-periapical.jpg' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const [sent] = mocked(args.onSend as NonNullable<typeof args.onSend>).mock.calls[0]?.[0] ?? [];
    if (!sent?.reduction) throw new Error('nada reduzido foi enviado');
    await expect(sent.imageTypeId).toBe(2);
    await expect(sent.file.size).toBeLessThanOrEqual(2 * 1024 * 1024);
    await expect(sent.file.type).toBe('image/jpeg');
    const bitmap = await createImageBitmap(sent.file);
    const { reduced } = sent.reduction;
    await expect([bitmap.width, bitmap.height]).toEqual([reduced.width, reduced.height]);
    await expect(bitmap.width / bitmap.height).toBeCloseTo(4 / 3, 2);
    bitmap.close();
    await expect(
      await canvas.findByText(
        `Reduzida para ${reduced.width} × ${reduced.height} px, ${formatMegabytes(reduced.size, 'down')} (original: 4032 × 3024 px, ${formatMegabytes(photo.size)}).`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Reduzir e enviar/ })).toBeNull();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * An image over the server's 40 megapixels is held back even when its file is small; the reduction brings its
 * long side to 3000 px.
 */
export const OverFortyMegapixels: Story = {
  render: (args) => <ReducingUpload onSend={args.onSend} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const png = await hugeFlatPng('panoramica-scanner.png');
    await userEvent.upload(fileInputOf(canvasElement), png);
    await expect(
      await canvas.findByText(
        `Imagem de ${formatMegabytes(png.size)} (8200 × 5000 px), acima do limite de 40 megapixels.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.selectOptions(
      typeSelect(canvasElement, 'panoramica-scanner.png'),
      'Radiografia panorâmica',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar Arquivo(s)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A imagem "panoramica-scanner.png" tem mais de 40 megapixels (largura × altura). Reduza a resolução e envie de novo.',
    );
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Reduzir e enviar panoramica-scanner.png' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    await expect(await canvas.findByText(/^Reduzida para 3000 × 1829 px/)).toBeVisible();
    await expect(canvas.getByText('panoramica-scanner.jpg')).toBeVisible();
  },
};

/** The file being sent offers 'Cancelar envio' (named with the file); the others wait, untouched. */
export const CancelUpload: Story = {
  args: {
    uploadProgress: 40,
    onCancelUpload: fn(),
    items: sampleItems().map((item, index) => ({
      ...item,
      imageTypeId: 2,
      ...(index === 0 ? { upload: 'sending' as const } : {}),
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [sendingRow] = canvas.getAllByRole('listitem');
    if (!sendingRow) throw new Error('no rows');
    const cancel = canvas.getByRole('button', { name: 'Cancelar envio de panoramica.png' });
    await expect(cancel).toBeEnabled();
    // Only the file being sent has one, in its row.
    await expect(canvas.getAllByRole('button', { name: /Cancelar envio/ })).toHaveLength(1);
    await expect(sendingRow).toContainElement(cancel);
    await userEvent.click(cancel);
    await expect(args.onCancelUpload).toHaveBeenCalledWith('a');
  },
};

/** A page's queue cancelling for real: the row says 'Envio cancelado', and the keyboard lands there. */
function CancellingQueue(props: FileQueueProps) {
  const queue = useFileQueue(props.items.map((item) => item.file));
  const [sending, setSending] = useState(true);
  // The first file starts out being sent (once: the queue's functions change with its items).
  const started = useRef(false);
  const { items, setUpload } = queue;
  useEffect(() => {
    const first = items[0];
    if (started.current || !first) return;
    started.current = true;
    setUpload(first.id, 'sending');
  }, [items, setUpload]);
  return (
    <FileQueue
      {...props}
      items={queue.items}
      uploadProgress={sending ? 10 : undefined}
      onCancelUpload={(id) => {
        queue.setUpload(id, 'cancelled');
        setSending(false);
        props.onCancelUpload?.(id);
      }}
      onRemove={(id) => {
        queue.remove(id);
        props.onRemove(id);
      }}
    />
  );
}

/** After a cancel: 'Envio cancelado', with 'Tentar novamente' and removal. */
export const UploadCancelled: Story = {
  args: { onCancelUpload: fn(), onRetryUpload: fn() },
  render: (args) => <CancellingQueue {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar envio de panoramica.png' }));
    const cancelled = await canvas.findByText('Envio cancelado');
    await waitFor(() => expect(cancelled).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /Cancelar envio/ })).toBeNull();

    const retry = canvas.getByRole('button', { name: 'Tentar novamente o envio de panoramica.png' });
    await userEvent.click(retry);
    await expect(args.onRetryUpload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover panoramica.png' }));
    await expect(canvas.queryByText('panoramica.png')).toBeNull();
    await expect(canvas.queryByText('Envio cancelado')).toBeNull();
  },
};
