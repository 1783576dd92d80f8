import { Button, HStack } from '@chakra-ui/react';
import { failureOf, genericErrorMessage } from '@odonto/api';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '../../../data/call';
import { downloadBlob } from '../../../data/downloadBlob';
import { useSession } from '../../../session/SessionProvider';
import type { PlanMessage } from './PlanMessages';

/** Shown when the printable guide could not be made and the server gave no better reason. */
export const GUIDE_PRINT_ERROR = 'Não foi possível gerar a guia para impressão. Tente novamente.';
/** Shown when the TISS XML could not be downloaded and the server gave no better reason. */
export const GUIDE_XML_ERROR = 'Não foi possível baixar o XML TISS da guia. Tente novamente.';

/** The guide's file names, as the server names them (openapi/dentist.yaml). */
export const guideFileName = (planId: number, extension: 'pdf' | 'xml') => `GTO-${planId}.${extension}`;

// The tab showing the PDF reads it from the object URL: it is kept long enough to load and print.
const OPENED_PDF_URL_LIFETIME_MS = 60_000;

/** Opens the PDF in a new tab to print; where pop-ups are blocked, downloads it instead. */
function openForPrinting(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const opened = window.open(url, '_blank');
  if (opened) {
    setTimeout(() => URL.revokeObjectURL(url), OPENED_PDF_URL_LIFETIME_MS);
    return;
  }
  URL.revokeObjectURL(url);
  downloadBlob(pdf, fileName);
}

export interface PlanGuideActionsProps {
  /** The plan's code. */
  planId: number;
  /** Reports a failure on the plan screen. */
  onMessage: (message: PlanMessage) => void;
}

/** 'Imprimir guia' (the GTO as a PDF to sign) and 'Baixar XML TISS' (the GTO as a TISS 4.01.00 message). */
export function PlanGuideActions({ planId, onMessage }: PlanGuideActionsProps) {
  const { dentistApi } = useSession();
  const params = { path: { id: planId } };
  const failed = (fallback: string) => (error: unknown) =>
    onMessage({ status: 'error', text: genericErrorMessage(failureOf(error), fallback) });

  const print = useMutation({
    mutationFn: () =>
      dataOf(dentistApi.GET('/v2/planoTratamento/{id}/impressao', { params, parseAs: 'blob' })),
    onSuccess: (pdf) => openForPrinting(pdf, guideFileName(planId, 'pdf')),
    onError: failed(GUIDE_PRINT_ERROR),
  });
  const xml = useMutation({
    mutationFn: () => dataOf(dentistApi.GET('/v2/planoTratamento/{id}/tiss', { params, parseAs: 'blob' })),
    onSuccess: (file) => downloadBlob(file, guideFileName(planId, 'xml')),
    onError: failed(GUIDE_XML_ERROR),
  });

  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label="Guia do plano">
      <Button
        colorPalette="brand"
        variant="outline"
        onClick={() => print.mutate()}
        loading={print.isPending}
        loadingText="Gerando a guia..."
      >
        Imprimir guia
      </Button>
      <Button
        colorPalette="brand"
        variant="outline"
        onClick={() => xml.mutate()}
        loading={xml.isPending}
        loadingText="Baixando o XML..."
      >
        Baixar XML TISS
      </Button>
    </HStack>
  );
}
