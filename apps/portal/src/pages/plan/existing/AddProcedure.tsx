import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { createItemErrorMessage, type DentistApi, failureFromError, failureFromResult } from '@odonto/api';
import { formatFaces, type OdontogramMarker } from '@odonto/odontogram';
import { useState } from 'react';
import { ProcedurePicker, type ProcedureSelection } from '../procedure-picker';
import type { PlanMessage } from './PlanMessages';

/** Shown after an item is added (portal-spec.md §4 'New-plan flow'). */
export const ITEM_ADDED = 'Procedimento adicionado com sucesso!';

export interface AddProcedureProps {
  /** The plan the procedure joins. */
  planId: number;
  /** Who adds it (the CRO), recorded as usuarioAtualizacao. */
  userCro: string | undefined;
  /** The plan's items as odontogram markers. */
  markers: readonly OdontogramMarker[];
  /** The picker starts open (the list's 'Editar', ?editar=1). */
  defaultOpen: boolean;
  /** The session's Dentist API client. */
  dentistApi: DentistApi;
  /** Reloads the plan after adding. */
  onChanged: () => Promise<unknown>;
  /** Shows a success or error message. */
  onMessage: (message: PlanMessage) => void;
}

/** 'Adicionar Procedimento': opens the procedure picker and adds its choice to the plan. */
export function AddProcedure({
  planId,
  userCro,
  markers,
  defaultOpen,
  dentistApi,
  onChanged,
  onMessage,
}: AddProcedureProps) {
  const [open, setOpen] = useState(defaultOpen);

  async function add(selection: ProcedureSelection) {
    const { procedimento } = selection;
    let text: string | null = null;
    try {
      const result = await dentistApi.POST('/v2/planoTratamentoItens', {
        body: {
          idPlanoTratamento: planId,
          idAudiProcedimento: procedimento.idAuditoriaProcedimento,
          especialidade: procedimento.especialidade,
          codTuss: procedimento.tuss,
          descricao: procedimento.descricao,
          idDente: selection.tooth,
          faces: formatFaces(selection),
          procedimentoItemObs: '',
          usuarioAtualizacao: userCro,
        },
      });
      if (!result.data) text = createItemErrorMessage(failureFromResult(result));
    } catch (error) {
      text = createItemErrorMessage(failureFromError(error));
    }
    if (text !== null) {
      onMessage({ status: 'error', text });
      // The picker keeps the choice when the save rejects.
      throw new Error(text);
    }
    onMessage({ status: 'success', text: ITEM_ADDED });
    await onChanged();
  }

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
    <Box
      as="section"
      aria-label="Adicionar Procedimento"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="5"
    >
      <Heading as="h2" size="md" mb="4">
        Adicionar Procedimento
      </Heading>
      <ProcedurePicker onAdd={add} onCancel={() => setOpen(false)} markers={markers} />
    </Box>
  );
}
