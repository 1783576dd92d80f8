import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { failureOf, genericErrorMessage } from '@odonto/api';
import { Odontogram, type ToothConditions } from '@odonto/odontogram';
import { formatDate, LoadingState, Notice, PanelSection } from '@odonto/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import {
  conditionsOf,
  type InitialVersion,
  initialOdontogramBody,
  initialOdontogramQuery,
  type PlanSituation,
  planSituationQuery,
  saveInitialOdontogram,
  unrecordedPositions,
} from './initialOdontogram';

export const INITIAL_TITLE = 'Situação inicial';
export const NOTHING_RECORDED = 'Nenhuma situação inicial registrada para este beneficiário.';
export const INITIAL_LOAD_ERROR = 'Não foi possível carregar a situação inicial do beneficiário.';
export const INITIAL_SAVED = 'Situação inicial registrada.';
export const INITIAL_SAVE_ERROR = 'Não foi possível registrar a situação inicial. Tente novamente.';
export const INITIAL_HELP =
  'Escolha a situação na legenda e marque os dentes (ou use as letras A, E, H, C e R no dente em foco; Delete apaga).';

const today = () => new Date().toLocaleDateString('sv-SE');

const CONDITION: Record<string, string> = {
  A: 'ausente',
  E: 'extração indicada',
  H: 'hígido',
  C: 'cariado',
  R: 'restaurado',
  N: 'não avaliado',
};
const ANSWER: Record<string, string> = {
  doencaPeriodontal: 'doença periodontal',
  alteracaoTecidoMole: 'alteração de tecido mole',
  observacao: 'observação',
};

/** 'Versão 2, registrada por Dra. Ana Souza em 23/11/2026' (America/Sao_Paulo). */
export const versionLine = (version: InitialVersion) =>
  `Versão ${version.versao}, registrada por ${version.registradoPor} em ${formatDate(version.registradoEm ?? '')}`;

const yesNo = (value: boolean | null) => (value === null ? 'sem resposta' : value ? 'Sim' : 'Não');

/** A Sim/Não question as two radio buttons in a fieldset (keyboard: arrows move between them). */
function YesNoQuestion(props: { legend: string; value: boolean | null; onChange: (value: boolean) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <HStack gap="4">
        {[true, false].map((option) => (
          <label key={String(option)}>
            <input
              type="radio"
              name={name}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
            />{' '}
            {option ? 'Sim' : 'Não'}
          </label>
        ))}
      </HStack>
    </fieldset>
  );
}

/** The version the plan's guide carries when an older one than the latest, and what changed since. */
function PlanVersionNotice({ situation }: { situation: PlanSituation }) {
  const changes = situation.alteracoesDesde;
  if (!situation.congelada || !changes || situation.versao.versao === null) return null;
  return (
    <Notice status="info">
      <Stack gap="1">
        <Text>
          A guia deste plano leva a versão {situation.versao.versao} da situação inicial (registrada por{' '}
          {situation.versao.registradoPor} em {formatDate(situation.versao.registradoEm ?? '')}). Desde então,
          na versão {changes.versao}:
        </Text>
        <ul aria-label="Alterações desde a versão do plano" style={{ paddingInlineStart: '1.25rem' }}>
          {changes.dentesIncluidos.map((tooth) => (
            <li key={`i${tooth.idDente}`}>
              Dente {tooth.idDente} incluído: {CONDITION[tooth.condicao]}
            </li>
          ))}
          {changes.dentesAlterados.map((tooth) => (
            <li key={`a${tooth.idDente}`}>
              Dente {tooth.idDente}: de {CONDITION[tooth.antes]} para {CONDITION[tooth.depois]}
            </li>
          ))}
          {changes.dentesRemovidos.map((tooth) => (
            <li key={`r${tooth.idDente}`}>Dente {tooth.idDente} sem registro</li>
          ))}
          {changes.respostasAlteradas.map((answer) => (
            <li key={answer}>Resposta alterada: {ANSWER[answer]}</li>
          ))}
        </ul>
      </Stack>
    </Notice>
  );
}

export interface InitialOdontogramSectionProps {
  /** The beneficiary's card (17 digits). */
  numeroCarteira: string;
  /** The plan on screen: its frozen version and what changed since are shown. */
  planoId?: number;
}

/**
 * The beneficiary's initial odontogram (situação inicial): each tooth's condition (absent, extraction indicated,
 * healthy, decayed, restored) with its date, shown on every plan of the beneficiary and recorded here through
 * the PUT. The server's rules read it (no procedure on an absent tooth, glosa 1433).
 */
