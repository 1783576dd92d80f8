import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage } from '@odonto/api';
import { Odontogram, type ToothConditions } from '@odonto/odontogram';
import { formatDate, LoadingState, Notice, PanelSection } from '@odonto/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import {
  conditionsOf,
  initialOdontogramBody,
  initialOdontogramQuery,
  lastRecorded,
  saveInitialOdontogram,
} from './initialOdontogram';

export const INITIAL_TITLE = 'Situação inicial';
export const NOTHING_RECORDED = 'Nenhuma situação inicial registrada para este beneficiário.';
export const INITIAL_LOAD_ERROR = 'Não foi possível carregar a situação inicial do beneficiário.';
export const INITIAL_SAVED = 'Situação inicial registrada.';
export const INITIAL_SAVE_ERROR = 'Não foi possível registrar a situação inicial. Tente novamente.';
export const INITIAL_HELP =
  'Escolha a situação na legenda e marque os dentes (ou use as letras A, E, H, C e R no dente em foco; Delete apaga).';

const today = () => new Date().toLocaleDateString('sv-SE');

export interface InitialOdontogramSectionProps {
  /** The beneficiary's card (17 digits). */
  numeroCarteira: string;
}

/**
 * The beneficiary's initial odontogram (situação inicial): each tooth's condition (absent, extraction indicated,
 * healthy, decayed, restored) with its date, shown on every plan of the beneficiary and recorded here through
 * the PUT. The server's rules read it (no procedure on an absent tooth, glosa 1433).
 */
export function InitialOdontogramSection({ numeroCarteira }: InitialOdontogramSectionProps) {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const query = initialOdontogramQuery(dentistApi, numeroCarteira);
  const recorded = useQuery(query);
  const [draft, setDraft] = useState<ToothConditions | null>(null);
  const [date, setDate] = useState(today);
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const dateId = useId();
  const save = useMutation({
    mutationFn: (conditions: ToothConditions) =>
      saveInitialOdontogram(
        dentistApi,
        numeroCarteira,
        initialOdontogramBody(recorded.data ?? [], conditions, date),
      ),
    onSuccess: (teeth) => {
      queryClient.setQueryData(query.queryKey, teeth);
      setDraft(null);
      setMessage({ status: 'success', text: INITIAL_SAVED });
    },
    onError: (error) =>
      setMessage({ status: 'error', text: genericErrorMessage(failureOf(error), INITIAL_SAVE_ERROR) }),
  });

  const teeth = recorded.data ?? [];
  const last = lastRecorded(teeth);
  return (
    <PanelSection title={INITIAL_TITLE}>
      <Stack gap="3">
        {message ? (
          <Notice status={message.status} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        ) : null}
        {recorded.isPending ? <LoadingState text="Carregando a situação inicial..." /> : null}
        {recorded.isError ? <Notice status="error">{INITIAL_LOAD_ERROR}</Notice> : null}
        {recorded.data && !draft ? (
          <>
            <Text fontSize="sm">
              {last ? `Registrada em ${formatDate(last)} (${teeth.length} dentes).` : NOTHING_RECORDED}
            </Text>
            {teeth.length > 0 ? (
              <Box css={{ '& svg': { maxWidth: '100%', height: 'auto' } }}>
                <Odontogram readOnly conditions={conditionsOf(teeth)} labels={{ chart: INITIAL_TITLE }} />
              </Box>
            ) : null}
            <HStack>
              <Button
                variant="outline"
                onClick={() => {
                  setMessage(null);
                  setDate(today());
                  setDraft(conditionsOf(teeth));
                }}
              >
                {teeth.length > 0 ? 'Alterar situação inicial' : 'Registrar situação inicial'}
              </Button>
            </HStack>
          </>
        ) : null}
        {draft ? (
          <>
            <Text fontSize="sm">{INITIAL_HELP}</Text>
            <Box overflowX="auto">
              <Odontogram editConditions conditions={draft} onConditionsChange={setDraft} showMixed />
            </Box>
            <Stack gap="1" maxW="16rem">
              <label htmlFor={dateId}>Data do registro</label>
              <Input
                id={dateId}
                type="date"
                value={date}
                max={today()}
                onChange={(event) => setDate(event.target.value)}
              />
            </Stack>
            <HStack>
              <Button
                colorPalette="brand"
                disabled={save.isPending || !date}
                onClick={() => save.mutate(draft)}
              >
                {save.isPending ? 'Salvando...' : 'Salvar situação inicial'}
              </Button>
              <Button variant="outline" disabled={save.isPending} onClick={() => setDraft(null)}>
                Cancelar
              </Button>
            </HStack>
          </>
        ) : null}
      </Stack>
    </PanelSection>
  );
}
