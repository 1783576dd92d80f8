import { Button, HStack, Stack } from '@chakra-ui/react';
import { createItemErrorMessage, failureOf } from '@odonto/api';
import type { OdontogramMarker, ToothConditions } from '@odonto/odontogram';
import { PanelSection } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addPlanItem } from '../../../data/plans';
import { DraftOffer } from '../../../drafts/DraftOffer';
import { procedureDraftForm } from '../../../drafts/draftStore';
import { isEmptyChoice, type PickerChoice, parsePickerChoice } from '../../../drafts/pickerChoice';
import { useDraft } from '../../../drafts/useDraft';
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
 * loads when the dentist opens it (LazyProcedurePicker), not with the plan. The choice being made is kept as
 * the dentist's draft of this plan's form and offered back when the plan opens again (after a session that
 * expired, say); it goes when the item is added, on 'Cancelar' and on 'Descartar' (issue #34).
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
  const draft = useDraft(procedureDraftForm(planId), parsePickerChoice);
  // A draft given back: the picker starts again (a new key) with its choice.
  const [restored, setRestored] = useState<{ key: number; choice: PickerChoice } | null>(null);
  const restoreDraft = () => {
    const choice = draft.restore();
    if (!choice) return;
    setRestored((last) => ({ key: (last?.key ?? 0) + 1, choice }));
    setOpen(true);
  };
  const offer = draft.offered ? (
    <DraftOffer savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />
  ) : null;
  const add = useMutation({
    mutationFn: (selection: ProcedureSelection) => addPlanItem(dentistApi, newItemPayload(planId, selection)),
    onError: (error) => onMessage({ status: 'error', text: createItemErrorMessage(failureOf(error)) }),
    onSuccess: () => {
      draft.clear();
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
      <Stack gap="3">
        {offer}
        <HStack justify="end">
          <Button colorPalette="brand" onClick={() => setOpen(true)}>
            Adicionar Procedimento
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <PanelSection title="Adicionar Procedimento">
      <Stack gap="4">
        {offer}
        <LazyProcedurePicker
          key={restored?.key}
          onAdd={save}
          onCancel={() => {
            draft.clear();
            setOpen(false);
          }}
          markers={markers}
          conditions={conditions}
          planId={planId}
          initialChoice={restored?.choice}
          onChoiceChange={(choice) => draft.keep(isEmptyChoice(choice) ? null : choice)}
        />
      </Stack>
    </PanelSection>
  );
}
