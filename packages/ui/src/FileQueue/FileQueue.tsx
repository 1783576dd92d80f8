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
import { useEffect, useId, useRef, useState } from 'react';
import {
  type ImageFacts,
  type ImageReduction,
  overPixelsMessage,
  oversizeImageMessage,
  type ReductionNeed,
  reducedImageMessage,
  reductionNeed,
  reductionTooLargeMessage,
  unreadableImageMessage,
} from '../files/downscale';
import { formatFileSizeKb } from '../files/fileSize';
import {
  fileRejectionMessage,
  missingTypeMessage,
  SEND_FILES_LABEL,
  uploadProgressLabel,
} from '../files/messages';
import { checkQueueBeforeSend, type QueuedFile } from '../files/queue';
import { reduceImage } from '../files/reduceImage';
import { isPreviewableImage } from '../files/validation';
import { FileIcon, TrashIcon } from '../icons/icons';
import { UploadProgress } from '../UploadProgress';
import { type ImageFactsState, useImageFacts } from './useImageFacts';
import { useObjectUrl } from './useObjectUrl';

/** Label of the reduction offer of an image over the limits. */
export const REDUCE_AND_SEND_LABEL = 'Reduzir e enviar';
/** Label of the cancel button of the file being sent. */
export const CANCEL_UPLOAD_LABEL = 'Cancelar envio';
/** What a row says once its upload was cancelled. */
export const UPLOAD_CANCELLED_TEXT = 'Envio cancelado';
/** Label of the retry button of a cancelled upload. */
export const RETRY_UPLOAD_LABEL = 'Tentar novamente';

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
  /**
   * Puts a reduced image in place of the queued one. With it, a JPEG or PNG over the size limit (or over the
   * server's 40 megapixels) is offered 'Reduzir e enviar': reduced in the browser, then sent with `onSend`.
   */
  onReplaceWithReduced?: (id: string, file: File, reduction: ImageReduction) => void;
  /** Cancels the upload of the file being sent: its row offers 'Cancelar envio' while `upload` is 'sending'. */
  onCancelUpload?: (id: string) => void;
  /** Sends again a file whose upload was cancelled: its row offers 'Tentar novamente'. */
  onRetryUpload?: (id: string) => void;
}

/** What the last blocked press of the send button found. */
interface BlockedSend {
  message: string;
  missingTypeIds: string[];
  /** Files that cannot go as they are (over the size or the 40 megapixels). */
  oversizeIds: string[];
}

const dimensionsOf = (state: ImageFactsState | undefined): ImageFacts | undefined =>
  state === 'unreadable' ? undefined : state;

/** Why an image is held back, in the words of the validation rules and the server. */
function heldBackMessage(item: QueuedFile, need: ReductionNeed): string {
  return need === 'size'
    ? fileRejectionMessage('too-large', item.file.name)
    : overPixelsMessage(item.file.name);
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
  /** What the browser read of the image (dimensions), if it is a JPEG or PNG. */
  facts: ImageFactsState | undefined;
  /** Why it cannot go as it is, if so. */
  need: ReductionNeed | null;
  /** Label of the reduction button: 'Reduzir e enviar', or 'Reduzir imagem' where a form sends the files. */
  reduceLabel: string;
  onReduced?: (file: File, reduction: ImageReduction) => void;
  onCancelUpload?: (id: string) => void;
  onRetryUpload?: (id: string) => void;
}

/** The offer to reduce an image over the limits, its work and its outcome. */
function ReductionOffer({
  item,
  facts,
  need,
  label,
  disabled,
  onReduced,
}: {
  item: QueuedFile;
  facts: ImageFactsState | undefined;
  need: ReductionNeed;
  label: string;
  disabled: boolean;
  onReduced?: (file: File, reduction: ImageReduction) => void;
}) {
  const [reducing, setReducing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { file } = item;
  if (facts === undefined) return null;
  if (facts === 'unreadable') {
    return (
      <Text fontSize="sm" color="fg.error">
        {heldBackMessage(item, need)} {unreadableImageMessage(file.name)}
      </Text>
    );
  }
  const reduce = async () => {
    setReducing(true);
    setFailure(null);
    try {
      const result = await reduceImage(file);
      if (result.ok) onReduced?.(result.file, { original: result.original, reduced: result.reduced });
      else setFailure(reductionTooLargeMessage(result.smallest));
    } catch {
      setFailure(unreadableImageMessage(file.name));
    } finally {
      setReducing(false);
    }
  };
  return (
    <Stack gap="2" align="flex-start" mt="1">
      <Text fontSize="sm" color="fg.warning">
        {oversizeImageMessage(facts, need)}
      </Text>
      {failure ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {failure}
        </Text>
      ) : onReduced ? (
        <Button
          size="sm"
          colorPalette="brand"
          variant="outline"
          aria-label={`${label} ${file.name}`}
          disabled={disabled}
          loading={reducing}
          loadingText="Reduzindo..."
          onClick={() => void reduce()}
        >
          {label}
        </Button>
      ) : null}
    </Stack>
  );
}

