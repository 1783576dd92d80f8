import { Badge, Box, chakra, Flex, Image, Link, List, Text } from '@chakra-ui/react';
import type { ImagemTipo, PlanoImagem } from '@odonto/contract';
import { useState } from 'react';
import { isPdfFileName, isPreviewableImage } from '../files/validation';
import { ImageViewer, preloadImageViewer } from '../ImageViewer';
import { DocumentIcon } from '../icons/icons';

/** A file saved on a plan: the parts of the Dentist API's PlanoImagem the gallery shows. */
export type SavedPlanFile = Pick<PlanoImagem, 'nomeArquivoOriginal' | 'absolutePath'> & {
  /** Type the server found in the file's bytes; without it the name's extension decides. */
  contentType?: PlanoImagem['contentType'];
  /** The type chosen when the file was sent; older files may have none. */
  imagemTipo?: Pick<ImagemTipo, 'descricao'> | null;
};

export interface FileGalleryProps {
  /** The plan's saved files, in the order to show them. */
  files: SavedPlanFile[];
  /** Text shown when the plan has no files. */
  emptyText?: string;
}

const thumbnailStyles = {
  width: 'full',
  aspectRatio: '4 / 3',
  borderRadius: 'md',
  borderWidth: '1px',
  overflow: 'hidden',
  bg: 'bg.muted',
  focusVisibleRing: 'outside',
} as const;

function isImage(file: SavedPlanFile): boolean {
  return isPreviewableImage({ name: file.nomeArquivoOriginal, type: file.contentType ?? '' });
}

/** What the link opens: 'PDF', 'TIFF'... */
function kindLabel(file: SavedPlanFile): string {
  if (file.contentType === 'application/pdf') return 'PDF';
  if (file.contentType === 'image/tiff') return 'TIFF';
  if (isPdfFileName(file.nomeArquivoOriginal)) return 'PDF';
  const dot = file.nomeArquivoOriginal.lastIndexOf('.');
  return dot < 0 ? 'arquivo' : file.nomeArquivoOriginal.slice(dot + 1).toUpperCase();
}

/** Saved plan files: image thumbnails that open the viewer, other files (PDF) as links; name and type tag. */
export function FileGallery({ files, emptyText = 'Nenhum arquivo anexado a este plano.' }: FileGalleryProps) {
  // The last opened image stays selected while the viewer animates closed.
  const [viewing, setViewing] = useState<SavedPlanFile | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);

  if (files.length === 0) return <Text color="fg.muted">{emptyText}</Text>;

  return (
    <>
      <List.Root
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        }}
        gap="4"
        aria-label="Arquivos do plano"
      >
        {files.map((file) => {
          const name = file.nomeArquivoOriginal;
          const image = isImage(file);
          return (
            <List.Item key={file.absolutePath} display="flex" flexDirection="column" gap="1.5" minW="0">
              {image ? (
                <chakra.button
                  type="button"
                  aria-label={`Ampliar ${name}`}
                  cursor="zoom-in"
                  // The viewer is a chunk of its own: fetch it as the pointer or the focus arrives.
                  onPointerEnter={preloadImageViewer}
                  onFocus={preloadImageViewer}
                  onClick={() => {
                    setViewing(file);
                    setViewerOpen(true);
                  }}
                  {...thumbnailStyles}
                  _hover={{ borderColor: 'brand.solid' }}
                >
                  <Image src={file.absolutePath} alt="" boxSize="full" objectFit="cover" loading="lazy" />
                </chakra.button>
              ) : (
                // The server sends every plan file as an attachment (a PDF or TIFF never runs on the
                // portal's origin), so the link downloads it rather than opening a tab.
                <Link
                  href={file.absolutePath}
                  download={name}
                  aria-label={`Baixar ${kindLabel(file)} ${name}`}
                  {...thumbnailStyles}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  justifyContent="center"
                  gap="1"
                  color="brand.fg"
                  fontWeight="semibold"
                  _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
                >
                  <DocumentIcon />
                  Baixar {kindLabel(file)}
                </Link>
              )}
              <Flex direction="column" gap="1" align="flex-start" minW="0" w="full">
                <Text fontSize="sm" fontWeight="medium" truncate maxW="full" title={name}>
                  {name}
                </Text>
                {file.imagemTipo?.descricao ? (
                  <Badge colorPalette="brand" variant="subtle" maxW="full">
                    <Box as="span" truncate>
                      {file.imagemTipo.descricao}
                    </Box>
                  </Badge>
                ) : null}
              </Flex>
            </List.Item>
          );
        })}
      </List.Root>
      {viewing ? (
        <ImageViewer
          open={viewerOpen}
          onClose={() => setViewerOpen(false)}
          src={viewing.absolutePath}
          title={viewing.nomeArquivoOriginal}
        />
      ) : null}
    </>
  );
}
