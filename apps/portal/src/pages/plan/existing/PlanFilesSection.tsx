import { Box, Heading, Stack } from '@chakra-ui/react';
import {
  type DentistApi,
  failureFromError,
  failureFromResult,
  type ImagemTipo,
  lookupErrorMessageFor,
  type PlanoImagem,
  type UploadOptions,
  uploadPlanoImagem,
} from '@odonto/api';
import { FileDropzone, FileGallery, FileQueue, type QueuedFile, useFileQueue } from '@odonto/ui';
import { useEffect, useState } from 'react';
import type { PlanMessage } from './PlanMessages';
import { type FileOutcome, UPLOAD_UNEXPECTED, uploadMessages } from './uploadMessages';

export interface PlanFilesSectionProps {
  /** The plan the files belong to. */
  planId: number;
  /** The beneficiary's CPF, which the upload call requires. */
  cpf: string;
  /** The plan's saved files (signed URLs). */
  images: PlanoImagem[];
  /** The session's Dentist API client. */
  dentistApi: DentistApi;
  /** Bearer token and refresh for the upload, which runs outside the clients to report progress. */
  auth: UploadOptions['session'];
  /** Reloads the plan after sending. */
  onChanged: () => Promise<void>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
}

function useImageTypes(dentistApi: DentistApi, onMessage: (message: PlanMessage) => void) {
  const [types, setTypes] = useState<ImagemTipo[]>([]);
  useEffect(() => {
    let cancelled = false;
    const failed = (text: string) => {
      if (!cancelled) onMessage({ status: 'error', text });
    };
    dentistApi.GET('/v2/dentImagemTipo').then(
      (result) => {
        if (cancelled) return;
        if (result.data) setTypes(result.data.data);
        else failed(lookupErrorMessageFor('imagemTipo', failureFromResult(result)));
      },
      (error: unknown) => failed(lookupErrorMessageFor('imagemTipo', failureFromError(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [dentistApi, onMessage]);
  return types;
}

/** 'Arquivos do Plano de Tratamento': the saved files, and choosing, typing and sending new ones. */
export function PlanFilesSection({
  planId,
  cpf,
  images,
  dentistApi,
  auth,
  onChanged,
  onMessage,
}: PlanFilesSectionProps) {
  const queue = useFileQueue();
  const imageTypes = useImageTypes(dentistApi, onMessage);
  const [progress, setProgress] = useState<number | undefined>(undefined);

  async function send(items: QueuedFile[]) {
    const outcomes: FileOutcome[] = [];
    try {
      // One by one, so the progress is that of the file being sent.
      for (const item of items) {
        if (item.imageTypeId === null) continue;
        setProgress(0);
        const result = await uploadPlanoImagem(
          {
            idPlanoTratamento: planId,
            cpf,
            file: item.file,
            fileName: item.file.name,
            idImagemTipo: item.imageTypeId,
          },
          { session: auth, onProgress: setProgress },
        );
        outcomes.push(
          result.ok
            ? { fileName: item.file.name, ok: true }
            : { fileName: item.file.name, ok: false, failure: result.failure },
        );
        if (result.ok) queue.remove(item.id);
      }
      for (const message of uploadMessages(outcomes)) onMessage(message);
    } catch {
      onMessage({ status: 'error', text: UPLOAD_UNEXPECTED });
    }
    setProgress(undefined);
    await onChanged();
  }

  const sending = progress !== undefined;
  return (
    <Box
      as="section"
      aria-label="Arquivos do Plano de Tratamento"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="5"
    >
      <Heading as="h2" size="md" mb="4">
        Arquivos do Plano de Tratamento
      </Heading>
      <Stack gap="5">
        <FileGallery files={images} />
        <FileDropzone
          onFilesAccepted={queue.add}
          currentCount={images.length + queue.items.length}
          disabled={sending}
        />
        <FileQueue
          items={queue.items}
          imageTypes={imageTypes}
          onRemove={queue.remove}
          onTypeChange={queue.setType}
          onSend={(items) => void send(items)}
          uploadProgress={progress}
          disabled={sending}
        />
      </Stack>
    </Box>
  );
}
