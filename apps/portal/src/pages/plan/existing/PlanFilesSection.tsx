import { Stack, Text } from '@chakra-ui/react';
import type { PlanoImagem } from '@odonto/api';
import { FileGallery, PanelSection } from '@odonto/ui';
import type { PlanMessage } from './PlanMessages';
import { PlanUpload } from './PlanUpload';
import { UPLOAD_UNEXPECTED, uploadMessages } from './uploadMessages';

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
        <FileGallery files={images} />
        <PlanUpload
          planId={planId}
          savedCount={images.length}
          onFinished={async (outcomes) => {
            if (outcomes === null) onMessage({ status: 'error', text: UPLOAD_UNEXPECTED });
            else for (const message of uploadMessages(outcomes)) onMessage(message);
            await onChanged();
          }}
        />
      </Stack>
    </PanelSection>
  );
}
