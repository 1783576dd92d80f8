import { Stack } from '@chakra-ui/react';
import { isCancelledUpload, lookupErrorMessageFor } from '@odonto/api';
import {
  FileDropzone,
  FileQueue,
  type ImageTypeOption,
  LoadStatus,
  type QueuedFile,
  useFileQueue,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loadView } from '../../../data/loadView';
import { imageTypesQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';
import type { FileOutcome } from './uploadMessages';

/** A performed item's final documentation: the item, and the one image type the rules table asks for. */
export interface FinalDocumentationTarget {
  idProcedimentoItem: number;
  imageType: ImageTypeOption;
}

export interface PlanUploadProps {
  /** The plan the files go to. */
  planId: number;
  /** Files the plan already has: they count against its 10-file limit. */
  savedCount: number;
  /**
   * The files are a performed item's final documentation: one file, of the type fixed here, sent with the
   * item (`IdProcedimentoItem`).
   */
  finalDocumentation?: FinalDocumentationTarget;
  /** Title of the drop area. */
  title?: string;
  /** Told how each file's upload ended, once every queued file was tried (or the upload broke: null). */
  onFinished: (outcomes: FileOutcome[] | null) => Promise<void> | void;
}

/**
 * Choosing, typing and sending files to a plan: the drop area, the queue with each file's type, and the upload
 * one file at a time with its progress. The plan's files section uses it as is; a performed item's final
 * documentation uses it with the type fixed and the item named.
 */
export function PlanUpload({ planId, savedCount, finalDocumentation, title, onFinished }: PlanUploadProps) {
  const { dentistApi, uploadPlanoImagem } = useSession();
  const queue = useFileQueue();
  const imageTypes = useQuery({ ...imageTypesQuery(dentistApi), enabled: !finalDocumentation });
  const { failure } = loadView(imageTypes);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const fixedType = finalDocumentation?.imageType;
  // The upload in progress, by queue entry: 'Cancelar envio' aborts it.
  const inFlight = useRef(new Map<string, AbortController>());

  // The final documentation's type is not a choice: each file chosen gets it at once.
  useEffect(() => {
    if (!fixedType) return;
    for (const item of queue.items) {
      if (item.imageTypeId === null) queue.setType(item.id, fixedType.idImagemTipo);
    }
  }, [fixedType, queue]);

  /** Sends one file; null when the dentist cancelled it (the row then says 'Envio cancelado'). */
  async function sendOne(item: QueuedFile, idImagemTipo: number): Promise<FileOutcome | null> {
    const fileName = item.file.name;
    const controller = new AbortController();
    inFlight.current.set(item.id, controller);
    queue.setUpload(item.id, 'sending');
    setProgress(0);
    try {
      const result = await uploadPlanoImagem(
        {
          idPlanoTratamento: planId,
          file: item.file,
          fileName,
          idImagemTipo,
          // A final documentation goes linked to its performed item.
          ...(finalDocumentation ? { idProcedimentoItem: finalDocumentation.idProcedimentoItem } : {}),
        },
        { onProgress: setProgress, signal: controller.signal },
      );
      if (isCancelledUpload(result)) {
        queue.setUpload(item.id, 'cancelled');
        return null;
      }
      queue.setUpload(item.id, undefined);
      return result.ok ? { fileName, ok: true } : { fileName, ok: false, failure: result.failure };
    } finally {
      inFlight.current.delete(item.id);
    }
  }

  async function send(items: QueuedFile[]) {
    let outcomes: FileOutcome[] | null = [];
    try {
      // One by one, so the progress is that of the file being sent; a cancelled one leaves the rest going.
      for (const item of items) {
        if (item.imageTypeId === null) continue;
        const outcome = await sendOne(item, item.imageTypeId);
        if (outcome === null) continue;
        outcomes.push(outcome);
        if (outcome.ok) queue.remove(item.id);
      }
    } catch {
      outcomes = null;
    }
    setProgress(undefined);
    // Only cancels: nothing was sent and nothing failed, so there is nothing to tell or reload.
    if (outcomes?.length === 0) return;
    await onFinished(outcomes);
  }

  // Leaving the screen stops what is still being sent.
  useEffect(() => {
    const uploads = inFlight.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const sending = progress !== undefined;
  const full = finalDocumentation !== undefined && queue.items.length >= 1;
  return (
    <Stack gap="5">
      {fixedType ? null : (
        <LoadStatus
          error={failure && lookupErrorMessageFor('imagemTipo', failure)}
          onRetry={() => void imageTypes.refetch()}
        />
      )}
      <FileDropzone
        title={title}
        onFilesAccepted={(files) => queue.add(fixedType ? files.slice(0, 1) : files)}
        currentCount={savedCount + queue.items.length}
        disabled={sending || full}
        offerReduction
      />
      <FileQueue
        items={queue.items}
        imageTypes={fixedType ? [fixedType] : (imageTypes.data ?? [])}
        onRemove={queue.remove}
        onTypeChange={queue.setType}
        onSend={(items) => void send(items)}
        onReplaceWithReduced={queue.replaceWithReduced}
        onCancelUpload={(id) => inFlight.current.get(id)?.abort()}
        onRetryUpload={(id) => {
          const item = queue.items.find((each) => each.id === id);
          if (item) void send([item]);
        }}
        uploadProgress={progress}
        disabled={sending}
      />
    </Stack>
  );
}
