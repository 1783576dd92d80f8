import { Button, chakra, Field, Fieldset, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import type { RecursoGlosaItem, RespostaRecursoRequest } from '@odonto/api';
import { formatCurrency } from '@odonto/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DECISOES_RECURSO, recursoItemLegend } from './recursoLabels';
import {
  EMPTY_ITEM_DRAFT,
  JUSTIFICATIVA_MAX,
  type RespostaErrors,
  type RespostaField,
  type RespostaItemDraft,
  type RespostaItemErrors,
  respostaRequest,
} from './resposta';

/** The form control of an item's field, as the first invalid one gets the focus. */
const controlSelector = (id: number, field: RespostaField) =>
  field === 'decisao' ? `input[name="decisao-${id}"]` : `[name="${field}-${id}"]`;

interface ItemFieldsProps {
  item: RecursoGlosaItem;
  draft: RespostaItemDraft;
  errors: RespostaItemErrors;
  onChange: (fields: Partial<RespostaItemDraft>) => void;
}

/** One item's answer: the decision, the accepted value for a part, and the justification. */
function ItemFields({ item, draft, errors, onChange }: ItemFieldsProps) {
  const ids = useId();
  const legend = recursoItemLegend(item);
  const part = draft.decisao === 'aceitarParte';
  const needsJustificativa = part || draft.decisao === 'manter';
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" borderRadius="l2" p="4">
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      <Stack gap="4" mt="2">
        <Text fontSize="sm" color="fg.muted">
          {`${item.procedureName} · glosa ${item.codigoGlosa} · valor recursado ${formatCurrency(item.valorRecursado)}`}
        </Text>
        <Fieldset.Root invalid={Boolean(errors.decisao)}>
          <Fieldset.Legend id={`${ids}decisao`}>Decisão</Fieldset.Legend>
          <RadioGroup.Root
            name={`decisao-${item.id}`}
            value={draft.decisao}
            onValueChange={(details) => {
              const decisao = DECISOES_RECURSO.find((option) => option.value === details.value)?.value;
              if (decisao) onChange({ decisao });
            }}
            aria-labelledby={`${ids}decisao`}
            colorPalette="brand"
          >
            <Stack gap="2" direction={{ base: 'column', sm: 'row' }} columnGap="6">
              {DECISOES_RECURSO.map((option) => (
                <RadioGroup.Item key={option.value} value={option.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.decisao ? <Fieldset.ErrorText>{errors.decisao}</Fieldset.ErrorText> : null}
        </Fieldset.Root>

        {part ? (
          <Field.Root required invalid={Boolean(errors.valorAcatado)} maxW="sm">
            <Field.Label>
              Valor aceito (R$)
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name={`valorAcatado-${item.id}`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={14}
              value={draft.valorAcatado}
              onChange={(event) => onChange({ valorAcatado: event.target.value })}
            />
            <Field.HelperText>
              {`Maior que zero e menor que o valor recursado (${formatCurrency(item.valorRecursado)}), por exemplo 150,00.`}
            </Field.HelperText>
            <Field.ErrorText>{errors.valorAcatado}</Field.ErrorText>
          </Field.Root>
        ) : null}

        <Field.Root required={needsJustificativa} invalid={Boolean(errors.justificativa)}>
          <Field.Label>
            Justificativa
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name={`justificativa-${item.id}`}
            rows={3}
            maxLength={JUSTIFICATIVA_MAX}
            value={draft.justificativa}
            onChange={(event) => onChange({ justificativa: event.target.value })}
          />
          <Field.HelperText>
            {needsJustificativa ? 'Obrigatória: o dentista a lê com a resposta. ' : 'Opcional para aceitar. '}
            <chakra.span whiteSpace="nowrap">{`${draft.justificativa.length}/${JUSTIFICATIVA_MAX}`}</chakra.span>
          </Field.HelperText>
          <Field.ErrorText>{errors.justificativa}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Fieldset.Root>
  );
}

export interface RespostaFormProps {
  /** The appeal's items, in its order: every one is answered at once. */
  itens: readonly RecursoGlosaItem[];
  /** The answer is being sent. */
  busy: boolean;
  /** The server's messages for the fields of the last answer sent (400 invalid-params, 422). */
  serverErrors?: RespostaErrors;
  /** The auditor changed something: the server's messages of the last answer no longer apply. */
  onChange?: () => void;
  /** Sends a valid answer. */
  onSubmit: (resposta: RespostaRecursoRequest) => void;
}

/**
 * The answer to an appeal, every item at once: accept the appealed value, accept part (an amount in reais
 * above zero and below the appealed value) or keep the glosa, with a justification for the last two. The
 * checks are the server's; nothing is sent while one fails, and the first field at fault takes the focus.
 */
export function RespostaForm({ itens, busy, serverErrors = {}, onChange, onSubmit }: RespostaFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [drafts, setDrafts] = useState<Partial<Record<number, RespostaItemDraft>>>({});
  const [clientErrors, setClientErrors] = useState<RespostaErrors>({});
  const [focusTarget, setFocusTarget] = useState<{ selector: string } | null>(null);

  // After a refused submit the messages are on screen: the first field at fault takes the focus.
  useEffect(() => {
    if (!focusTarget) return;
    formRef.current?.querySelector<HTMLElement>(focusTarget.selector)?.focus();
  }, [focusTarget]);

  const change = (id: number, fields: Partial<RespostaItemDraft>) => {
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_ITEM_DRAFT), ...fields } }));
    // A field changed: its message, mine or the server's, no longer applies.
    setClientErrors((current) => {
      const itemErrors = { ...current[id] };
      for (const name of Object.keys(fields) as RespostaField[]) delete itemErrors[name];
      return { ...current, [id]: itemErrors };
    });
    onChange?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = respostaRequest(itens, drafts);
    setClientErrors(result.errors ?? {});
    if (result.request) {
      onSubmit(result.request);
      return;
    }
    const first = itens.flatMap((item) => {
      const errors = result.errors[item.id] ?? {};
      const field = (['decisao', 'valorAcatado', 'justificativa'] as const).find((name) => errors[name]);
      return field ? [controlSelector(item.id, field)] : [];
    })[0];
    if (first) setFocusTarget({ selector: first });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Resposta ao recurso">
      <Stack gap="5">
        <Text>
          Responda a todos os itens de uma vez. O valor aceito entra como crédito no próximo demonstrativo do
          dentista; a resposta enviada não muda.
        </Text>
        {itens.map((item) => (
          <ItemFields
            key={item.id}
            item={item}
            draft={drafts[item.id] ?? EMPTY_ITEM_DRAFT}
            errors={{ ...serverErrors[item.id], ...clientErrors[item.id] }}
            onChange={(fields) => change(item.id, fields)}
          />
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} loadingText="Enviando...">
          Enviar resposta
        </Button>
      </Stack>
    </form>
  );
}
