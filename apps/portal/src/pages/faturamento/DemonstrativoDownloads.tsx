import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type Lote } from '@odonto/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadBlob } from '../../data/downloadBlob';
import { type LoteFile, loteFile } from '../../data/lotes';
import { useSession } from '../../session/SessionProvider';

/** Shown when a statement could not be downloaded and the server gave no better reason. */
export const DEMONSTRATIVO_ERROR = 'Não foi possível baixar o demonstrativo do lote. Tente novamente.';
/** Said once the batch's payment statement is saved. */
export const demonstrativoSaved = (numeroLote: string, fileName: string) =>
  `Demonstrativo do lote ${numeroLote} salvo como ${fileName}.`;

type Format = 'pdf' | 'xml';
const FILE: Record<Format, LoteFile> = { pdf: 'demonstrativoPdf', xml: 'demonstrativoXml' };
const LABELS = {
  compact: { pdf: 'Demonstrativo PDF', xml: 'Demonstrativo XML' },
  full: { pdf: 'Baixar demonstrativo (PDF)', xml: 'Baixar demonstrativo (XML)' },
} as const;

/** What happened to a download: saved (the file's name) or refused (the server's reason). */
export interface DownloadOutcome {
  status: 'success' | 'error';
  text: string;
}

export interface DemonstrativoDownloadsProps {
  /** The paid batch whose statement is offered. */
  lote: Pick<Lote, 'idLote' | 'numeroLote'>;
  /** 'compact' in a list's row ('Demonstrativo PDF'), 'full' on the batch's screen ('Baixar demonstrativo (PDF)'). */
  size?: 'compact' | 'full';
  /** Where the outcome is told; without it, it is told under the buttons. */
  onOutcome?: (outcome: DownloadOutcome) => void;
}

/**
 * The paid batch's payment statement (TISS demonstrativoPagamentoOdonto), to download in PDF, to read, and in
 * TISS XML, to import: the server's file name is kept; a refusal (409 before the payment) says the server's words.
 */
export function DemonstrativoDownloads({ lote, size = 'compact', onOutcome }: DemonstrativoDownloadsProps) {
  const { dentistApi } = useSession();
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null);
  const report = (next: DownloadOutcome) => (onOutcome ? onOutcome(next) : setOutcome(next));
  const download = useMutation({
    mutationFn: (format: Format) => loteFile(dentistApi, lote, FILE[format]),
    onMutate: () => setOutcome(null),
    onSuccess: ({ file, fileName }) => {
      downloadBlob(file, fileName);
      report({ status: 'success', text: demonstrativoSaved(lote.numeroLote, fileName) });
    },
    onError: (error) =>
      report({ status: 'error', text: genericErrorMessage(failureOf(error), DEMONSTRATIVO_ERROR) }),
  });
  const labels = LABELS[size];
  const button = (format: Format) => (
    <Button
      size={size === 'compact' ? 'xs' : 'md'}
      // In a phone's card the label wraps rather than widen the card.
      {...(size === 'compact'
        ? { whiteSpace: 'normal', height: 'auto', minH: '8', py: '1', maxW: 'full', flexShrink: 1 }
        : {})}
      variant="outline"
      colorPalette="brand"
      onClick={() => download.mutate(format)}
      loading={download.isPending && download.variables === format}
      loadingText="Baixando..."
      disabled={download.isPending}
    >
      {labels[format]}
    </Button>
  );

  return (
    <Stack gap="1" align="start">
      <HStack gap="2" wrap="wrap" role="group" aria-label={`Demonstrativo do lote ${lote.numeroLote}`}>
        {button('pdf')}
        {button('xml')}
      </HStack>
      {outcome?.status === 'error' ? (
        <Text role="alert" fontSize="xs" color="fg.error" maxW="xs" whiteSpace="normal">
          {outcome.text}
        </Text>
      ) : null}
      {/* Who cannot see the browser's download hears it was saved. */}
      <VisuallyHidden aria-live="polite">{outcome?.status === 'success' ? outcome.text : ''}</VisuallyHidden>
    </Stack>
  );
}
