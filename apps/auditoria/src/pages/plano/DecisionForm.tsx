import { Button, Field, Fieldset, NativeSelect, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import type { DecisaoAuditoria, GlosaCodigo } from '@odonto/api';
import { type FormEvent, useId, useState } from 'react';

export type Decisao = DecisaoAuditoria['decisao'];

export const DECISOES: ReadonlyArray<{ value: Decisao; label: string }> = [
  { value: 'autorizar', label: 'Autorizar' },
  { value: 'negar', label: 'Negar' },
  { value: 'solicitarJustificativa', label: 'Solicitar justificativa' },
  { value: 'solicitarDocumentos', label: 'Solicitar documentos' },
];

const isDecisao = (value: string | null): value is Decisao =>
  DECISOES.some((option) => option.value === value);

interface Errors {
  decisao?: string;
  codigoGlosa?: string;
  nota?: string;
}

export interface DecisionFormProps {
  /** Tabela 38's dental codes for a denial; empty while they load. */
  glosas: readonly GlosaCodigo[];
  /** A decision is being sent. */
  busy: boolean;
  /** Sends a valid decision. */
  onSubmit: (decisao: DecisaoAuditoria) => void;
}

/**
 * The decision on one item waiting for it (TISS 2): authorize, deny with a Tabela 38 code, or ask the dentist
 * for a justification or documents. A note is required for all but authorizing (the server requires it too).
 */
export function DecisionForm({ glosas, busy, onSubmit }: DecisionFormProps) {
  const ids = useId();
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const [codigoGlosa, setCodigoGlosa] = useState('');
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const notaRequired = decisao !== 'autorizar';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    const text = nota.trim();
    if (!decisao) found.decisao = 'Escolha uma decisão.';
    if (decisao === 'negar' && !codigoGlosa) found.codigoGlosa = 'Escolha o motivo da negativa.';
    if (decisao && notaRequired && !text) found.nota = 'Escreva uma nota para o dentista.';
    setErrors(found);
    if (!decisao || Object.keys(found).length > 0) return;
    onSubmit({
      decisao,
      ...(decisao === 'negar' ? { codigoGlosa } : {}),
      ...(text ? { nota: text } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Decisão sobre o item">
      <Stack gap="5">
        <Fieldset.Root invalid={Boolean(errors.decisao)}>
          <Fieldset.Legend id={`${ids}decisao`}>Decisão</Fieldset.Legend>
          <RadioGroup.Root
            name="decisao"
            value={decisao}
            onValueChange={(details) => {
              if (isDecisao(details.value)) setDecisao(details.value);
              setErrors({});
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

        {decisao === 'negar' ? (
          <Field.Root required invalid={Boolean(errors.codigoGlosa)}>
            <Field.Label>
              Motivo da negativa (Tabela 38)
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="codigoGlosa"
                value={codigoGlosa}
                onChange={(event) => setCodigoGlosa(event.target.value)}
              >
                <option value="">Selecione o motivo</option>
                {glosas.map((glosa) => (
                  <option key={glosa.codigo} value={glosa.codigo}>
                    {`${glosa.codigo} - ${glosa.descricao}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.codigoGlosa}</Field.ErrorText>
          </Field.Root>
        ) : null}

        <Field.Root required={notaRequired} invalid={Boolean(errors.nota)}>
          <Field.Label>
            {notaRequired ? 'Nota' : 'Nota (opcional)'}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="nota"
            rows={4}
            maxLength={2000}
            value={nota}
            onChange={(event) => setNota(event.target.value)}
          />
          <Field.HelperText>O dentista lê a nota com a decisão.</Field.HelperText>
          <Field.ErrorText>{errors.nota}</Field.ErrorText>
        </Field.Root>

        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={busy}
          loadingText="Registrando..."
        >
          Registrar decisão
        </Button>
      </Stack>
    </form>
  );
}
