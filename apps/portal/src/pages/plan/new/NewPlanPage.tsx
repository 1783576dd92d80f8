import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  type Beneficiario,
  createItemErrorMessage,
  createPlanErrorMessage,
  failureOf,
  type NovoPlanoTratamento,
  type NovoPlanoTratamentoItem,
} from '@odonto/api';
import { formatCardNumber, LabelValueList, LoadingState, Notice, PanelSection } from '@odonto/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addPlanItem, createPlan, plansChanged } from '../../../data/plans';
import { DraftOffer } from '../../../drafts/DraftOffer';
import { EMPTY_CHOICE, type PickerChoice } from '../../../drafts/pickerChoice';
import { useDraft } from '../../../drafts/useDraft';
import { useSession } from '../../../session/SessionProvider';
import { CardValidity } from '../CardValidity';
import { newItemPayload, newPlanPayload } from '../planPayloads';
import type { ProcedureSelection } from '../procedure-picker';
import { LazyProcedurePicker, procedurePicker } from '../procedure-picker/LazyProcedurePicker';
import { BeneficiarySearch } from './BeneficiarySearch';
import { expiredCardMessage, operatorCode } from './beneficiary';
import { isEmptyNewPlanDraft, type NewPlanDraft, parseNewPlanDraft } from './newPlanDraft';
import { RequesterSection } from './RequesterSection';
import { REQUESTER_INCOMPLETE, type Requester } from './requester';
import { PERFORMER_ERROR, usePerformer } from './usePerformer';

/** docs/product-rules.md#error-catalogue: the plan was created but its code did not come back. */
export const MISSING_PLAN_ID =
  'Erro inesperado ao receber código do plano de tratamento, por favor tente novamente!';
export const CREATE_PLAN_ERROR = 'Erro ao criar plano de tratamento, por favor tente novamente!';

/**
 * New treatment plan (docs/product-rules.md#new-plan, #new-plan-flow). What the form holds is kept as the
 * dentist's draft while it is filled in and offered back when the page opens again (after a session that
 * expired, say); it goes when the plan is saved or the draft discarded (issue #34).
 */
