import { Button, HStack } from '@chakra-ui/react';
import { dataOf, type FetchResult, failureOf, genericErrorMessage } from '@odonto/api';
import { formatPlanCode } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from '../../../data/downloadBlob';
import { useSession } from '../../../session/SessionProvider';
import type { PlanMessage } from './PlanMessages';

/** Shown when the printable guide could not be made and the server gave no better reason. */
export const GUIDE_PRINT_ERROR = 'Não foi possível gerar a guia para impressão. Tente novamente.';
/** Shown when the TISS XML could not be downloaded and the server gave no better reason. */
export const GUIDE_XML_ERROR = 'Não foi possível baixar o XML TISS da guia. Tente novamente.';

/**
 * The guide's file names, as the server names them (openapi/dentist.yaml): the number of the emission it
 * answered ('PTO-0017-02', its `Numero-Guia` header); the plan code when the answer gives none.
 */
export const guideFileName = (guideNumber: string, extension: 'pdf' | 'xml') =>
  `GTO-${guideNumber}.${extension}`;

/** Said once the TISS XML is saved: each emission is a guide with its own number. */
export const guideXmlSaved = (guideNumber: string, fileName: string) =>
  `Guia TISS ${guideNumber} salva como ${fileName}.`;

/** The number the server gave the guide it answered (`Numero-Guia`), or the plan code. */
async function withGuideNumber<Data>(planId: number, call: Promise<FetchResult<Data>>) {
  let guideNumber = formatPlanCode(planId);
  const data = await dataOf(
    call.then((result) => {
      guideNumber = result.response.headers.get('Numero-Guia') ?? guideNumber;
      return result;
    }),
  );
  return { data, guideNumber };
}

/**
 * Said once the printable guide is saved. It is downloaded rather than opened in a tab: a PDF opened from an
 * object URL inherits the portal's Content-Security-Policy (object-src 'none'), and Chrome then blocks its
 * PDF viewer; the downloaded file opens in the dentist's own viewer, which prints it.
 */
export const guideSaved = (fileName: string) =>
  `Guia salva como ${fileName}. Abra o arquivo para imprimir e colher as assinaturas.`;

export interface PlanGuideActionsProps {
  /** The plan's code. */
  planId: number;
  /** Reports a failure on the plan screen. */
  onMessage: (message: PlanMessage) => void;
}

/** 'Imprimir guia' (the GTO as a PDF to print and sign) and 'Baixar XML TISS' (the GTO as a TISS 4.01.00 message). */
export function PlanGuideActions({ planId, onMessage }: PlanGuideActionsProps) {
  const { dentistApi } = useSession();
  const params = { path: { id: planId } };
  const failed = (fallback: string) => (error: unknown) =>
    onMessage({ status: 'error', text: genericErrorMessage(failureOf(error), fallback) });

  const print = useMutation({
    mutationFn: () =>
      withGuideNumber(
        planId,
        dentistApi.GET('/v2/planoTratamento/{id}/impressao', { params, parseAs: 'blob' }),
      ),
    onSuccess: ({ data: pdf, guideNumber }) => {
      const fileName = guideFileName(guideNumber, 'pdf');
      downloadBlob(pdf, fileName);
      onMessage({ status: 'success', text: guideSaved(fileName) });
    },
    onError: failed(GUIDE_PRINT_ERROR),
  });
  // Each download emits the guide (or answers the same emission when the pending items did not change); a
  // plan with nothing to request answers 409 with the server's reason, shown as is.
  const xml = useMutation({
    mutationFn: () =>
      withGuideNumber(planId, dentistApi.GET('/v2/planoTratamento/{id}/tiss', { params, parseAs: 'blob' })),
    onSuccess: ({ data: file, guideNumber }) => {
      const fileName = guideFileName(guideNumber, 'xml');
      downloadBlob(file, fileName);
      onMessage({ status: 'success', text: guideXmlSaved(guideNumber, fileName) });
    },
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
