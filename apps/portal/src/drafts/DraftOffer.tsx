import { Button, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, Notice } from '@odonto/ui';

export const DRAFT_FOUND = 'Rascunho encontrado';
export const RESTORE_DRAFT = 'Recuperar rascunho';
export const DISCARD_DRAFT = 'Descartar';

export const draftFoundText = (savedAt: Date) =>
  `Há um rascunho deste formulário salvo neste navegador em ${formatDateTime(savedAt)}. Deseja recuperá-lo?`;

export interface DraftOfferProps {
  /** When the draft was last kept. */
  savedAt: Date;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back a form's draft (after a session that expired, say): 'Recuperar rascunho' or 'Descartar'. */
export function DraftOffer({ savedAt, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <Notice status="info" title={DRAFT_FOUND}>
      <Stack gap="3">
        <Text>{draftFoundText(savedAt)}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" size="sm" onClick={onRestore}>
            {RESTORE_DRAFT}
          </Button>
          <Button variant="outline" size="sm" onClick={onDiscard}>
            {DISCARD_DRAFT}
          </Button>
        </Stack>
      </Stack>
    </Notice>
  );
}
