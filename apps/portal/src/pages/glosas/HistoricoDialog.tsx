import {
  Box,
  Button,
  Dialog,
  Heading,
  HStack,
  Link,
  List,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { failureOf, type Glosa, genericErrorMessage, type RodadaDeRecurso } from '@odonto/api';
import { formatCurrency, formatDate, formatDateTime, LabelValueList } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { downloadBlob } from '../../data/downloadBlob';
import { type RecursoFile, recursoFile } from '../../data/recursos';
import { useSession } from '../../session/SessionProvider';
import { DECISAO_LABELS, glosaNome, motivoLabel } from './glosaLabels';

/** Shown when an appeal's TISS message could not be downloaded and the server gave no better reason. */
export const RECURSO_XML_ERROR = 'Não foi possível baixar a mensagem TISS do recurso. Tente novamente.';
/** Said once an appeal's TISS message is saved. */
export const recursoXmlSaved = (numeroRecurso: string, fileName: string) =>
  `Recurso ${numeroRecurso}: ${fileName} salvo.`;

export interface HistoricoDialogProps {
  /** The glosa whose rounds are shown; null: the dialog is closed. */
  glosa: Glosa | null;
  onClose: () => void;
}

/**
 * 'Histórico do recurso': each round of appeal of a glosa, the first first: what was sent (the justification,
 * the files, the value) and when the operator must answer; its answer, or that it is awaited; and the TISS
 * messages of the appeal and of the answer.
 */
export function HistoricoDialog({ glosa, onClose }: HistoricoDialogProps) {
  return (
    <Dialog.Root
      open={glosa !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Histórico do recurso</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {glosa ? (
                <Stack gap="5">
                  <Dialog.Description asChild>
                    <Stack gap="1">
                      <Text fontWeight="medium">{`${glosa.procedureCode} - ${glosaNome(glosa)}`}</Text>
                      <Text>{`${glosa.patientName} · Lote ${glosa.numeroLote} · Guia ${glosa.numeroGuiaPrestador}`}</Text>
                      <Text>{`${motivoLabel(glosa)} · ${formatCurrency(glosa.glosedAmount)}`}</Text>
                    </Stack>
                  </Dialog.Description>
                  {glosa.recursos.map((rodada) => (
                    <Rodada key={rodada.idRecurso} rodada={rodada} />
                  ))}
                  {glosa.recurso.motivo ? (
                    <Text color="fg.muted" fontSize="sm">
                      {glosa.recurso.motivo}
                    </Text>
                  ) : null}
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Outcome {
  status: 'success' | 'error';
  text: string;
}

/** One round: a region named by its heading, with what was sent, the answer and the downloads. */
function Rodada({ rodada }: { rodada: RodadaDeRecurso }) {
  const { dentistApi } = useSession();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const download = useMutation({
    mutationFn: (kind: RecursoFile) => recursoFile(dentistApi, rodada, kind),
    onMutate: () => setOutcome(null),
    onSuccess: ({ file, fileName }) => {
      downloadBlob(file, fileName);
      setOutcome({ status: 'success', text: recursoXmlSaved(rodada.numeroRecurso, fileName) });
    },
    onError: (error) =>
      setOutcome({ status: 'error', text: genericErrorMessage(failureOf(error), RECURSO_XML_ERROR) }),
  });
  const { resposta } = rodada;
  const button = (kind: RecursoFile, label: string) => (
    <Button
      size="sm"
      variant="outline"
      colorPalette="brand"
      onClick={() => download.mutate(kind)}
      loading={download.isPending && download.variables === kind}
      loadingText="Baixando..."
      disabled={download.isPending}
    >
      {label}
    </Button>
  );

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="4">
        <Heading as="h3" size="sm" id={headingId}>
          {`Rodada ${rodada.rodada} · ${rodada.numeroRecurso} · protocolo ${rodada.protocolo}`}
        </Heading>
        <LabelValueList
          items={[
            { label: 'Enviado em', value: formatDateTime(rodada.enviadoEm) },
            { label: 'Justificativa', value: rodada.justificativa },
            {
              label: 'Arquivos',
              value:
                rodada.arquivos.length > 0 ? (
                  <List.Root ps="0" listStyleType="none" gap="1">
                    {rodada.arquivos.map((arquivo) => (
                      <List.Item key={arquivo.idImagem}>
                        <Link
                          href={arquivo.absolutePath}
                          target="_blank"
                          rel="noopener noreferrer"
                          color="brand.fg"
                          overflowWrap="anywhere"
                        >
                          {arquivo.nomeArquivoOriginal}
                          <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
                        </Link>
                      </List.Item>
                    ))}
                  </List.Root>
                ) : (
                  'Nenhum'
                ),
            },
            { label: 'Valor recursado', value: formatCurrency(rodada.valorRecursado) },
            { label: 'Prazo da operadora', value: formatDate(rodada.prazoResposta) },
          ]}
        />
        {resposta ? (
          <LabelValueList
            ariaLabel={`Resposta da rodada ${rodada.rodada}`}
            items={[
              { label: 'Resposta', value: DECISAO_LABELS[resposta.decisao] },
              { label: 'Valor aceito', value: formatCurrency(resposta.valorAcatado) },
              ...(resposta.justificativa
                ? [{ label: 'Justificativa da operadora', value: resposta.justificativa }]
                : []),
              { label: 'Respondido por', value: resposta.auditor },
              { label: 'Respondido em', value: formatDateTime(resposta.respondidoEm) },
            ]}
          />
        ) : (
          <Text fontWeight="medium">Aguardando a resposta da operadora.</Text>
        )}
        <HStack gap="2" wrap="wrap">
          {button('recurso', 'Baixar recurso (XML TISS)')}
          {resposta ? button('resposta', 'Baixar resposta (XML TISS)') : null}
        </HStack>
        {outcome?.status === 'error' ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {outcome.text}
          </Text>
        ) : null}
        <VisuallyHidden aria-live="polite">
          {outcome?.status === 'success' ? outcome.text : ''}
        </VisuallyHidden>
      </Stack>
    </Box>
  );
}
