import { Button, HStack } from '@chakra-ui/react';
import { createItemErrorMessage, failureOf } from '@odonto/api';
import type { OdontogramMarker, ToothConditions } from '@odonto/odontogram';
import { PanelSection } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addPlanItem } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { newItemPayload } from '../planPayloads';
import type { ProcedureSelection } from '../procedure-picker';
import { LazyProcedurePicker } from '../procedure-picker/LazyProcedurePicker';
import type { PlanMessage } from './PlanMessages';

/** Shown after an item is added (docs/product-rules.md#new-plan-flow). */
export const ITEM_ADDED = 'Procedimento adicionado com sucesso!';

export interface AddProcedureProps {
  /** The plan the procedure joins. */
  planId: number;
  /** The plan's items as odontogram markers. */
  markers: readonly OdontogramMarker[];
  /** The beneficiary's initial odontogram, drawn on the picker's chart. */
  conditions?: ToothConditions;
  /** The picker starts open (the list's 'Editar', ?editar=1). */
  defaultOpen: boolean;
  /** Reloads the plan after adding. */
  onChanged: () => Promise<unknown>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
}

/**
 * 'Adicionar Procedimento': opens the procedure picker and adds its choice to the plan. The picker's code
 * loads when the dentist opens it (LazyProcedurePicker), not with the plan.
 */
export function AddProcedure({
  planId,
  markers,
  conditions,
  defaultOpen,
  onChanged,
  onMessage,
}: AddProcedureProps) {
  const { dentistApi } = useSession();
  const [open, setOpen] = useState(defaultOpen);
  const add = useMutation({
    mutationFn: (selection: ProcedureSelection) => addPlanItem(dentistApi, newItemPayload(planId, selection)),
    onError: (error) => onMessage({ status: 'error', text: createItemErrorMessage(failureOf(error)) }),
    onSuccess: () => {
      onMessage({ status: 'success', text: ITEM_ADDED });
      return onChanged();
    },
  });
  // The picker keeps the choice when the save rejects.
  const save = async (selection: ProcedureSelection) => {
    await add.mutateAsync(selection);
  };

  if (!open) {
    return (
      <HStack justify="end">
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          Adicionar Procedimento
        </Button>
      </HStack>
    );
  }
  return (
    <PanelSection title="Adicionar Procedimento">
      <LazyProcedurePicker
        onAdd={save}
        onCancel={() => setOpen(false)}
        markers={markers}
        conditions={conditions}
        planId={planId}
      />
    </PanelSection>
  );
}