export function InitialOdontogramSection({ numeroCarteira, planoId }: InitialOdontogramSectionProps) {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  const query = initialOdontogramQuery(dentistApi, numeroCarteira);
  const recorded = useQuery(query);
  const planSituation = useQuery({
    ...planSituationQuery(dentistApi, planoId ?? 0),
    enabled: planoId !== undefined,
  });
  const [draft, setDraft] = useState<ToothConditions | null>(null);
  const [notEvaluated, setNotEvaluated] = useState<number[]>([]);
  const [periodontal, setPeriodontal] = useState<boolean | null>(null);
  const [softTissue, setSoftTissue] = useState<boolean | null>(null);
  const [observation, setObservation] = useState('');
  const observationId = useId();
  const [date, setDate] = useState(today);
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const dateId = useId();
  const save = useMutation({
    mutationFn: (conditions: ToothConditions) =>
      saveInitialOdontogram(dentistApi, numeroCarteira, {
        ...initialOdontogramBody(recorded.data?.dentes ?? [], conditions, date, notEvaluated),
        doencaPeriodontal: periodontal,
        alteracaoTecidoMole: softTissue,
        observacao: observation.trim() === '' ? null : observation.trim(),
      }),
    onSuccess: (version) => {
      queryClient.setQueryData(query.queryKey, version);
      if (planoId !== undefined)
        void queryClient.invalidateQueries({ queryKey: ['situacaoInicialDoPlano', planoId] });
      setDraft(null);
      setMessage({ status: 'success', text: INITIAL_SAVED });
    },
    onError: (error) =>
      setMessage({ status: 'error', text: genericErrorMessage(failureOf(error), INITIAL_SAVE_ERROR) }),
  });

  const version = recorded.data;
  const teeth = version?.dentes ?? [];
  const notEvaluatedNow = teeth.filter((tooth) => tooth.condicao === 'N').map((tooth) => tooth.idDente);
  const startEditing = () => {
    setMessage(null);
    setDate(today());
    setDraft(conditionsOf(teeth));
    setNotEvaluated(notEvaluatedNow);
    setPeriodontal(version?.doencaPeriodontal ?? null);
    setSoftTissue(version?.alteracaoTecidoMole ?? null);
    setObservation(version?.observacao ?? '');
  };
  const missing = draft
    ? unrecordedPositions([
        ...Object.entries(draft).flatMap(([tooth, condition]) => (condition ? [Number(tooth)] : [])),
        ...notEvaluated,
      ])
    : [];
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
              {version?.versao ? `${versionLine(version)} (${teeth.length} dentes).` : NOTHING_RECORDED}
            </Text>
            {version?.versao ? (
              <Text fontSize="sm">
                Doença periodontal: {yesNo(version.doencaPeriodontal)} · Alteração de tecido mole:{' '}
                {yesNo(version.alteracaoTecidoMole)}
                {version.observacao ? ` · Observação: ${version.observacao}` : ''}
                {notEvaluatedNow.length > 0 ? ` · Não avaliados: ${notEvaluatedNow.join(', ')}` : ''}
              </Text>
            ) : null}
            {planSituation.data ? <PlanVersionNotice situation={planSituation.data} /> : null}
            {teeth.length > 0 ? (
              <Box css={{ '& svg': { maxWidth: '100%', height: 'auto' } }}>
                <Odontogram readOnly conditions={conditionsOf(teeth)} labels={{ chart: INITIAL_TITLE }} />
              </Box>
            ) : null}
            <HStack>
              <Button variant="outline" onClick={startEditing}>
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
            <Stack gap="1">
              <Text fontSize="sm">
                {missing.length > 0
                  ? `Sem registro: ${missing.join(', ')}. A guia só é emitida com todos os dentes registrados ou marcados como não avaliados.`
                  : notEvaluated.length > 0
                    ? `Não avaliados: ${notEvaluated.join(', ')}.`
                    : 'Todos os dentes registrados.'}
              </Text>
              <HStack>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={missing.length === 0}
                  onClick={() => setNotEvaluated([...notEvaluated, ...missing])}
                >
                  Marcar os dentes sem registro como não avaliados
                </Button>
                {notEvaluated.length > 0 ? (
                  <Button variant="ghost" size="sm" onClick={() => setNotEvaluated([])}>
                    Desfazer não avaliados
                  </Button>
                ) : null}
              </HStack>
            </Stack>
            <YesNoQuestion legend="Doença periodontal?" value={periodontal} onChange={setPeriodontal} />
            <YesNoQuestion legend="Alteração de tecido mole?" value={softTissue} onChange={setSoftTissue} />
            <Stack gap="1">
              <label htmlFor={observationId}>Observação</label>
              <Textarea
                id={observationId}
                maxLength={1000}
                value={observation}
                onChange={(event) => setObservation(event.target.value)}
              />
            </Stack>
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
