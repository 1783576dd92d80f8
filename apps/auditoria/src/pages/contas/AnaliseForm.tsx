import { Button, Field, Fieldset, Input, NativeSelect, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { AnaliseDaContaRequest, GlosaCodigo, PlanoTratamentoItem } from '@odonto/api';
import { formatCurrency } from '@odonto/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type AnaliseDraft,
  type AnaliseErrors,
  analiseRequest,
  codigoLabel,
  DECISOES,
  EMPTY_DRAFT,
  OBSERVACAO_MAX,
} from './analise';

export interface AnaliseFormProps {
  /** The billed item: its informed value bounds a partial glosa. */
  item: PlanoTratamentoItem;
  /** The billing-phase Tabela 38 codes (`glosarConta`); undefined while they load. */
  codigos: readonly GlosaCodigo[] | undefined;
  /** An analysis is being sent. */
  busy: boolean;
  /** The server's messages for the fields of the last analysis sent (400 invalid-params, 422). */
  serverErrors?: AnaliseErrors;
  /** The auditor changed something: the server's messages of the last analysis no longer apply. */
  onChange?: () => void;
  /** Sends a valid analysis. */
  onSubmit: (analise: AnaliseDaContaRequest) => void;
}

/**
 * The analysis of a billed item: pay the informed value, glosa part of it (an amount in reais below the
 * informed value) or all of it; a glosa takes a billing-phase Tabela 38 code and a note for the dentist.
 * The checks are the server's; nothing is sent while one fails.
 */
export function AnaliseForm({
  item,
  codigos,
  busy,
  serverErrors = {},
  onChange,
  onSubmit,
}: AnaliseFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState<AnaliseDraft>(EMPTY_DRAFT);
  const [clientErrors, setClientErrors] = useState<AnaliseErrors>({});
  const errors = { ...serverErrors, ...clientErrors };
  const valorInformado = item.valores.valor;
  const glosa = draft.decisao === 'glosarParte' || draft.decisao === 'glosarTudo';

  const change = (fields: Partial<AnaliseDraft>) => {
    setDraft({ ...draft, ...fields });
    // A field changed: its message, mine or the server's, no longer applies.
    const cleared = { ...clientErrors };
    for (const name of Object.keys(fields) as (keyof AnaliseDraft)[]) delete cleared[name];
    setClientErrors(cleared);
    onChange?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = analiseRequest(draft, valorInformado);
    setClientErrors(result.errors ?? {});
    if (result.request) onSubmit(result.request);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Análise do item faturado">
      <Stack gap="5">
        <Fieldset.Root invalid={Boolean(errors.decisao)}>
          <Fieldset.Legend id={`${ids}decisao`}>Decisão</Fieldset.Legend>
          <RadioGroup.Root
            name="decisao"
            value={draft.decisao}
            onValueChange={(details) => {
              const decisao = DECISOES.find((option) => option.value === details.value)?.value;
              if (decisao) change({ decisao });
            }}
            aria-labelledby={`${ids}decisao`}
            colorPalette="brand"
          >
            <Stack gap="2">
              {DECISOES.map((option) => (
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

        {draft.decisao === 'glosarParte' ? (
          <Field.Root required invalid={Boolean(errors.valorGlosado)}>
            <Field.Label>
              Valor glosado (R$)
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="valorGlosado"
              inputMode="decimal"
              autoComplete="off"
              maxLength={14}
              value={draft.valorGlosado}
              onChange={(event) => change({ valorGlosado: event.target.value })}
            />
            <Field.HelperText>
              {`Maior que zero e menor que o valor informado (${formatCurrency(valorInformado)}), por exemplo 50,00.`}
            </Field.HelperText>
            <Field.ErrorText>{errors.valorGlosado}</Field.ErrorText>
          </Field.Root>
        ) : null}

        {glosa ? (
          <Field.Root required invalid={Boolean(errors.codigoGlosa)}>
            <Field.Label>
              Motivo da glosa (Tabela 38)
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="codigoGlosa"
                value={draft.codigoGlosa}
                onChange={(event) => change({ codigoGlosa: event.target.value })}
              >
                <option value="">{codigos ? 'Selecione o motivo' : 'Carregando os códigos...'}</option>
                {(codigos ?? []).map((codigo) => (
                  <option key={codigo.codigo} value={codigo.codigo}>
                    {codigoLabel(codigo.codigo, codigo.descricao)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Códigos da fase de faturamento.</Field.HelperText>
            <Field.ErrorText>{errors.codigoGlosa}</Field.ErrorText>
          </Field.Root>
        ) : null}

        {glosa ? (
          <Field.Root required invalid={Boolean(errors.observacao)}>
            <Field.Label>
              Nota
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="observacao"
              rows={4}
              maxLength={OBSERVACAO_MAX}
              value={draft.observacao}
              onChange={(event) => change({ observacao: event.target.value })}
            />
            <Field.HelperText>
              {`O dentista lê a nota com a glosa. ${draft.observacao.length} de ${OBSERVACAO_MAX} caracteres.`}
            </Field.HelperText>
            <Field.ErrorText>{errors.observacao}</Field.ErrorText>
          </Field.Root>
        ) : null}

        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={busy}
          loadingText="Registrando..."
        >
          Registrar análise
        </Button>
      </Stack>
    </form>
  );
}
