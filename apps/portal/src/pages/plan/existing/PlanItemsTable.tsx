import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { failureOf, fieldErrorsOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DeadlineBadge,
  DetailCell,
  formatCurrency,
  formatDate,
  StatusBadge,
  TissStatus,
} from '@odonto/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lotesChanged } from '../../../data/lotes';
import { addToFechamento, removePlanItem } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import {
  alteracaoNote,
  automaticLabel,
  facesLabel,
  IN_JUNTA,
  itemActionName,
  placeLabel,
  prazoLabel,
  predictionNote,
  reasonText,
} from './itemLabels';
import type { PlanMessage } from './PlanMessages';
import { RealizacaoDialog } from './RealizacaoDialog';
import {
  analiseLabel,
  coparticipacaoLabel,
  finalDocumentationLabel,
  finalDocumentationPending,
} from './realizacao';
import { scrollRowIntoView } from './useLiveHighlight';

/** Fallback when the server gives no reason for a refused removal. */
export const REMOVE_ERROR = 'Não foi possível remover o procedimento. Tente novamente.';
/** Fallback when the server confirms a removal without a message. */
export const REMOVE_SUCCESS = 'Procedimento removido do plano de tratamento.';
/** Fallback when the server gives no reason for a refused closing. */
export const FECHAMENTO_ERROR = 'Não foi possível adicionar os procedimentos ao fechamento. Tente novamente.';

// 'Ativo' comes from old data and reads 'Aguardando Aprovação' (openapi ItemStatus); both may be removed.
const isPending = (item: PlanoTratamentoItem) =>
  item.audiStatus === 'Aguardando Aprovação' || item.audiStatus === 'Ativo';
const isAuthorized = (item: PlanoTratamentoItem) => item.audiStatus === 'Autorizado';
const itemKey = (item: PlanoTratamentoItem) => String(item.idProcedimentoItem);

const columns: DataTableColumn<PlanoTratamentoItem>[] = [
  { id: 'dente', header: 'Dente/Região', cell: placeLabel },
  {
    id: 'procedimento',
    header: 'Procedimento',
    // An item sent despite predicted glosas says so under its name: the auditor reads the same.
    cell: (item) => {
      // The name wraps (in the table, not narrower than 12rem), so that the value and status columns fit beside it.
      const name = (
        <Text as="span" display="block" whiteSpace="normal" minW={{ md: '48' }}>
          {`${item.codTuss} - ${item.descricao}`}
        </Text>
      );
      const note = predictionNote(item);
      return note ? <DetailCell detail={note}>{name}</DetailCell> : name;
    },
  },
  { id: 'faces', header: 'Faces/Raiz', cell: (item) => facesLabel(item.faces) },
  {
    id: 'valor',
    header: 'Valor',
    align: 'end',
    // The value, and under it what the patient pays at the office (the operator pays the rest).
    cell: (item) => {
      const share = coparticipacaoLabel(item.valores);
      return (
        <Stack gap="0" align={{ base: 'start', md: 'end' }}>
          <Text whiteSpace="nowrap">{formatCurrency(item.valores.valor)}</Text>
          {share ? (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {share}
            </Text>
          ) : null}
        </Stack>
      );
    },
  },
  {
    id: 'status',
    header: 'Status',
    cell: (item) => <ItemStatusCell item={item} />,
  },
];

/**
 * The item's status, its TISS code and text; the operator's deadline (or the automatic authorization); the
 * audit's reason (a denial's glosa and ground, a request's note) and an authorization with change. Kept in one
 * cell, line under line, so that the table does not grow wider.
 */
