import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  type Beneficiario,
  createItemErrorMessage,
  createPlanErrorMessage,
  failureFromError,
  failureFromResult,
} from '@odonto/api';
import { formatCardNumber, LoadingState, Notice } from '@odonto/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/SessionProvider';
import { ProcedurePicker, type ProcedureSelection } from '../procedure-picker';
import { BeneficiarySearch } from './BeneficiarySearch';
import { operatorCode } from './beneficiary';
import { newItemPayload, newPlanPayload } from './createPlan';
import { Facts, PanelSection } from './PanelSection';
import { RequesterSection } from './RequesterSection';
import { REQUESTER_INCOMPLETE, type Requester } from './requester';
import { PERFORMER_ERROR, usePerformer } from './usePerformer';

/** portal-spec.md §8: the plan was created but its code did not come back. */
export const MISSING_PLAN_ID =
  'Erro inesperado ao receber código do plano de tratamento, por favor tente novamente!';
export const CREATE_PLAN_ERROR = 'Erro ao criar plano de tratamento, por favor tente novamente!';

class ShownError extends Error {}

/** New treatment plan (portal-spec.md §2 'New plan', §4 'New-plan flow'). */
export function NewPlanPage() {
  const { dentistApi, user } = useSession();
  const navigate = useNavigate();
  const performer = usePerformer();
  const [beneficiario, setBeneficiario] = useState<Beneficiario | null>(null);
  const [requesterWanted, setRequesterWanted] = useState(false);
  const [requester, setRequester] = useState<Requester | null>(null);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const [createdPlanId, setCreatedPlanId] = useState<number | null>(null);

  const fail = (text: string): never => {
    setMessage({ id: Date.now(), text });
    throw new ShownError(text);
  };

  const create = async (selection: ProcedureSelection) => {
    setMessage(null);
    if (performer.kind !== 'ready') return fail(PERFORMER_ERROR);
    if (!beneficiario) return fail(CREATE_PLAN_ERROR);
    if (requesterWanted && !requester) return fail(REQUESTER_INCOMPLETE);
    const usuario = user?.userCro ?? performer.dentista.cro;
    // A plan created by an earlier try whose item failed is reused, so a retry adds no second plan.
    let planId = createdPlanId;
    if (planId === null) {
      try {
        const result = await dentistApi.POST('/v2/planoTratamento', {
          body: newPlanPayload(beneficiario, performer.dentista, requesterWanted ? requester : null, usuario),
        });
        if (!result.data) return fail(createPlanErrorMessage(failureFromResult(result)));
        planId = result.data.data.id;
      } catch (thrown) {
        if (thrown instanceof ShownError) throw thrown;
        return fail(createPlanErrorMessage(failureFromError(thrown)));
      }
      if (!planId) return fail(MISSING_PLAN_ID);
      setCreatedPlanId(planId);
    }
    try {
      const result = await dentistApi.POST('/v2/planoTratamentoItens', {
        body: newItemPayload(planId, selection, usuario),
      });
      if (!result.data) return fail(createItemErrorMessage(failureFromResult(result)));
    } catch (thrown) {
      if (thrown instanceof ShownError) throw thrown;
      return fail(createItemErrorMessage(failureFromError(thrown)));
    }
    navigate(`/plano-tratamento/${planId}`);
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Novo Plano de Tratamento
        </Heading>
        <Text color="fg.muted">Busque o beneficiário, escolha o procedimento e o dente.</Text>
      </Stack>
      <PanelSection title="Beneficiário">
        <BeneficiarySearch
          onSelect={(chosen) => {
            setBeneficiario(chosen);
            setCreatedPlanId(null);
          }}
          selected={beneficiario?.numeroCarteira}
        />
      </PanelSection>
      {beneficiario ? (
        <PanelSection title="Dados do Beneficiário">
          <Facts
            items={[
              ['Carteira', formatCardNumber(beneficiario.numeroCarteira)],
              ['Nome', beneficiario.nome],
              ['Nome social', beneficiario.nomeSocial ?? '-'],
              ['Plano', beneficiario.nomeProduto],
              ['Empresa', beneficiario.nomePessoaJuridicaContratantePlanoColetivo ?? '-'],
              [
                'Operadora',
                `${operatorCode(beneficiario.numeroCarteira)} - ${beneficiario.nomeFantasiaOperadora}`,
              ],
            ]}
          />
        </PanelSection>
      ) : null}
      <PanelSection title="Dentista Executante">
        {performer.kind === 'loading' ? <LoadingState text="Carregando dentista executante..." /> : null}
        {performer.kind === 'error' ? <Notice status="error">{performer.message}</Notice> : null}
        {performer.kind === 'ready' ? (
          <Facts
            items={[
              ['CRO', performer.dentista.cro],
              ['UF', performer.dentista.uf],
              ['Nome', performer.dentista.nome],
            ]}
          />
        ) : null}
      </PanelSection>
      <PanelSection title="Dentista Solicitante">
        <RequesterSection
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
            <ProcedurePicker onAdd={create} />
          </Stack>
        </PanelSection>
      ) : null}
    </Stack>
  );
}
