import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lookupErrorMessageFor, type ProcedimentoResumo } from '@odonto/api';
import {
  Odontogram,
  type OdontogramMarker,
  type RegionCode,
  type ToothConditions,
  type ToothSelection,
} from '@odonto/odontogram';
import { Notice, SearchableSelect } from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { loadView } from '../../../data/loadView';
import { procedimentosQuery } from '../../../data/lookups';
import type { PickerChoice } from '../../../drafts/pickerChoice';
import { useSession } from '../../../session/SessionProvider';
import { firstItemValidationPayload, newItemPayload } from '../planPayloads';
import { RequiredTextarea, useRequiredText } from '../RequiredTextarea';
import { GlosaList } from './GlosaList';
import {
  type GlosaPrevista,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  NO_REFUSAL,
  onlyEligibility,
  type Prediction,
  type Refusal,
  refusalOf,
  unexplainedReasons,
  useGlosaPrediction,
} from './glosas';
import { asksOf, MOUTH_PROCEDURE, type Placement, placementHint, placementOf } from './placement';

/** What the dentist chose to add: a procedure and the place it asks for (mouth, region, tooth, faces, root). */
export interface ProcedureSelection extends Placement {
  procedimento: ProcedimentoResumo;
  /** The dentist's technical justification, sent when the rules predict glosas for the item. */
  justificativa?: string;
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
  /** The beneficiary's initial odontogram, drawn on the chart. */
  conditions?: ToothConditions;
  /** The plan the item joins: with it, the glosas are predicted while the dentist chooses. */
  planId?: number | null;
  /** Without a plan yet (a new plan's first item), the beneficiary's card stands for it in the prediction. */
  beneficiaryCard?: string | null;
  /** A draft given back (after a session that expired): the picker starts with it. */
  initialChoice?: PickerChoice;
  /** Called with what the picker holds whenever it changes, for the form's draft. */
  onChoiceChange?: (choice: PickerChoice) => void;
}

export const PROCEDURE_REQUIRED = 'Por favor, selecione um procedimento.';
export const NO_PROCEDURE_MATCH = 'Nenhum procedimento encontrado para sua busca.';
export const CHECKING_RULES = 'Conferindo as regras do procedimento...';
export const NO_GLOSA = 'Nenhuma glosa prevista para este item.';
export const PREDICTION_FAILED =
  'Não foi possível prever as glosas agora; as regras são conferidas ao adicionar o procedimento.';
export const SERVER_DECIDES =
  'Se o caso clínico pede este procedimento, adicione-o com uma justificativa técnica: a auditoria decide.';
export const ELIGIBILITY_DECIDES =
  'A glosa prevista é do contrato do beneficiário (carência, cobertura ou carteira), não do item. Se há razão para atender agora (urgência, portabilidade de carências, cobertura do contrato), adicione-o com uma justificativa técnica: a operadora decide.';
export const CANNOT_BE_READ =
  'Este item não pode ser enviado como está: corrija o que a glosa aponta para adicioná-lo.';
/** Before the chosen procedure's whole name, which the one-line field cuts on a phone ('… 2 faces'). */
export const CHOSEN_PROCEDURE = 'Procedimento escolhido:';
export const JUSTIFICATION_LABEL = 'Justificativa técnica';
export const JUSTIFICATION_HELP = 'Vai com o item para a auditoria e na guia TISS.';
export const JUSTIFICATION_REQUIRED = `Escreva a justificativa técnica com ao menos ${JUSTIFICATION_MIN} caracteres.`;
export {
  FACES_REQUIRED,
  MOUTH_PROCEDURE,
  ROOT_REQUIRED,
  SITE_REQUIRED,
  TOOTH_REQUIRED,
} from './placement';

const EMPTY: ProcedimentoResumo[] = [];

const procedureLabel = (procedimento: ProcedimentoResumo) =>
  `${procedimento.tuss} - ${procedimento.descricao}`;

const selectionOf = ({ tooth, faces, root }: Placement): ToothSelection | null =>
  tooth === null ? null : { tooth, faces, root };