function ItemStatusCell({ item }: { item: PlanoTratamentoItem }) {
  const reason = reasonText(item);
  const automatic = automaticLabel(item);
  const deadline = automatic ? null : prazoLabel(item.prazo);
  // Only while the item waits for the operator is the deadline a running clock, coloured by its band.
  const running = item.prazo.diasUteisRestantes !== null;
  return (
    <Stack gap="1" align="start">
      <StatusBadge kind="item" value={item.audiStatus} whiteSpace="normal" />
      <TissStatus status={item.statusTiss} whiteSpace="normal" />
      {automatic ? <Detail>{automatic}</Detail> : null}
      {item.audiStatus === 'Em Junta' ? <Detail>{IN_JUNTA}</Detail> : null}
      {deadline && running ? (
        <DeadlineBadge faixa={item.prazo.faixa} data-testid="prazo">
          {deadline}
        </DeadlineBadge>
      ) : null}
      {deadline && !running ? (
        <Detail color="fg.muted" data-testid="prazo">
          {deadline}
        </Detail>
      ) : null}
      {reason ? <Detail>{reason}</Detail> : null}
      {item.fundamento ? <Detail>{`Fundamento: ${item.fundamento}`}</Detail> : null}
      {item.alteracao ? <Detail>{alteracaoNote(item.alteracao)}</Detail> : null}
      {item.realizacao ? (
        <Detail>
          {`Realizado em ${formatDate(item.realizacao.dataRealizacao)} · `}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={`/faturamento/lotes/${item.realizacao.idLote}`}>
              {`Lote ${item.realizacao.numeroLote}`}
            </RouterLink>
          </Link>
          {item.realizacao.analise ? ` · ${analiseLabel(item.realizacao.analise)}` : null}
        </Detail>
      ) : null}
      {item.realizacao && item.documentacaoFinal ? (
        <Detail
          color={item.documentacaoFinal.idImagem === null ? 'fg.warning' : 'fg.muted'}
          fontWeight={item.documentacaoFinal.idImagem === null ? 'medium' : undefined}
        >
          {finalDocumentationLabel(item.documentacaoFinal)}
        </Detail>
      ) : null}
    </Stack>
  );
}

/** Two arrows in a circle: 'this changed', drawn inline (decorative, the words beside it say it). */
const RefreshIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M20 11a8 8 0 0 0-14.9-4M4 4v4h4M4 13a8 8 0 0 0 14.9 4M20 20v-4h-4" />
  </svg>
);

const NO_LIVE_CHANGES = { highlighted: new Set<number>(), newest: null };

/** Said in the status cell of a row a live decision just changed: an icon and words, not colour alone. */
export const UPDATED_NOW = 'Atualizado agora';

/** The columns, the status cell of each highlighted item saying UPDATED_NOW above its status. */
function withUpdatedNote(highlighted: ReadonlySet<number>): DataTableColumn<PlanoTratamentoItem>[] {
  if (highlighted.size === 0) return columns;
  return columns.map((column) =>
    column.id !== 'status'
      ? column
      : {
          ...column,
          cell: (item) =>
            highlighted.has(item.idProcedimentoItem) ? (
              <Stack gap="1" align="start">
                <HStack gap="1" fontSize="xs" fontWeight="semibold" color="fg" data-testid="atualizado-agora">
                  <RefreshIcon />
                  <span>{UPDATED_NOW}</span>
                </HStack>
                {column.cell(item)}
              </Stack>
            ) : (
              column.cell(item)
            ),
        },
  );
}

const Detail = (props: ComponentProps<typeof Text>) => (
  <Text fontSize="xs" maxW="xs" whiteSpace="normal" {...props} />
);

export interface PlanItemsTableProps {
  /** The plan's items. */
  items: PlanoTratamentoItem[];
  /** Reloads the plan after a change. */
  onChanged: () => Promise<void>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
  /** The plan was cancelled: its items no longer move, so nothing is offered (the server would answer 409). */
  locked?: boolean;
  /** Opens the upload of a performed item's missing final documentation. */
  onSendFinalDocumentation?: (item: PlanoTratamentoItem) => void;
  /** Items a live decision just changed: highlighted, marked 'Atualizado agora'; `newest` is scrolled to. */
  live?: { highlighted: ReadonlySet<number>; newest: number | null };
}

/**
 * The plan's procedures with their values: remove pending ones (docs/product-rules.md#d9), register authorised
 * ones as performed on a date, into the open billing batch (#d10), and send a performed one's final documentation.
 */
