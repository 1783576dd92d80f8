import { Alert, Box, FileUpload, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ACCEPT_ATTRIBUTE, UPLOAD_HELP_TEXT } from '../files/constants';
import { type FileRejection, validateFileSelection } from '../files/validation';
import { UploadIcon } from '../icons/icons';

export interface FileDropzoneProps {
  /** Receives the files that passed validation, in the order they were chosen. */
  onFilesAccepted: (files: File[]) => void;
  /** Receives the refused files, each with its reason and pt-BR message. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** Files the plan already has (saved plus queued); they count against the 10-file limit. */
  currentCount?: number;
  /** Blocks choosing and dropping files, e.g. while sending. */
  disabled?: boolean;
  /** Title of the area; also the accessible name of the drop target. */
  title?: string;
  /** What the area tells the user about accepted types and limits. */
  helpText?: string;
  /**
   * Takes JPEG and PNG images over the size limit, for a FileQueue with `onReplaceWithReduced` to offer
   * their reduction ('Reduzir e enviar'); without it they are refused like any file over the limit.
   */
  offerReduction?: boolean;
}

// The dropzone keeps no files: the queue below it owns them. Controlling Ark's list with an empty one
// makes every choice arrive as new files and lets the same file be chosen again after removal.
const NO_FILES: File[] = [];

/** Area where the dentist drops or chooses plan files; refused files are listed with the reason. */
export function FileDropzone({
  onFilesAccepted,
  onFilesRejected,
  currentCount = 0,
  disabled = false,
  title = 'Adicione Arquivos ao Plano de Tratamento',
  helpText = UPLOAD_HELP_TEXT,
  offerReduction = false,
}: FileDropzoneProps) {
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  // The same file chosen twice would repeat its message; once is enough.
  const messages = [...new Set(rejections.map((rejection) => rejection.message))];
  const helpId = useId();

  const handleFiles = (files: File[]) => {
    const { accepted, rejected } = validateFileSelection(files, { currentCount, offerReduction });
    setRejections(rejected);
    if (accepted.length > 0) onFilesAccepted(accepted);
    if (rejected.length > 0) onFilesRejected?.(rejected);
  };

  return (
    <Box width="full">
      <FileUpload.Root
        acceptedFiles={NO_FILES}
        maxFiles={Number.MAX_SAFE_INTEGER}
        disabled={disabled}
        onFileAccept={({ files }) => handleFiles(files)}
        // The dropzone is named by its visible text; Ark's default label ('dropzone') is English.
        translations={{ dropzone: '' }}
        gap="3"
      >
        <FileUpload.HiddenInput accept={ACCEPT_ATTRIBUTE} />
        <FileUpload.Dropzone
          width="full"
          minHeight="40"
          cursor={disabled ? 'not-allowed' : 'pointer'}
          aria-describedby={helpId}
          _disabled={{ opacity: 0.6, _hover: { bg: 'bg' } }}
          colorPalette="brand"
        >
          <Box color="brand.fg">
            <UploadIcon />
          </Box>
          <FileUpload.DropzoneContent>
            <Text fontWeight="semibold" fontSize="md">
              {title}
            </Text>
            <Text color="fg.muted">Arraste e solte os arquivos aqui ou clique para escolher</Text>
          </FileUpload.DropzoneContent>
        </FileUpload.Dropzone>
        <Text id={helpId} color="fg.muted" fontSize="sm">
          {helpText}
        </Text>
      </FileUpload.Root>
      {messages.length > 0 ? (
        <Alert.Root status="error" mt="3" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <List.Root ps="4">
                {messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Box>
  );
}
