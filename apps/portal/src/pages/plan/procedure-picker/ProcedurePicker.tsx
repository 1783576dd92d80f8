import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lookupErrorMessageFor, type ProcedimentoResumo } from '@odonto/api';
import {
  type Face,
  isSelectionComplete,
  Odontogram,
  type OdontogramMarker,
  type ToothNumber,
  type ToothSelection,
} from '@odonto/odontogram';
import { Notice, SearchableSelect } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { loadView } from '../../../data/loadView';
import { procedimentosQuery } from '../../../data/lookups';
import { useSession } from '../../../session/SessionProvider';

/** What the dentist chose to add: a procedure on one tooth's faces or root. */
export interface ProcedureSelection {
  procedimento: ProcedimentoResumo;
  tooth: ToothNumber;
  faces: readonly Face[];
  root: boolean;
}

export interface ProcedurePickerProps {
  /** Saves the choice; the picker clears itself when it resolves and keeps the choice when it rejects. */
  onAdd: (selection: ProcedureSelection) => Promise<void>;
  /** Shows 'Cancelar' and is called when it is pressed. */
  onCancel?: () => void;
  /** Something else is saving: 'Adicionar' is disabled and reads 'Salvando...'. */
  busy?: boolean;
  /** Procedures already planned, drawn on the odontogram. */
  markers?: readonly OdontogramMarker[];
}

export const PROCEDURE_REQUIRED = 'Por favor, selecione um procedimento.';
export const TOOTH_REQUIRED = 'Selecione um dente no odontograma antes de adicionar um procedimento.';
export const SITE_REQUIRED = 'Selecione pelo menos uma face ou raiz do dente.';
export const NO_PROCEDURE_MATCH = 'Nenhum procedimento encontrado para sua busca.';

const EMPTY: ProcedimentoResumo[] = [];

const procedureLabel = (procedimento: ProcedimentoResumo) =>
  `${procedimento.tuss} - ${procedimento.descricao}`;

/** Why the odontogram choice is not enough yet (docs/product-rules.md#validation-rules 'Add procedure'), or null. */
function toothHint(selection: ToothSelection | null): string | null {
  if (!selection) return TOOTH_REQUIRED;
  return isSelectionComplete(selection) ? null : SITE_REQUIRED;
}

/**
 * Choose a procedure and a tooth's faces or root, then 'Adicionar' (docs/product-rules.md#plan-screen).
 * Used to start a new plan and to add to an existing one.
 */
export function ProcedurePicker({ onAdd, onCancel, busy = false, markers }: ProcedurePickerProps) {
  const { dentistApi } = useSession();
  // The table is fetched once per session, not each time the picker opens.
  const procedimentos = useQuery(procedimentosQuery(dentistApi));
  const { failure } = loadView(procedimentos);
  const [procedureId, setProcedureId] = useState<string | null>(null);
  const [selection, setSelection] = useState<ToothSelection | null>(null);
  const [procedureError, setProcedureError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hintId = useId();

  const list = procedimentos.data ?? EMPTY;
  const options = useMemo(
    () =>
      list.map((procedimento) => ({
        value: String(procedimento.idAuditoriaProcedimento),
        label: procedureLabel(procedimento),
      })),
    [list],
  );
  const chosen = list.find((procedimento) => String(procedimento.idAuditoriaProcedimento) === procedureId);
  const hint = toothHint(selection);
  const working = saving || busy;

  const add = async () => {
    if (!chosen) {
      setProcedureError(PROCEDURE_REQUIRED);
      return;
    }
    if (!selection || hint) return;
    setSaving(true);
    try {
      await onAdd({
        procedimento: chosen,
        tooth: selection.tooth,
        faces: selection.faces,
        root: selection.root,
      });
      setProcedureId(null);
      setSelection(null);
    } catch {
      // The caller shows why; the choice stays so the dentist can try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="4">
      {failure ? <Notice status="error">{lookupErrorMessageFor('procedimento', failure)}</Notice> : null}
      <SearchableSelect
        label="Procedimento"
        placeholder="Selecione um Procedimento"
        emptyText={NO_PROCEDURE_MATCH}
        options={options}
        value={procedureId}
        onValueChange={(value) => {
          setProcedureId(value);
          if (value) setProcedureError(null);
        }}
        errorText={procedureError ?? undefined}
        disabled={!procedimentos.data}
        required
      />
      <Box overflowX="auto">
        <Odontogram value={selection} onChange={setSelection} markers={markers} />
      </Box>
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button
          colorPalette="brand"
          disabled={Boolean(hint) || working}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => void add()}
        >
          {working ? 'Salvando...' : 'Adicionar'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