/** What the dentist can do about glosas: nothing to do, send with a justification, or correct the item. */
export type GlosaAnswer = 'none' | 'justify' | 'correct';

/** Glosas that say the item cannot be read ask for a correction; any other asks for a justification. */
export function answerTo(glosas: readonly GlosaPrevista[]): GlosaAnswer {
  if (glosas.length === 0) return 'none';
  return glosas.some((glosa) => glosa.bloqueante) ? 'correct' : 'justify';
}

/** What the picker tells the dentist under the predicted glosas. */
export function adviceFor(glosas: readonly GlosaPrevista[]): string {
  if (answerTo(glosas) === 'correct') return CANNOT_BE_READ;
  return onlyEligibility(glosas) ? ELIGIBILITY_DECIDES : SERVER_DECIDES;
}

function PredictionView({ prediction }: { prediction: Prediction }) {
  if (prediction.state === 'idle') return null;
  if (prediction.state === 'checking') return <Text fontSize="sm">{CHECKING_RULES}</Text>;
  if (prediction.state === 'failed') return <Text fontSize="sm">{PREDICTION_FAILED}</Text>;
  if (prediction.glosas.length === 0) return <Text fontSize="sm">{NO_GLOSA}</Text>;
  return (
    <Stack gap="1">
      <GlosaList kind="predicted" glosas={prediction.glosas} />
      <Text fontSize="sm">{adviceFor(prediction.glosas)}</Text>
    </Stack>
  );
}

/**
 * Choose a procedure and the place it asks for, then 'Adicionar' (docs/product-rules.md#plan-screen,
 * #procedure-rules). The chart asks for what the procedure's rules say (nothing, a region, a tooth, faces or the
 * root) and disables the rest, saying why. Given the plan, the glosas the item would get are shown before
 * 'Adicionar', which stays usable: a rule predicts, the operator decides. A predicted glosa asks for a
 * technical justification that goes with the item; only an item that cannot be read is refused, and a
 * refusal shows its glosas here too.
 * Used to start a new plan and to add to an existing one.
 */
