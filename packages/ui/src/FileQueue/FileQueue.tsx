import {
  Box,
  Button,
  Field,
  Flex,
  IconButton,
  Image,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ImagemTipo } from '@odonto/contract';
import { useId, useState } from 'react';
import { formatFileSizeKb } from '../files/fileSize';
import { missingTypeMessage, SEND_FILES_LABEL, uploadProgressLabel } from '../files/messages';
import { checkQueueBeforeSend, type QueuedFile } from '../files/queue';
import { isPreviewableImage } from '../files/validation';
import { FileIcon, TrashIcon } from '../icons/icons';
import { UploadProgress } from '../UploadProgress';
import { useObjectUrl } from './useObjectUrl';

/** An image type offered for a file, as the Dentist API lists them. */
export type ImageTypeOption = Pick<ImagemTipo, 'idImagemTipo' | 'descricao'>;

export interface FileQueueProps {
  /** Files waiting to be sent, each with its chosen type (or none yet). */
  items: QueuedFile[];
  /** Options of the required type select. */
  imageTypes: ImageTypeOption[];
  /** Removes a file from the queue. */
  onRemove: (id: string) => void;
  /** Sets (or clears) the type of a queued file. */
  onTypeChange: (id: string, imageTypeId: number | null) => void;
  /**
   * Called with the queue when every file has a type; the caller sends them. Without it there is no send
   * button: a form that sends the files with its own submit checks their types itself (`invalidIds`).
   */
  onSend?: (items: QueuedFile[]) => void;
  /** Files the caller found without a type (its own check before sending): marked as the send button does. */
  invalidIds?: readonly string[];
  /** Accessible name of the list of files (default 'Arquivos selecionados'), when a screen has several. */
  listLabel?: string;
  /** Percentage sent while an upload runs; leave undefined when idle. */
  uploadProgress?: number;
  /** Blocks every control of the queue. */
  disabled?: boolean;
  /** Text shown while the queue is empty. */
  emptyText?: string;
}

/** What the last blocked press of the send button found. */
interface BlockedSend {
  message: string;
  missingTypeIds: string[];
}

function FilePreview({ file }: { file: File }) {
  const previewable = isPreviewableImage(file);
  const url = useObjectUrl(previewable ? file : null);
  return (
    <Flex
      boxSize="16"
      flexShrink={0}
      align="center"
      justify="center"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.muted"
      color="fg.muted"
      overflow="hidden"
    >
      {previewable && url ? (
        <Image src={url} alt={`Pré-visualização de ${file.name}`} boxSize="full" objectFit="cover" />
      ) : (
        <FileIcon />
      )}
    </Flex>
  );
}

interface QueueRowProps {
  item: QueuedFile;
  imageTypes: ImageTypeOption[];
  invalid: boolean;
  disabled: boolean;
  onRemove: (id: string) => void;
  onTypeChange: (id: string, imageTypeId: number | null) => void;
}

function QueueRow({ item, imageTypes, invalid, disabled, onRemove, onTypeChange }: QueueRowProps) {
  const labelId = useId();
  const nameId = useId();
  const { file } = item;
  return (
    <List.Item
      display="flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems={{ base: 'stretch', sm: 'center' }}
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <FilePreview file={file} />
        <Box minW="0" flex="1">
          <Text id={nameId} fontWeight="medium" truncate title={file.name}>
            {file.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatFileSizeKb(file.size)}
          </Text>
        </Box>
      </Flex>
      <Flex gap="2" align="flex-end">
        <Field.Root
          required
          invalid={invalid}
          disabled={disabled}
          ids={{ label: labelId }}
          width={{ base: 'full', sm: '60' }}
        >
          <Field.Label fontSize="sm">
            Tipo de arquivo
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-labelledby={`${labelId} ${nameId}`}
              placeholder="Selecione o tipo..."
              value={item.imageTypeId === null ? '' : String(item.imageTypeId)}
              onChange={(event) => {
                const { value } = event.currentTarget;
                onTypeChange(item.id, value === '' ? null : Number(value));
              }}
            >
              {imageTypes.map((type) => (
                <option key={type.idImagemTipo} value={type.idImagemTipo}>
                  {type.descricao}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>Selecione o tipo do arquivo.</Field.ErrorText>
        </Field.Root>
        <IconButton
          aria-label={`Remover ${file.name}`}
          variant="ghost"
          colorPalette="red"
          size="sm"
          disabled={disabled}
          onClick={() => onRemove(item.id)}
        >
          <TrashIcon />
        </IconButton>
      </Flex>
    </List.Item>
  );
}

/** Files chosen for upload: preview, name, size, required type and removal, then 'Enviar Arquivo(s)'. */
export function FileQueue({
  items,
  imageTypes,
  onRemove,
  onTypeChange,
  onSend,
  invalidIds = [],
  uploadProgress,
  disabled = false,
  emptyText = 'Nenhum arquivo selecionado.',
  listLabel = 'Arquivos selecionados',
}: FileQueueProps) {
  const [blocked, setBlocked] = useState<BlockedSend | null>(null);
  const uploading = uploadProgress !== undefined;
  const locked = disabled || uploading;

  // Files flagged by the last blocked send that still have no type; fixing them clears the flags.
  const stillMissing = items.filter(
    (item) => item.imageTypeId === null && (blocked?.missingTypeIds.includes(item.id) ?? false),
  );
  let message: string | null = null;
  if (blocked && blocked.missingTypeIds.length === 0 && items.length === 0) message = blocked.message;
  if (stillMissing.length > 0) message = missingTypeMessage(stillMissing.length);

  const send = () => {
    const check = checkQueueBeforeSend(items);
    if (check.ok) {
      setBlocked(null);
      onSend?.(items);
    } else {
      setBlocked({ message: check.message, missingTypeIds: check.missingTypeIds });
    }
  };

  return (
    <Stack gap="3" width="full">
      {items.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <List.Root listStyleType="none" display="flex" flexDirection="column" gap="2" aria-label={listLabel}>
          {items.map((item) => (
            <QueueRow
              key={item.id}
              item={item}
              imageTypes={imageTypes}
              invalid={
                stillMissing.includes(item) || (item.imageTypeId === null && invalidIds.includes(item.id))
              }
              disabled={locked}
              onRemove={onRemove}
              onTypeChange={onTypeChange}
            />
          ))}
        </List.Root>
      )}
      {message ? (
        <Text role="alert" color="fg.error" fontWeight="medium">
          {message}
        </Text>
      ) : null}
      {onSend ? (
        <Flex direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <Button
            colorPalette="brand"
            onClick={send}
            disabled={disabled}
            loading={uploading}
            loadingText={uploading ? uploadProgressLabel(uploadProgress) : undefined}
          >
            {SEND_FILES_LABEL}
          </Button>
          {uploading ? (
            <Box flex="1">
              <UploadProgress value={uploadProgress} showLabel={false} />
            </Box>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
