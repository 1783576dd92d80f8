import { FileGallery, type SavedPlanFile } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePdfUrl, samplePngDataUrl } from '../files/sampleFiles';

const files: SavedPlanFile[] = [
  {
    nomeArquivoOriginal: 'panoramica-2026-03.png',
    absolutePath: samplePngDataUrl({ label: 'Panorâmica', hue: 190, width: 480, height: 240 }),
    imagemTipo: { descricao: 'Radiografia panorâmica' },
  },
  {
    nomeArquivoOriginal: 'periapical-dente-36.jpg',
    absolutePath: samplePngDataUrl({ label: 'Periapical 36', hue: 30 }),
    imagemTipo: { descricao: 'Radiografia periapical' },
  },
  {
    nomeArquivoOriginal: 'laudo-radiologico.pdf',
    absolutePath: samplePdfUrl('Laudo radiologico'),
    imagemTipo: { descricao: 'Laudo' },
  },
  {
    nomeArquivoOriginal: 'foto-intraoral-frontal-com-nome-bem-comprido.png',
    absolutePath: samplePngDataUrl({ label: 'Intraoral', hue: 340 }),
    imagemTipo: { descricao: 'Fotografia intraoral' },
  },
];

const meta = {
  title: 'UI/FileGallery',
  component: FileGallery,
  tags: ['autodocs'],
  args: { files },
} satisfies Meta<typeof FileGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Arquivos do plano' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Ampliar panoramica-2026-03.png' })).toBeVisible();
    await expect(canvas.getByText('Radiografia panorâmica')).toBeVisible();
    await expect(canvas.getByText('laudo-radiologico.pdf')).toBeVisible();
    await expect(canvas.getByText('Laudo')).toBeVisible();
  },
};

/** PDFs are not previewed: the link downloads them (the server serves plan files as attachments). */
export const PdfAsLink: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Baixar PDF laudo-radiologico.pdf',
    });
    await expect(link).toHaveAttribute('href', files[2]?.absolutePath);
    await expect(link).toHaveAttribute('download', 'laudo-radiologico.pdf');
    await expect(link).not.toHaveAttribute('target');
    await expect(within(canvasElement).queryByRole('button', { name: /laudo/ })).not.toBeInTheDocument();
  },
};

/** A thumbnail opens the image viewer for that image; Escape closes it. */
export const OpensViewer: Story = {
  play: async ({ canvasElement }) => {
    const thumbnail = within(canvasElement).getByRole('button', { name: 'Ampliar periapical-dente-36.jpg' });
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'periapical-dente-36.jpg' });
    await expect(within(dialog).getByRole('img', { name: 'periapical-dente-36.jpg' })).toHaveAttribute(
      'src',
      files[1]?.absolutePath,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  },
};

/** The server's content type (found in the bytes) wins over the name: this '.png' is a PDF. */
export const ContentTypeDecides: Story = {
  args: {
    files: [
      {
        nomeArquivoOriginal: 'exame.png',
        absolutePath: samplePdfUrl('Exame'),
        contentType: 'application/pdf',
        imagemTipo: { descricao: 'Laudo' },
      },
      {
        nomeArquivoOriginal: 'tomografia.tiff',
        absolutePath: samplePdfUrl('Sem pre-visualizacao'),
        contentType: 'image/tiff',
        imagemTipo: { descricao: 'Tomografia' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Baixar PDF exame.png' })).toBeVisible();
    // Browsers cannot draw TIFF, so it opens as a file too.
    await expect(canvas.getByRole('link', { name: 'Baixar TIFF tomografia.tiff' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Older files may have no type: no tag is shown. */
export const WithoutType: Story = {
  args: {
    files: [
      {
        nomeArquivoOriginal: 'documento-antigo.pdf',
        absolutePath: samplePdfUrl('Documento antigo'),
        imagemTipo: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('documento-antigo.pdf');
    await expect(item.querySelector('.chakra-badge')).toBeNull();
  },
};

export const Empty: Story = {
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum arquivo anexado a este plano.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
