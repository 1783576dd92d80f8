import { Stack, Text } from '@chakra-ui/react';
import { lookupErrorMessageFor, type PlanoImagem } from '@odonto/api';
import {
  FileDropzone,
  FileGallery,
  FileQueue,
  LoadStatus,
  PanelSection,
  type QueuedFile,
  useFileQueue,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loadView } from '../../../data/loadView';
import { imageTypesQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';
import type { PlanMessage } from './PlanMessages';
import { type FileOutcome, UPLOAD_UNEXPECTED, uploadMessages } from './uploadMessages';

export interface PlanFilesSectionProps {
  /** The plan the files belong to. */
  planId: number;
  /** The plan's saved files (signed URLs). */
  images: PlanoImagem[];
  /** Reloads the plan after sending. */
  onChanged: () => Promise<void>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
  /** The plan was cancelled: its files are shown, no new ones are taken (the server answers 409). */
  locked?: boolean;
}

/** 'Arquivos do Plano de Tratamento': the saved files, and choosing, typing and sending new ones. */
export function PlanFilesSection({
  planId,
  images,
  onChanged,
  onMessage,
  locked = false,
}: PlanFilesSectionProps) {
  const { dentistApi, uploadPlanoImagem } = useSession();
  const queue = useFileQueue();
  const imageTypes = useQuery(imageTypesQuery(dentistApi));
  const { failure } = loadView(imageTypes);
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
            file: item.file,
            fileName: item.file.name,
            idImagemTipo: item.imageTypeId,
          },
          { onProgress: setProgress },
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
  if (locked) {
    return (
      <PanelSection title="Arquivos do Plano de Tratamento">
        {images.length > 0 ? (
          <FileGallery files={images} />
        ) : (
          <Text color="fg.muted">Nenhum arquivo neste plano.</Text>
        )}
      </PanelSection>
    );
  }
  return (
    <PanelSection title="Arquivos do Plano de Tratamento">
      <Stack gap="5">
        <LoadStatus
          error={failure && lookupErrorMessageFor('imagemTipo', failure)}
          onRetry={() => void imageTypes.refetch()}
        />
        <FileGallery files={images} />
        <FileDropzone
          onFilesAccepted={queue.add}
          currentCount={images.length + queue.items.length}
          disabled={sending}
        />
        <FileQueue
          items={queue.items}
          imageTypes={imageTypes.data ?? []}
          onRemove={queue.remove}
          onTypeChange={queue.setType}
          onSend={(items) => void send(items)}
          uploadProgress={progress}
          disabled={sending}
        />
      </Stack>
    </PanelSection>
  );
}
