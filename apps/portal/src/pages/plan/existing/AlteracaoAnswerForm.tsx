import { Button, chakra, HStack } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoTratamentoItem } from '@odonto/api';
import { formatDateTime, LabelValueList, Notice } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { answerAlteracao } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { RequiredTextarea, useRequiredText } from '../RequiredTextarea';
import { type Alteracao, alteracaoReason, itemTitle, procedureLabel } from './itemLabels';

/** The longest text the server takes (openapi RespostaAlteracao.texto). */
export const ALTERACAO_TEXT_MAX_LENGTH = 2000;
export const ALTERACAO_REFUSAL_REQUIRED = 'Escreva por que recusa a alteração.';
export const ALTERACAO_ERROR = 'Não foi possível enviar a resposta à alteração. Tente novamente.';
export const ALTERACAO_ACCEPTED =
  'Alteração aceita. O procedimento está autorizado como a auditoria o alterou.';
export const ALTERACAO_REFUSED = 'Alteração recusada. O procedimento voltou para a análise da auditoria.';

export interface AlteracaoAnswerFormProps {
  /** The item authorized with change ('Aguardando Aceite'). */
  item: PlanoTratamentoItem;
  /** Its proposed change. */
  alteracao: Alteracao;
  /** After the server took the answer (with its message): the plan is reloaded. */
  onAnswered: (message: string) => Promise<void>;
}

/**
 * An authorization with change: what was requested and what the audit authorizes, why (Tabela 38 code and
 * official text) and the auditor's note; 'Aceitar alteração', or 'Recusar alteração' with a text.
 */
export function AlteracaoAnswerForm({ item, alteracao, onAnswered }: AlteracaoAnswerFormProps) {
  const { dentistApi } = useSession();
  const texto = useRequiredText();
  const answer = useMutation({
    mutationFn: (aceitar: boolean) => {
      const text = texto.value.trim();
      return answerAlteracao(
        dentistApi,
        item.idProcedimentoItem,
        text ? { aceitar, texto: text } : { aceitar },
      );
    },
    onSuccess: (message, aceitar) =>
      onAnswered(message || (aceitar ? ALTERACAO_ACCEPTED : ALTERACAO_REFUSED)),
  });

  function refuse(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (texto.check()) answer.mutate(false);
  }
  const accept = () => {
    texto.reset();
    answer.mutate(true);
  };
  const error = answer.error ? genericErrorMessage(failureOf(answer.error), ALTERACAO_ERROR) : null;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={refuse}
      noValidate
      aria-label={`Alteração: ${itemTitle(item)}`}
    >
      <LabelValueList
        ariaLabel="Alteração proposta pela auditoria"
        items={[
          { label: 'Pedido', value: procedureLabel(alteracao.pedido) },
          { label: 'Autorizado', value: procedureLabel(alteracao.autorizado) },
          { label: 'Motivo', value: alteracaoReason(alteracao) },
          { label: 'Nota do auditor', value: alteracao.nota },
          { label: 'Proposta em', value: formatDateTime(alteracao.propostaEm) },
        ]}
      />
      <RequiredTextarea
        label="Motivo da recusa"
        text={texto}
        maxLength={ALTERACAO_TEXT_MAX_LENGTH}
        rows={3}
        helperText="Obrigatório para recusar a alteração; ao aceitar, vai como observação."
        errorText={ALTERACAO_REFUSAL_REQUIRED}
      />
      {error ? <Notice status="error">{error}</Notice> : null}
      <HStack gap="3" wrap="wrap">
        <Button
          type="button"
          colorPalette="brand"
          onClick={accept}
          loading={answer.isPending && answer.variables === true}
          disabled={answer.isPending}
          loadingText="Aceitando..."
        >
          Aceitar alteração
        </Button>
        <Button
          type="submit"
          variant="outline"
          colorPalette="red"
          loading={answer.isPending && answer.variables === false}
          disabled={answer.isPending}
          loadingText="Recusando..."
        >
          Recusar alteração
        </Button>
      </HStack>
    </chakra.form>
  );
}
