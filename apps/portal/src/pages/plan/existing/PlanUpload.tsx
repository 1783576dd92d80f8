import { Stack } from '@chakra-ui/react';
import { lookupErrorMessageFor } from '@odonto/api';
import {
  FileDropzone,
  FileQueue,
  type ImageTypeOption,
  LoadStatus,
  type QueuedFile,
  useFileQueue,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

  // The final documentation's type is not a choice: each file chosen gets it at once.
  useEffect(() => {
    if (!fixedType) return;
    for (const item of queue.items) {
      if (item.imageTypeId === null) queue.setType(item.id, fixedType.idImagemTipo);
    }
  }, [fixedType, queue]);

  async function sendOne(item: QueuedFile, idImagemTipo: number): Promise<FileOutcome> {
    const fileName = item.file.name;
    setProgress(0);
    const result = await uploadPlanoImagem(
      {
        idPlanoTratamento: planId,
        file: item.file,
        fileName,
        idImagemTipo,
        // A final documentation goes linked to its performed item.
        ...(finalDocumentation ? { idProcedimentoItem: finalDocumentation.idProcedimentoItem } : {}),
      },
      { onProgress: setProgress },
    );
    return result.ok ? { fileName, ok: true } : { fileName, ok: false, failure: result.failure };
  }

  async function send(items: QueuedFile[]) {
    let outcomes: FileOutcome[] | null = [];
    try {
      // One by one, so the progress is that of the file being sent.
      for (const item of items) {
        if (item.imageTypeId === null) continue;
        const outcome = await sendOne(item, item.imageTypeId);
        outcomes.push(outcome);
        if (outcome.ok) queue.remove(item.id);
      }
    } catch {
      outcomes = null;
    }
    setProgress(undefined);
    await onFinished(outcomes);
  }

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
      />
      <FileQueue
        items={queue.items}
        imageTypes={fixedType ? [fixedType] : (imageTypes.data ?? [])}
        onRemove={queue.remove}
        onTypeChange={queue.setType}
        onSend={(items) => void send(items)}
        uploadProgress={progress}
        disabled={sending}
      />
    </Stack>
  );
}