export function ProcedurePicker({
  onAdd,
  onCancel,
  busy = false,
  markers,
  conditions,
  planId = null,
  beneficiaryCard = null,
  initialChoice,
  onChoiceChange,
}: ProcedurePickerProps) {
  const { dentistApi } = useSession();
  // The table is fetched once per session, not each time the picker opens.
  const procedimentos = useQuery(procedimentosQuery(dentistApi));
  const { failure } = loadView(procedimentos);
  const [procedureId, setProcedureId] = useState<string | null>(initialChoice?.procedureId ?? null);
  const [selection, setSelection] = useState<ToothSelection | null>(() =>
    initialChoice ? selectionOf(initialChoice) : null,
  );
  const [region, setRegion] = useState<RegionCode | null>(initialChoice?.region ?? null);
  const [procedureError, setProcedureError] = useState<string | null>(null);
  const [refused, setRefused] = useState<Refusal>(NO_REFUSAL);
  const [saving, setSaving] = useState(false);
  const justification = useRequiredText(JUSTIFICATION_MIN, initialChoice?.justificativa);
  const hintId = useId();
  const onChoiceChangeRef = useRef(onChoiceChange);
  onChoiceChangeRef.current = onChoiceChange;
  useEffect(() => {
    onChoiceChangeRef.current?.({
      procedureId,
      tooth: selection?.tooth ?? null,
      faces: selection?.faces ?? [],
      root: selection?.root ?? false,
      region,
      justificativa: justification.value,
    });
  }, [procedureId, selection, region, justification.value]);

  const list = procedimentos.data ?? EMPTY;
  const options = useMemo(
    () =>
      list.map((procedimento) => ({
        value: String(procedimento.idAuditoriaProcedimento),
        label: procedureLabel(procedimento),
      })),
    [list],
  );
  const find = (id: string | null) =>
    list.find((procedimento) => String(procedimento.idAuditoriaProcedimento) === id);
  const chosen = find(procedureId);
  const asks = asksOf(chosen);
  const placement = placementOf(asks, selection, region);
  const hint = placementHint(asks, placement);
  const working = saving || busy;
  // The would-be item, asked about once it is complete: on the plan, or on the card before the plan exists.
  const predictionPayload = (item: ProcedureSelection) => {
    if (planId !== null) return newItemPayload(planId, item);
    return beneficiaryCard ? firstItemValidationPayload(beneficiaryCard, item) : null;
  };
  const wouldBe = chosen && !hint ? predictionPayload({ procedimento: chosen, ...placement }) : null;
  const prediction = useGlosaPrediction(dentistApi, wouldBe);
  // The glosas the dentist answers: the server's refusal when there is one, else the prediction.
  const glosas =
    refused.glosas.length > 0 ? refused.glosas : prediction.state === 'done' ? prediction.glosas : [];
  const answer = answerTo(glosas);

  const changePlace = (next: Placement) => {
    setSelection(selectionOf(next));
    setRegion(next.region);
    setRefused(NO_REFUSAL);
  };

  const chooseProcedure = (value: string | null) => {
    setProcedureId(value);
    setRefused(NO_REFUSAL);
    if (value) setProcedureError(null);
    // Keeps only the part of the chart's choice the new procedure asks for.
    changePlace(placementOf(asksOf(find(value)), selection, region));
  };

  const add = async () => {
    if (!chosen) {
      setProcedureError(PROCEDURE_REQUIRED);
      return;
    }
    if (hint) return;
    if (answer === 'justify' && !justification.check()) return;
    setSaving(true);
    try {
      const justificativa = answer === 'justify' ? justification.value.trim() : undefined;
      await onAdd({ procedimento: chosen, ...placement, ...(justificativa ? { justificativa } : {}) });
      setProcedureId(null);
      changePlace({ tooth: null, faces: [], root: false, region: null });
      justification.change('');
      justification.reset();
    } catch (error) {
      // The caller shows why; the choice stays so the dentist can try again, with the glosas if the rules
      // refused it, or the server's reason for the part of the choice it names (invalid-params).
      const refusal = refusalOf(error);
      setRefused(refusal);
      // Refused for want of a justification the prediction had not asked for yet: the field shows, marked.
      if (refusal.justificativa) justification.check();
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
        onValueChange={chooseProcedure}
        errorText={procedureError ?? undefined}
        disabled={!procedimentos.data}
        required
      />
      {chosen ? (
        // The field is one line: on a phone it cuts the end of the name, which tells 1, 2 or 3 faces apart.
        <Text fontSize="sm" mt="-2" overflowWrap="anywhere" data-chosen-procedure="">
          {CHOSEN_PROCEDURE} <strong>{procedureLabel(chosen)}</strong>
        </Text>
      ) : null}
      <Odontogram
        value={selection}
        onChange={(next) => {
          setSelection(next);
          setRefused(NO_REFUSAL);
        }}
        region={region}
        onRegionChange={(next) => {
          setRegion(next);
          setRefused(NO_REFUSAL);
        }}
        asks={asks}
        showRegions
        markers={markers}
        conditions={conditions}
      />
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      ) : chosen && asks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {MOUTH_PROCEDURE}
        </Text>
      ) : null}
      <Box aria-live="polite">
        {refused.glosas.length > 0 ? (
          <GlosaList kind="refused" glosas={refused.glosas} />
        ) : unexplainedReasons(refused).length > 0 ? (
          <Notice status="error">{unexplainedReasons(refused).join(' ')}</Notice>
        ) : (
          <PredictionView prediction={prediction} />
        )}
      </Box>
      {answer === 'justify' ? (
        <RequiredTextarea
          label={JUSTIFICATION_LABEL}
          text={justification}
          maxLength={JUSTIFICATION_MAX}
          rows={3}
          errorText={JUSTIFICATION_REQUIRED}
          helperText={JUSTIFICATION_HELP}
        />
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
