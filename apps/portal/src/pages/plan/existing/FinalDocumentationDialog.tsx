import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type PlanoTratamentoItem, uploadErrorMessage } from '@odonto/api';
import { Notice } from '@odonto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lotesChanged } from '../../../data/lotes';
import { itemTitle } from './itemLabels';
import type { PlanMessage } from './PlanMessages';
import { PlanUpload } from './PlanUpload';
import { finalDocumentationPending } from './realizacao';
import { UPLOAD_UNEXPECTED } from './uploadMessages';

/** Said on the plan once the final documentation went (the row then says 'Documentação final enviada'). */
export const finalDocumentationSent = (fileName: string) =>
  `Documentação final enviada: ${fileName}. O procedimento pode ser faturado no lote.`;

export interface FinalDocumentationDialogProps {
  /** The plan the item belongs to. */
  planId: number;
  /** Files the plan already has (its 10-file limit counts them). */
  savedCount: number;
  /** The performed item whose final documentation is sent; null: the dialog is closed. */
  item: PlanoTratamentoItem | null;
  /** Closes the dialog. */
  onClose: () => void;
  /** Reloads the plan after sending. */
  onChanged: () => Promise<void>;
  /** Shows a message on the plan screen. */
  onMessage: (message: PlanMessage) => void;
}

/**
 * 'Enviar documentação final': the plan's upload with the image type fixed to the one the rules table asks
 * for after performance (e.g. the final periapical X-ray of an endodontic treatment), sent with the item.
 */
export function FinalDocumentationDialog({
  planId,
  savedCount,
  item,
  onClose,
  onChanged,
  onMessage,
}: FinalDocumentationDialogProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const pending = item ? finalDocumentationPending(item) : null;
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(details) => {
        if (!details.open && !sending) close();
      }}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={sending || undefined}>
            <Dialog.Header>
              <Dialog.Title>Enviar documentação final</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {item && pending ? (
                <Stack gap="4">
                  <Dialog.Description asChild>
                    <Stack gap="1">
                      <Text fontWeight="medium">{itemTitle(item)}</Text>
                      <Text>{`Documentação final pedida: ${pending.tipo}. Sem ela, o procedimento não pode ser faturado.`}</Text>
                    </Stack>
                  </Dialog.Description>
                  {error ? <Notice status="error">{error}</Notice> : null}
                  <PlanUpload
                    key={item.idProcedimentoItem}
                    planId={planId}
                    savedCount={savedCount}
                    title={`Adicione a ${pending.tipo}`}
                    finalDocumentation={{
                      idProcedimentoItem: item.idProcedimentoItem,
                      imageType: { idImagemTipo: pending.idImagemTipo, descricao: pending.tipo },
                    }}
                    onFinished={async (outcomes) => {
                      const outcome = outcomes?.[0];
                      if (!outcome) {
                        setError(UPLOAD_UNEXPECTED);
                        return;
                      }
                      if (!outcome.ok) {
                        setError(uploadErrorMessage(outcome.failure, outcome.fileName));
                        return;
                      }
                      setSending(true);
                      lotesChanged(queryClient);
                      onMessage({ status: 'success', text: finalDocumentationSent(outcome.fileName) });
                      await onChanged();
                      setSending(false);
                      close();
                    }}
                  />
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={sending} onClick={close}>
                Fechar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
