import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  type DentistApi,
  failureFromError,
  failureFromResult,
  genericErrorMessage,
  type PlanoTratamentoItem,
} from '@odonto/api';
import { ConfirmDialog, DataTable, type DataTableColumn, StatusBadge } from '@odonto/ui';
import { useState } from 'react';
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
const facesLabel = (faces: string) =>
  faces.trim().toUpperCase() === 'R' ? 'Raiz' : faces.split(',').join(', ');

const columns: DataTableColumn<PlanoTratamentoItem>[] = [
  { id: 'dente', header: 'Dente', cell: (item) => item.idDente },
  { id: 'procedimento', header: 'Procedimento', cell: (item) => `${item.codTuss} - ${item.descricao}` },
  { id: 'faces', header: 'Faces/Raiz', cell: (item) => facesLabel(item.faces) },
  {
    id: 'status',
    header: 'Status',
    cell: (item) => <StatusBadge kind="item" value={item.audiStatus} whiteSpace="normal" />,
  },
];

const serverMessage = (body: unknown): string | undefined => {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

export interface PlanItemsTableProps {
  /** The plan's items. */
  items: PlanoTratamentoItem[];
  /** The session's Dentist API client. */
  dentistApi: DentistApi;
  /** Reloads the plan after a change. */
  onChanged: () => Promise<void>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
}

/** The plan's procedures: remove pending ones (decisions.md 9), send authorised ones to the closing (10). */
export function PlanItemsTable({ items, dentistApi, onChanged, onMessage }: PlanItemsTableProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<PlanoTratamentoItem | null>(null);
  const [busy, setBusy] = useState(false);
  // Only keys still present and authorised count after a reload.
  const selectedIds = items.filter((item) => isAuthorized(item) && selected.has(itemKey(item)));

  async function remove(item: PlanoTratamentoItem) {
    setBusy(true);
    try {
      const result = await dentistApi.DELETE('/v2/planoTratamentoItens/{id}', {
        params: { path: { id: item.idProcedimentoItem } },
      });
      if (result.data) onMessage({ status: 'success', text: serverMessage(result.data) ?? REMOVE_SUCCESS });
      else onMessage({ status: 'error', text: genericErrorMessage(failureFromResult(result), REMOVE_ERROR) });
    } catch (error) {
      onMessage({ status: 'error', text: genericErrorMessage(failureFromError(error), REMOVE_ERROR) });
    }
    setRemoving(null);
    await onChanged();
    setBusy(false);
  }

  async function addToFechamento() {
    setBusy(true);
    const ids = selectedIds.map((item) => item.idProcedimentoItem);
    try {
      const result = await dentistApi.POST('/v2/fechamento', { body: { idsProcedimentoItem: ids } });
      if (result.data) {
        setSelected(new Set());
        onMessage({
          status: 'success',
          text: serverMessage(result.data) ?? `${ids.length} procedimento(s) adicionado(s) ao fechamento.`,
        });
      } else {
        onMessage({
          status: 'error',
          text: genericErrorMessage(failureFromResult(result), FECHAMENTO_ERROR),
        });
      }
    } catch (error) {
      onMessage({ status: 'error', text: genericErrorMessage(failureFromError(error), FECHAMENTO_ERROR) });
    }
    await onChanged();
    setBusy(false);
  }

  return (
    <Stack gap="3">
      {selectedIds.length > 0 ? (
        <HStack justify="end">
          <Button
            colorPalette="brand"
            onClick={() => void addToFechamento()}
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
            disabled={!isPending(item) || busy}
            onClick={() => setRemoving(item)}
            aria-label={`Remover dente ${item.idDente}, ${item.codTuss}`}
          >
            Remover
          </Button>
        )}
        selection={{
          selectedKeys: selected,
          onSelectedKeysChange: setSelected,
          isSelectable: isAuthorized,
          rowLabel: (item) => `Selecionar dente ${item.idDente}, ${item.codTuss}`,
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
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