export function NewPlanPage() {
  const { dentistApi, user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const performer = usePerformer();
  const [beneficiario, setBeneficiario] = useState<Beneficiario | null>(null);
  const [requesterWanted, setRequesterWanted] = useState(false);
  const [requester, setRequester] = useState<Requester | null>(null);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const [createdPlanId, setCreatedPlanId] = useState<number | null>(null);
  const draft = useDraft('novo-plano', parseNewPlanDraft);
  const [, setSearchParams] = useSearchParams();
  // The card of the beneficiary chosen, or of a draft's while it is searched again.
  const [carteira, setCarteira] = useState<string | null>(null);
  const [pickerChoice, setPickerChoice] = useState<PickerChoice>(EMPTY_CHOICE);
  // A draft given back: the picker starts with its choice; a new key starts the sections with its values.
  const [restored, setRestored] = useState<{ key: number; choice: PickerChoice } | null>(null);
  const saved = useRef(false);
  useEffect(() => {
    if (saved.current) return;
    const value: NewPlanDraft = { carteira, requesterWanted, requester, procedimento: pickerChoice };
    draft.keep(isEmptyNewPlanDraft(value) ? null : value);
  }, [carteira, requesterWanted, requester, pickerChoice, draft.keep]);

  const restoreDraft = () => {
    const value = draft.restore();
    if (!value) return;
    setRequesterWanted(value.requesterWanted);
    setRequester(value.requester);
    setPickerChoice(value.procedimento);
    setRestored((last) => ({ key: (last?.key ?? 0) + 1, choice: value.procedimento }));
    setCarteira(value.carteira);
    setBeneficiario(null);
    // The beneficiary is searched again by card: a single result is chosen at once (BeneficiarySearch).
    if (value.carteira) setSearchParams({ search: value.carteira }, { replace: true });
  };
  // The picker shows once a beneficiary is chosen: its code downloads meanwhile, after the first paint.
  useEffect(procedurePicker.preload, []);
  const onSuccess = () => plansChanged(queryClient);
  const newPlan = useMutation({
    mutationFn: (body: NovoPlanoTratamento) => createPlan(dentistApi, body),
    onSuccess,
  });
  const newItem = useMutation({
    mutationFn: (body: NovoPlanoTratamentoItem) => addPlanItem(dentistApi, body),
    onSuccess,
  });

  // Shows why, and rejects (with what the call threw, so the picker can show a refusal's glosas) so that the
  // picker keeps the choice for another try.
  const fail = (text: string, thrown: unknown = new Error(text)): never => {
    setMessage({ id: Date.now(), text });
    throw thrown;
  };

  const create = async (selection: ProcedureSelection) => {
    setMessage(null);
    if (performer.kind !== 'ready') return fail(PERFORMER_ERROR);
    if (!beneficiario) return fail(CREATE_PLAN_ERROR);
    const expired = expiredCardMessage(beneficiario);
    if (expired) return fail(expired);
    if (requesterWanted && !requester) return fail(REQUESTER_INCOMPLETE);
    const usuario = user?.userCro ?? performer.dentista.cro;
    // A plan created by an earlier try whose item failed is reused, so a retry adds no second plan.
    let planId = createdPlanId;
    if (planId === null) {
      planId = await newPlan
        .mutateAsync(
          newPlanPayload(beneficiario, performer.dentista, requesterWanted ? requester : null, usuario),
        )
        .catch((error: unknown) => fail(createPlanErrorMessage(failureOf(error))));
      if (!planId) return fail(MISSING_PLAN_ID);
      setCreatedPlanId(planId);
    }
    await newItem
      .mutateAsync(newItemPayload(planId, selection))
      .catch((error: unknown) => fail(createItemErrorMessage(failureOf(error)), error));
    saved.current = true;
    draft.clear();
    navigate(`/plano-tratamento/${planId}`);
  };

  const expiredCard = beneficiario ? expiredCardMessage(beneficiario) : null;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Novo Plano de Tratamento
        </Heading>
        <Text color="fg.muted">Busque o beneficiário, escolha o procedimento e o dente.</Text>
      </Stack>
      {draft.offered ? (
        <DraftOffer savedAt={draft.offered.savedAt} onRestore={restoreDraft} onDiscard={draft.discard} />
      ) : null}
      <PanelSection title="Beneficiário">
        <BeneficiarySearch
          onSelect={(chosen) => {
            setBeneficiario(chosen);
            setCarteira(chosen.numeroCarteira);
            setCreatedPlanId(null);
          }}
          selected={beneficiario?.numeroCarteira}
        />
      </PanelSection>
      {beneficiario ? (
        <PanelSection title="Dados do Beneficiário">
          <LabelValueList
            items={[
              { label: 'Carteira', value: formatCardNumber(beneficiario.numeroCarteira) },
              { label: 'Nome', value: beneficiario.nome },
              { label: 'Nome social', value: beneficiario.nomeSocial },
              { label: 'Plano', value: beneficiario.nomeProduto },
              { label: 'Validade da carteira', value: <CardValidity beneficiario={beneficiario} /> },
              { label: 'Empresa', value: beneficiario.nomePessoaJuridicaContratantePlanoColetivo },
              {
                label: 'Operadora',
                value: `${operatorCode(beneficiario.numeroCarteira)} - ${beneficiario.nomeFantasiaOperadora}`,
              },
            ]}
          />
        </PanelSection>
      ) : null}
      <PanelSection title="Dentista Executante">
        {performer.kind === 'loading' ? <LoadingState text="Carregando dentista executante..." /> : null}
        {performer.kind === 'error' ? <Notice status="error">{performer.message}</Notice> : null}
        {performer.kind === 'ready' ? (
          <LabelValueList
            items={[
              { label: 'CRO', value: performer.dentista.cro },
              { label: 'UF', value: performer.dentista.uf },
              { label: 'Nome', value: performer.dentista.nome },
            ]}
          />
        ) : null}
      </PanelSection>
      <PanelSection title="Dentista Solicitante">
        <RequesterSection
          key={restored?.key}
          wanted={requesterWanted}
          onWantedChange={setRequesterWanted}
          confirmed={requester}
          onConfirmedChange={setRequester}
        />
      </PanelSection>
      {beneficiario ? (
        <PanelSection title="Adicionar Procedimento">
          <Stack gap="4">
            {message ? (
              <Notice key={message.id} status="error" autoDismiss onDismiss={() => setMessage(null)}>
                {message.text}
              </Notice>
            ) : null}
            {expiredCard ? (
              // No plan opens on an expired card (glosa 1017): the server would refuse it with 422.
              <Notice status="error" title="Carteira vencida">
                {expiredCard}
              </Notice>
            ) : (
              <LazyProcedurePicker
                key={restored?.key}
                onAdd={create}
                planId={createdPlanId}
                beneficiaryCard={beneficiario.numeroCarteira}
                initialChoice={restored?.choice}
                onChoiceChange={setPickerChoice}
              />
            )}
          </Stack>
        </PanelSection>
      ) : null}
    </Stack>
  );
}
