import { Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import {
  type AnaliseDaConta,
  type Demonstrativo,
  failureOf,
  type GuiaDoLote,
  genericErrorMessage,
  type Lote,
  type PlanoTratamentoItem,
} from '@odonto/api';
import {
  ConfirmDialog,
  competenciaLabel,
  DataTable,
  type DataTableColumn,
  DemonstrativoSummary,
  DetailCell,
  formatCardNumber,
  formatCurrency,
  formatDate,
  formatPlanCode,
  LabelValueList,
  LoadStatus,
  LoteSteps,
  Notice,
  PanelSection,
  StatusBadge,
} from '@odonto/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { downloadBlob } from '../../data/downloadBlob';
import { loadView } from '../../data/loadView';
import { loteQuery, lotesChanged, loteTiss, sendLote } from '../../data/lotes';
import { useSession } from '../../session/SessionProvider';
import { placeLabel } from '../plan/existing/itemLabels';
import { DemonstrativoDownloads } from './DemonstrativoDownloads';
import {
  analiseTitle,
  loteSentMessage,
  SEND_WARNING,
  sendQuestion,
  sendRefusal,
  valorOperadoraDoLote,
} from './loteLabels';

/** Shown when the batch cannot be loaded and the server gave no better reason. */
export const LOTE_LOAD_ERROR = 'Não foi possível carregar o lote de faturamento. Tente novamente.';
/** Shown for an address whose batch code is not a number. */
export const LOTE_NOT_FOUND = 'Lote de faturamento não encontrado.';
/** Shown when the batch could not be sent and the server gave no better reason. */
export const SEND_ERROR = 'Não foi possível enviar o lote. Tente novamente.';
/** Shown when the TISS XML could not be downloaded and the server gave no better reason. */
export const LOTE_XML_ERROR = 'Não foi possível baixar o XML TISS do lote. Tente novamente.';
/** Said once the batch's TISS XML is saved. */
export const loteXmlSaved = (numeroLote: string, fileName: string) =>
  `XML TISS do lote ${numeroLote} salvo como ${fileName}.`;

const LOADING = 'Carregando o lote de faturamento...';

const parseId = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** What the screen says after an action: one line, or a title over the server's list (a refused send). */
interface Outcome {
  status: 'success' | 'error';
  text: string;
  list?: string[];
}

/** The operator's analysis of an item: paid, glosed in part or in full (with the code, its text and the note). */
function AnaliseCell({ analise }: { analise: AnaliseDaConta | null }) {
  if (!analise) return <Text color="fg.muted">Aguardando análise</Text>;
  return (
    <Stack gap="0.5" minW={{ md: '48' }} maxW={{ md: 'xs' }} whiteSpace="normal">
      <Text fontWeight="medium" color={analise.decisao === 'pagar' ? 'fg.success' : 'fg.error'}>
        {analiseTitle(analise)}
      </Text>
      {analise.codigoGlosa ? (
        <Text fontSize="sm">{`${analise.codigoGlosa} – ${analise.descricaoGlosa ?? ''}`.trim()}</Text>
      ) : null}
      {analise.observacao ? (
        <Text fontSize="sm" color="fg.muted">
          {analise.observacao}
        </Text>
      ) : null}
    </Stack>
  );
}

const baseColumns: DataTableColumn<PlanoTratamentoItem>[] = [
  {
    id: 'procedimento',
    header: 'Procedimento',
    // The name wraps, its code under it: the table fits the panel beside the menu.
    cell: (item) => (
      <DetailCell detail={item.codTuss}>
        <Text as="span" whiteSpace="normal">
          {item.descricao}
        </Text>
      </DetailCell>
    ),
  },
  { id: 'local', header: 'Dente/Região', cell: placeLabel },
  {
    id: 'realizacao',
    header: 'Realizado em',
    cell: (item) => formatDate(item.realizacao?.dataRealizacao, '—'),
  },
  { id: 'valor', header: 'Valor', align: 'end', cell: (item) => formatCurrency(item.valores.valor) },
  {
    id: 'coparticipacao',
    header: 'Coparticipação',
    align: 'end',
    cell: (item) => formatCurrency(item.valores.coparticipacao),
  },
];

/** A sent batch's items also say how the operator analysed each. */
const sentColumns: DataTableColumn<PlanoTratamentoItem>[] = [
  ...baseColumns,
  {
    id: 'analise',
    header: 'Análise da operadora',
    cell: (item) => <AnaliseCell analise={item.realizacao?.analise ?? null} />,
  },
];

const PlanLink = ({ id, children }: { id: number; children: ReactNode }) => (
  <Link asChild color="brand.fg" fontWeight="medium">
    <RouterLink to={`/plano-tratamento/${id}`}>{children}</RouterLink>
  </Link>
);

/** One guide of the batch (a GTO executed: the performed items of one plan), with its beneficiary and sums. */
function GuideSection({ guia, sent }: { guia: GuiaDoLote; sent: boolean }) {
  const analysed = guia.itens.some((item) => item.realizacao?.analise);
  return (
    <PanelSection title={`Guia ${guia.numeroGuiaPrestador} · ${guia.nome}`}>
      <Stack gap="4">
        <LabelValueList
          layout="columns"
          items={[
            { label: 'Beneficiário', value: guia.nome },
            { label: 'Carteirinha', value: formatCardNumber(guia.ba3MatAnt) },
            { label: 'Número da guia', value: guia.numeroGuiaPrestador },
            {
              label: 'Plano de tratamento',
              value: (
                <PlanLink id={guia.idPlanoTratamento}>{formatPlanCode(guia.idPlanoTratamento)}</PlanLink>
              ),
            },
          ]}
        />
        <DataTable
          caption={`Procedimentos da guia ${guia.numeroGuiaPrestador}`}
          columns={sent ? sentColumns : baseColumns}
          rows={guia.itens}
          getRowKey={(item) => String(item.idProcedimentoItem)}
          emptyText="Nenhum procedimento nesta guia."
        />
        <LabelValueList
          layout="columns"
          ariaLabel={`Totais da guia ${guia.numeroGuiaPrestador}`}
          items={[
            { label: 'Valor informado', value: formatCurrency(guia.valorInformado) },
            { label: 'Coparticipação', value: formatCurrency(guia.coparticipacao) },
            ...(analysed
              ? [
                  { label: 'Valor glosado', value: formatCurrency(guia.valorGlosado) },
                  { label: 'Valor liberado', value: formatCurrency(guia.valorLiberado) },
                ]
              : []),
          ]}
        />
      </Stack>
    </PanelSection>
  );
}

/** The paid batch's payment statement: its number, the payment, the totals and the files to download. */
function DemonstrativoSection({
  lote,
  demonstrativo,
  onOutcome,
}: {
  lote: Lote;
  demonstrativo: Demonstrativo;
  onOutcome: (outcome: Outcome) => void;
}) {
  return (
    <PanelSection title="Demonstrativo de pagamento">
      <Stack gap="4">
        <DemonstrativoSummary demonstrativo={demonstrativo} />
        <DemonstrativoDownloads lote={lote} size="full" onOutcome={onOutcome} />
      </Stack>
    </PanelSection>
  );
}

/** What keeps the open batch from being sent, each with a link to its plan. */
function PendenciasSection({ lote }: { lote: Lote }) {
  return (
    <PanelSection title="Pendências">
      <Stack gap="3">
        <Text>O lote só pode ser enviado à operadora depois que estas pendências forem resolvidas.</Text>
        <List.Root gap="2" ps="5" aria-label="Pendências do lote">
          {lote.pendencias.map((pendencia) => (
            <List.Item key={pendencia.idProcedimentoItem}>
              <Text as="span">{`${pendencia.mensagem} `}</Text>
              <PlanLink id={pendencia.idPlanoTratamento}>
                {`Abrir o plano ${formatPlanCode(pendencia.idPlanoTratamento)}`}
              </PlanLink>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </PanelSection>
  );
}

/**
 * A billing batch (/faturamento/lotes/:id): its status and dated steps, its guides with their items, values and
 * co-participation, and its totals. The open batch lists what keeps it from going and is sent from here, after a
 * confirmation; a sent one offers its TISS message (the XML the operator received).
 */
export function LotePage() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const id = parseId(useParams().id);
  const query = useQuery({ ...loteQuery(dentistApi, id ?? 0), enabled: id !== null });
  const { loading, failure } = loadView(query);
  const lote = query.data;
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const report = (next: Outcome, moveFocus = false) => {
    setOutcome(next);
    // After sending, the button pressed may be gone with the open batch: the keyboard goes to what happened.
    if (moveFocus) requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  const send = useMutation({
    mutationFn: (idLote: number) => sendLote(dentistApi, idLote),
    onSuccess: ({ lote: sent, message }) => {
      lotesChanged(queryClient, sent);
      report({ status: 'success', text: loteSentMessage(sent, message) }, true);
    },
    onError: (error) => {
      const failed = failureOf(error);
      report(
        failed.status === 422
          ? { status: 'error', ...sendRefusal(failed.body, SEND_ERROR) }
          : { status: 'error', text: genericErrorMessage(failed, SEND_ERROR) },
      );
      // Whatever changed meanwhile (sent elsewhere, a document that arrived) shows.
      lotesChanged(queryClient);
    },
    onSettled: () => setConfirming(false),
  });
  const xml = useMutation({
    mutationFn: (target: Lote) => loteTiss(dentistApi, target),
    onSuccess: ({ file, fileName }, target) => {
      downloadBlob(file, fileName);
      report({ status: 'success', text: loteXmlSaved(target.numeroLote, fileName) });
    },
    onError: (error) =>
      report({ status: 'error', text: genericErrorMessage(failureOf(error), LOTE_XML_ERROR) }),
  });

  const error =
    id === null ? LOTE_NOT_FOUND : failure && !lote ? genericErrorMessage(failure, LOTE_LOAD_ERROR) : null;
  const open = lote?.status === 'Aberto';

  return (
    <Stack gap="6">
      <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
        <RouterLink to="/faturamento">Voltar para Faturamento</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        {lote ? `Lote ${lote.numeroLote}` : 'Lote de faturamento'}
      </Heading>
      <LoadStatus
        loading={loading}
        loadingText={LOADING}
        error={error}
        onRetry={id === null ? undefined : () => void query.refetch()}
      />
      <Box ref={outcomeRef} tabIndex={-1} borderRadius="l2" focusVisibleRing="outside">
        {outcome ? (
          <Notice
            status={outcome.status}
            title={outcome.list?.length ? outcome.text : undefined}
            onDismiss={() => setOutcome(null)}
          >
            {outcome.list?.length ? (
              <List.Root ps="5" gap="1">
                {outcome.list.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
            ) : (
              outcome.text
            )}
          </Notice>
        ) : null}
      </Box>
      {lote ? (
        <>
          <HStack gap="3" wrap="wrap" role="group" aria-label="Ações do lote">
            {open && lote.guias.length > 0 ? (
              <Button
                colorPalette="brand"
                onClick={() => setConfirming(true)}
                loading={send.isPending}
                loadingText="Enviando o lote..."
              >
                Enviar lote
              </Button>
            ) : null}
            {open ? null : (
              <Button
                colorPalette="brand"
                variant="outline"
                onClick={() => xml.mutate(lote)}
                loading={xml.isPending}
                loadingText="Baixando o XML..."
              >
                Baixar XML TISS
              </Button>
            )}
          </HStack>
          <LabelValueList
            layout="columns"
            ariaLabel="Resumo do lote"
            items={[
              { label: 'Competência', value: competenciaLabel(lote.competencia) },
              { label: 'Status', value: <StatusBadge kind="lote" value={lote.status} /> },
              { label: 'Protocolo', value: lote.protocolo ?? 'Ainda não enviado' },
              { label: 'Guias', value: String(lote.quantidadeGuias) },
              { label: 'Procedimentos', value: String(lote.quantidadeItens) },
              { label: 'Valor informado', value: formatCurrency(lote.valorInformado) },
              { label: 'Coparticipação dos beneficiários', value: formatCurrency(lote.coparticipacao) },
              { label: 'A receber da operadora', value: formatCurrency(valorOperadoraDoLote(lote)) },
              ...(open
                ? []
                : [
                    {
                      label: 'Itens analisados',
                      value: `${lote.quantidadeAnalisados} de ${lote.quantidadeItens}`,
                    },
                  ]),
              ...(lote.quantidadeAnalisados > 0
                ? [
                    { label: 'Valor glosado', value: formatCurrency(lote.valorGlosado) },
                    { label: 'Valor liberado', value: formatCurrency(lote.valorLiberado) },
                  ]
                : []),
              ...(lote.prazoPagamento
                ? [{ label: 'Prazo de pagamento', value: formatDate(lote.prazoPagamento) }]
                : []),
              ...(lote.hash ? [{ label: 'Hash da mensagem', value: lote.hash }] : []),
            ]}
          />
          {lote.demonstrativo ? (
            <DemonstrativoSection lote={lote} demonstrativo={lote.demonstrativo} onOutcome={report} />
          ) : null}
          <LoteSteps passos={lote.passos} />
          {open && lote.pendencias.length > 0 ? <PendenciasSection lote={lote} /> : null}
          {lote.guias.length === 0 ? (
            <Text color="fg.muted">
              Nenhum procedimento neste lote ainda. Os procedimentos que você registrar como realizados entram
              no lote aberto.
            </Text>
          ) : (
            lote.guias.map((guia) => <GuideSection key={guia.numeroGuiaPrestador} guia={guia} sent={!open} />)
          )}
          <ConfirmDialog
            open={confirming}
            title={sendQuestion(lote.numeroLote)}
            message={SEND_WARNING}
            confirmLabel="Enviar lote"
            busy={send.isPending}
            onConfirm={() => send.mutate(lote.idLote)}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
    </Stack>
  );
}