function QueueRow({
  item,
  imageTypes,
  invalid,
  disabled,
  onRemove,
  onTypeChange,
  facts,
  need,
  reduceLabel,
  onReduced,
  onCancelUpload,
  onRetryUpload,
}: QueueRowProps) {
  const labelId = useId();
  const nameId = useId();
  const { file } = item;
  const sending = item.upload === 'sending';
  const cancelledRef = useRef<HTMLParagraphElement>(null);
  const cancelPressed = useRef(false);

  // The cancel button goes away once pressed: the keyboard lands on what replaced it, 'Envio cancelado'.
  useEffect(() => {
    if (item.upload === 'cancelled' && cancelPressed.current) {
      cancelPressed.current = false;
      cancelledRef.current?.focus();
    }
  }, [item.upload]);

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
          {item.reduction ? (
            <Text fontSize="sm" color="fg.success">
              {reducedImageMessage(item.reduction)}
            </Text>
          ) : null}
          {need ? (
            <ReductionOffer
              item={item}
              facts={facts}
              need={need}
              label={reduceLabel}
              disabled={disabled}
              onReduced={onReduced}
            />
          ) : null}
          {item.upload === 'cancelled' ? (
            <Text ref={cancelledRef} tabIndex={-1} fontSize="sm" fontWeight="medium" color="fg.warning">
              {UPLOAD_CANCELLED_TEXT}
            </Text>
          ) : null}
        </Box>
      </Flex>
      <Flex gap="2" align="flex-end" wrap="wrap">
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
        {sending && onCancelUpload ? (
          // Not blocked while sending: cancelling is what one does while a file is being sent.
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={`${CANCEL_UPLOAD_LABEL} de ${file.name}`}
            onClick={() => {
              cancelPressed.current = true;
              onCancelUpload(item.id);
            }}
          >
            {CANCEL_UPLOAD_LABEL}
          </Button>
        ) : null}
        {item.upload === 'cancelled' && onRetryUpload ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-label={`${RETRY_UPLOAD_LABEL} o envio de ${file.name}`}
            disabled={disabled}
            onClick={() => onRetryUpload(item.id)}
          >
            {RETRY_UPLOAD_LABEL}
          </Button>
        ) : null}
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
  onReplaceWithReduced,
  onCancelUpload,
  onRetryUpload,
}: FileQueueProps) {
  const [blocked, setBlocked] = useState<BlockedSend | null>(null);
  const uploading = uploadProgress !== undefined;
  const locked = disabled || uploading;
  const facts = useImageFacts(items.map((item) => item.file));
  const needOf = (item: QueuedFile) => reductionNeed(item.file.size, dimensionsOf(facts.get(item.file)));

  // Files flagged by the last blocked send that still have no type; fixing them clears the flags.
  const stillMissing = items.filter(
    (item) => item.imageTypeId === null && (blocked?.missingTypeIds.includes(item.id) ?? false),
  );
  // Files held back by the last blocked send that still cannot go as they are.
  const stillOversize = items.flatMap((item) => {
    const need = blocked?.oversizeIds.includes(item.id) ? needOf(item) : null;
    return need ? [heldBackMessage(item, need)] : [];
  });
  let message: string | null = null;
  if (blocked && blocked.missingTypeIds.length === 0 && items.length === 0) message = blocked.message;
  if (stillOversize.length > 0) message = stillOversize.join(' ');
  if (stillMissing.length > 0) message = missingTypeMessage(stillMissing.length);

  // `current` is the queue as it is about to be: after a reduction the parent's items are not updated yet.
  const send = (current: QueuedFile[]) => {
    const check = checkQueueBeforeSend(current);
    if (!check.ok) {
      setBlocked({ message: check.message, missingTypeIds: check.missingTypeIds, oversizeIds: [] });
      return;
    }
    const oversize = current.filter((item) => needOf(item) !== null);
    if (oversize.length > 0) {
      setBlocked({ message: '', missingTypeIds: [], oversizeIds: oversize.map((item) => item.id) });
      return;
    }
    setBlocked(null);
    onSend?.(current);
  };

  const reduced = (id: string, file: File, reduction: ImageReduction) => {
    onReplaceWithReduced?.(id, file, reduction);
    // 'Reduzir e enviar': the reduced file goes as any other, with the queue's own checks.
    if (onSend) send(items.map((item) => (item.id === id ? { ...item, file, reduction } : item)));
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
              facts={facts.get(item.file)}
              need={needOf(item)}
              reduceLabel={onSend ? REDUCE_AND_SEND_LABEL : 'Reduzir imagem'}
              onReduced={
                onReplaceWithReduced ? (file, reduction) => reduced(item.id, file, reduction) : undefined
              }
              onCancelUpload={onCancelUpload}
              onRetryUpload={onRetryUpload}
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
            onClick={() => send(items)}
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
