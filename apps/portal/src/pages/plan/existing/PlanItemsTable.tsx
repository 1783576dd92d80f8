import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import {
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DeadlineBadge,
  DetailCell,
  StatusBadge,
  TissStatus,
} from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
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
      const name = `${item.codTuss} - ${item.descricao}`;
      const note = predictionNote(item);
      return note ? <DetailCell detail={note}>{name}</DetailCell> : name;
    },
  },
  { id: 'faces', header: 'Faces/Raiz', cell: (item) => facesLabel(item.faces) },
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
    </Stack>
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
}

/** The plan's procedures: remove pending ones (docs/product-rules.md#d9), send authorised ones to the closing (10). */
export function PlanItemsTable({ items, onChanged, onMessage, locked = false }: PlanItemsTableProps) {
  const { dentistApi } = useSession();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<PlanoTratamentoItem | null>(null);
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
    mutationFn: (ids: number[]) => addToFechamento(dentistApi, ids),
    onSuccess: (message, ids) => {
      setSelected(new Set());
      onMessage({
        status: 'success',
        text: message || `${ids.length} procedimento(s) adicionado(s) ao fechamento.`,
      });
    },
    onError: (error) => failed(error, FECHAMENTO_ERROR),
    onSettled: () => onChanged(),
  });
  const busy = remove.isPending || fechamento.isPending;

  return (
    <Stack gap="3">
      {selectedIds.length > 0 ? (
        <HStack justify="end">
          <Button
            colorPalette="brand"
            onClick={() => fechamento.mutate(selectedIds.map((item) => item.idProcedimentoItem))}
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
        columns={columns}
        rows={items}
        getRowKey={itemKey}
        emptyText="Nenhum procedimento neste plano."
        actionsHeader="Ações"
        rowActions={(item) => (
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
    </Stack>
  );
}
