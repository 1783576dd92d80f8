import { Box, Heading, Link, Stack } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type RecursoGlosa } from '@odonto/api';
import { formatCurrency, formatDateTime, LabelValueList, LoadStatus, Notice, PanelSection } from '@odonto/ui';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useRecurso, useRecursoAnswer } from '../../data/recursos';
import { PrazoResposta } from './PrazoResposta';
import { RecursoItemSection } from './RecursoItens';
import { RespostaForm } from './RespostaForm';
import { dentistaLabel } from './recursoLabels';
import { type RespostaErrors, respostaFieldErrors } from './resposta';

const LOAD_ERROR = 'Não foi possível carregar o recurso de glosa.';
const NOT_FOUND = 'Recurso de glosa não encontrado.';
const ANSWER_ERROR = 'Não foi possível enviar a resposta ao recurso.';

function BackToRecursos() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <RouterLink to="/recursos">Voltar para os recursos</RouterLink>
    </Link>
  );
}

/** /auditoria/recursos/:id: an appeal of glosas, its items and rounds, and the answer (the form while it waits). */
export function RecursoPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const recurso = useRecurso(id);

  if (!valid) {
    return (
      <Stack gap="4">
        <BackToRecursos />
        <LoadStatus error={NOT_FOUND} />
      </Stack>
    );
  }
  if (recurso.isPending) return <LoadStatus loading loadingText="Carregando o recurso..." error={null} />;
  if (recurso.isError) {
    return (
      <Stack gap="4">
        <BackToRecursos />
        <LoadStatus
          error={genericErrorMessage(failureOf(recurso.error), LOAD_ERROR)}
          onRetry={() => recurso.refetch()}
        />
      </Stack>
    );
  }
  return <RecursoView recurso={recurso.data} />;
}

interface Outcome {
  status: 'success' | 'error';
  text: string;
}

function RecursoView({ recurso }: { recurso: RecursoGlosa }) {
  const answer = useRecursoAnswer(recurso.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refused, setRefused] = useState<RespostaErrors | undefined>(undefined);
  const waiting = recurso.respondidoEm === null;
  // The outcome takes the focus: the form that had it goes away once the appeal is answered.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const notice = outcome ? (
    <Box ref={outcomeRef} tabIndex={-1} focusVisibleRing="outside">
      <Notice status={outcome.status} onDismiss={() => setOutcome(null)}>
        {outcome.text}
      </Notice>
    </Box>
  ) : null;

  return (
    <Stack gap="6">
      <BackToRecursos />
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Recurso {recurso.numero}
        </Heading>
        <LabelValueList
          layout="columns"
          ariaLabel="Dados do recurso"
          items={[
            { label: 'Protocolo', value: recurso.protocolo },
            { label: 'Dentista', value: dentistaLabel(recurso.dentista) },
            { label: 'Lote', value: `${recurso.numeroLote} · protocolo ${recurso.protocoloLote}` },
            { label: 'Enviado em', value: formatDateTime(recurso.enviadoEm) },
            { label: 'Prazo de resposta', value: <PrazoResposta recurso={recurso} inline /> },
            { label: 'Valor recursado', value: formatCurrency(recurso.valorRecursado) },
            ...(waiting
              ? []
              : [
                  { label: 'Valor aceito', value: formatCurrency(recurso.valorAcatado, '—') },
                  { label: 'Respondido em', value: formatDateTime(recurso.respondidoEm) },
                ]),
          ]}
        />
      </Stack>
      {/* Once answered (or refused because it was answered meanwhile) the outcome sits above the items. */}
      {waiting && outcome?.status === 'error' ? null : notice}
      {recurso.itens.map((item) => (
        <RecursoItemSection key={item.id} item={item} />
      ))}
      {waiting ? (
        <PanelSection title="Responder ao recurso">
          <Stack gap="4">
            {outcome?.status === 'error' ? notice : null}
            <RespostaForm
              itens={recurso.itens}
              busy={answer.isPending}
              serverErrors={refused}
              onChange={() => setRefused(undefined)}
              onSubmit={(request) => {
                setRefused(undefined);
                setOutcome(null);
                answer.mutate(request, {
                  onSuccess: ({ message }) =>
                    setOutcome({ status: 'success', text: message?.trim() || 'Resposta registrada.' }),
                  onError: (error) => {
                    // A 400 or 422 names its fields: each message goes to its item's field, the summary above.
                    setRefused(respostaFieldErrors(error, recurso.itens));
                    setOutcome({
                      status: 'error',
                      text: genericErrorMessage(failureOf(error), ANSWER_ERROR),
                    });
                  },
                });
              }}
            />
          </Stack>
        </PanelSection>
      ) : null}
    </Stack>
  );
}