export function PlanItemsTable({
  items,
  onChanged,
  onMessage,
  locked = false,
  onSendFinalDocumentation,
  live = NO_LIVE_CHANGES,
}: PlanItemsTableProps) {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<PlanoTratamentoItem | null>(null);
  const [registering, setRegistering] = useState(false);
  const [dateError, setDateError] = useState<string | undefined>(undefined);
  // Only keys still present and authorised count after a reload.
  const selectable = (item: PlanoTratamentoItem) => !locked && isAuthorized(item);
  const selectedIds = items.filter((item) => selectable(item) && selected.has(itemKey(item)));
  const failed = (error: unknown, fallback: string) =>
    onMessage({ status: 'error', text: genericErrorMessage(failureOf(error), fallback) });

  // Both stay busy until the plan has been reloaded, whatever the answer.
  const remove = useMutation({
    mutationFn: (item: PlanoTratamentoItem) => removePlanItem(dentistApi, item.idProcedimentoItem),
    onSuccess: (message) => onMessage({ status: 'success', text: message || REMOVE_SUCCESS }),
    onError: (error) => failed(error, REMOVE_ERROR),
    onSettled: () => {
      setRemoving(null);
      return onChanged();
    },
  });
  const fechamento = useMutation({
    mutationFn: ({ ids, dataRealizacao }: { ids: number[]; dataRealizacao: string }) =>
      addToFechamento(dentistApi, ids, dataRealizacao),
    onSuccess: (message, { ids }) => {
      setSelected(new Set());
      setRegistering(false);
      lotesChanged(queryClient);
      onMessage({
        status: 'success',
        text: message || `${ids.length} procedimento(s) adicionado(s) ao fechamento.`,
      });
      return onChanged();
    },
    onError: (error) => {
      // A date the server refuses is said under the field, and the dialog stays to correct it.
      const { dataRealizacao } = fieldErrorsOf(error, ['dataRealizacao']);
      if (dataRealizacao) {
        setDateError(dataRealizacao);
        return;
      }
      setRegistering(false);
      failed(error, FECHAMENTO_ERROR);
      return onChanged();
    },
  });
  const busy = remove.isPending || fechamento.isPending;
  const area = useRef<HTMLDivElement>(null);
  const highlightedKeys = useMemo(() => new Set([...live.highlighted].map(String)), [live.highlighted]);
  const shownColumns = useMemo(() => withUpdatedNote(live.highlighted), [live.highlighted]);
  useEffect(() => {
    if (live.newest === null) return;
    const row = area.current?.querySelector(`[data-row-key="${live.newest}"]`);
    if (row) scrollRowIntoView(row);
  }, [live.newest]);

  return (
    <Stack gap="3" ref={area}>
      {selectedIds.length > 0 ? (
        <HStack justify="end">
          <Button
            colorPalette="brand"
            onClick={() => {
              setDateError(undefined);
              setRegistering(true);
            }}
            loading={busy}
            loadingText="Adicionando ao fechamento..."
          >
            Adicionar para Fechamento ({selectedIds.length})
          </Button>
        </HStack>
      ) : null}
      <DataTable
        caption="Procedimentos do plano"
        captionVisible
        columns={shownColumns}
        rows={items}
        getRowKey={itemKey}
        highlightedKeys={highlightedKeys}
        emptyText="Nenhum procedimento neste plano."
        actionsHeader="Ações"
        rowActions={(item) => (
          <>
            {!locked && onSendFinalDocumentation && finalDocumentationPending(item) ? (
              <Button
                size="sm"
                colorPalette="brand"
                disabled={busy}
                onClick={() => onSendFinalDocumentation(item)}
                aria-label={`Enviar documentação final: ${itemActionName(item)}`}
              >
                Enviar documentação final
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={locked || !isPending(item) || busy}
              onClick={() => setRemoving(item)}
              aria-label={`Remover ${itemActionName(item)}`}
            >
              Remover
            </Button>
          </>
        )}
        selection={{
          selectedKeys: selected,
          onSelectedKeysChange: setSelected,
          isSelectable: selectable,
          rowLabel: (item) => `Selecionar ${itemActionName(item)}`,
          allLabel: 'Selecionar todos os procedimentos autorizados',
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remover procedimento?"
        message={
          removing
            ? `O procedimento ${removing.codTuss} - ${removing.descricao} do dente ${removing.idDente} será removido do plano.`
            : ''
        }
        confirmLabel="Remover"
        destructive
        busy={busy}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
      <RealizacaoDialog
        open={registering}
        count={selectedIds.length}
        busy={fechamento.isPending}
        serverError={dateError}
        onEdit={() => setDateError(undefined)}
        onConfirm={(dataRealizacao) =>
          fechamento.mutate({ ids: selectedIds.map((item) => item.idProcedimentoItem), dataRealizacao })
        }
        onCancel={() => setRegistering(false)}
      />
    </Stack>
  );
}
