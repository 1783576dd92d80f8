import { Button, Checkbox, chakra, Fieldset, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type PlanoImagem, type PlanoTratamentoItem } from '@odonto/api';
import { Notice } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { answerAuditRequest } from '../../../data/plans';
import { useSession } from '../../../session/SessionProvider';
import { RequiredTextarea, useRequiredText } from '../RequiredTextarea';
import { itemTitle } from './itemLabels';

/** The longest answer the server takes (openapi RespostaAuditoria.texto). */
export const ANSWER_MAX_LENGTH = 2000;
/** The most files an answer takes (openapi RespostaAuditoria.idsImagem). */
export const ANSWER_MAX_FILES = 10;
export const ANSWER_REQUIRED = 'Escreva a resposta à auditoria.';
export const ANSWER_ERROR = 'Não foi possível enviar a resposta. Tente novamente.';
export const ANSWER_SUCCESS = 'Resposta enviada. O procedimento voltou para a análise da auditoria.';

export interface AuditAnswerFormProps {
  /** The item whose request is answered. */
  item: PlanoTratamentoItem;
  /** The plan's files, any of which can go with the answer. */
  files: ReadonlyArray<PlanoImagem>;
  /** After the server took the answer (with its message): the plan is reloaded. */
  onAnswered: (message: string) => Promise<void>;
}

/** 'Responder à auditoria': the answer's text and, optionally, files already sent to the plan. */
export function AuditAnswerForm({ item, files, onAnswered }: AuditAnswerFormProps) {
  const { dentistApi } = useSession();
  const texto = useRequiredText();
  const [ids, setIds] = useState<ReadonlyArray<number>>([]);
  const filesHelpId = useId();
  const answer = useMutation({
    mutationFn: () =>
      answerAuditRequest(dentistApi, item.idProcedimentoItem, {
        texto: texto.value.trim(),
        ...(ids.length > 0 ? { idsImagem: [...ids] } : {}),
      }),
    onSuccess: (message) => onAnswered(message || ANSWER_SUCCESS),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (texto.check()) answer.mutate();
  }

  const toggle = (id: number, checked: boolean) =>
    setIds((current) => (checked ? [...current, id] : current.filter((each) => each !== id)));
  const full = ids.length >= ANSWER_MAX_FILES;
  const error = answer.error ? genericErrorMessage(failureOf(answer.error), ANSWER_ERROR) : null;

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="4"
      onSubmit={submit}
      noValidate
      aria-label={`Resposta: ${itemTitle(item)}`}
    >
      <RequiredTextarea
        label="Resposta"
        text={texto}
        maxLength={ANSWER_MAX_LENGTH}
        rows={5}
        errorText={ANSWER_REQUIRED}
      />
      <Fieldset.Root aria-describedby={filesHelpId}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Arquivos do plano a anexar (opcional)
        </Fieldset.Legend>
        <Text id={filesHelpId} fontSize="sm" color="fg.muted">
          {files.length === 0
            ? "Nenhum arquivo no plano. Envie radiografias e documentos em 'Arquivos do Plano de Tratamento', abaixo; eles aparecem aqui."
            : `Para anexar um arquivo novo, envie-o em 'Arquivos do Plano de Tratamento', abaixo. Até ${ANSWER_MAX_FILES} arquivos.`}
        </Text>
        {files.length > 0 ? (
          <Stack gap="2">
            {files.map((file) => {
              const checked = ids.includes(file.idImagem);
              return (
                <Checkbox.Root
                  key={file.idImagem}
                  checked={checked}
                  disabled={!checked && full}
                  onCheckedChange={(details) => toggle(file.idImagem, details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{file.nomeArquivoOriginal}</Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        ) : null}
      </Fieldset.Root>
      {error ? <Notice status="error">{error}</Notice> : null}
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="start"
        loading={answer.isPending}
        loadingText="Enviando resposta..."
      >
        Enviar resposta
      </Button>
    </chakra.form>
  );
}
