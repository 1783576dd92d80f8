import {
  Button,
  Field,
  Fieldset,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { DecisaoAuditoria, GlosaCodigo, PlanoTratamentoItem } from '@odonto/api';
import { TextField } from '@odonto/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  type AlteracaoDraft,
  alteracaoFrom,
  type CodigosPorDecisao,
  type Decisao,
  type DecisionErrors,
  requestedDraft,
} from './decision';

export type { Decisao } from './decision';

/** The decisions on an item waiting in the queue. */
export const DECISOES: ReadonlyArray<{ value: Decisao; label: string }> = [
  { value: 'autorizar', label: 'Autorizar' },
  { value: 'autorizarComAlteracao', label: 'Autorizar com alteração' },
  { value: 'negar', label: 'Negar' },
  { value: 'solicitarJustificativa', label: 'Pedir justificativa' },
  { value: 'solicitarDocumentos', label: 'Pedir documentos' },
];

/** The junta's outcomes on an item 'Em Junta': authorized, or denied (3104 only). */
export const DESFECHOS_JUNTA: ReadonlyArray<{ value: Decisao; label: string }> = [
  { value: 'autorizar', label: 'Autorizar' },
  { value: 'negar', label: 'Negar' },
];

/** The label of each decision's Tabela 38 select. */
const CODE_LABEL: Record<Exclude<Decisao, 'autorizar'>, string> = {
  autorizarComAlteracao: 'Motivo da alteração (Tabela 38)',
  negar: 'Motivo da negativa (Tabela 38)',
  solicitarJustificativa: 'Motivo do pedido de justificativa (Tabela 38)',
  solicitarDocumentos: 'Motivo do pedido de documentos (Tabela 38)',
};

export const FUNDAMENTO_LABEL = 'Fundamento (cláusula contratual ou base legal)';

/** The codes apt for a decision (on an item in junta, a denial takes the junta's list). */
export function codesFor(
  codigos: CodigosPorDecisao | undefined,
  decisao: Decisao | null,
  emJunta: boolean,
): readonly GlosaCodigo[] {
  if (!codigos || !decisao || decisao === 'autorizar') return [];
  if (decisao === 'negar' && emJunta) return codigos.negarEmJunta;
  return codigos[decisao];
}

export interface DecisionFormProps {
  /** The item decided: its request fills the authorized procedure of 'Autorizar com alteração'. */
  item: PlanoTratamentoItem;
  /** The Tabela 38 codes apt for each decision; undefined while they load. */
  codigos: CodigosPorDecisao | undefined;
  /** A decision is being sent. */
  busy: boolean;
  /** The server's messages for the fields of the last decision sent (400 invalid-params, 422). */
  serverErrors?: DecisionErrors;
  /** Another decision was chosen: the server's messages of the last one no longer apply. */
  onDecisionChange?: () => void;
  /** Sends a valid decision. */
  onSubmit: (decisao: DecisaoAuditoria) => void;
}

/**
 * The decision on an item waiting for the operator: authorize (as requested or with a change), deny with
 * a code and the contractual or legal ground, or ask the dentist for a justification or documents, each
 * with a code of its own list. On an item 'Em Junta' it records the junta's outcome: authorize, or deny
 * with 3104. A note is required for all but authorizing (the server requires it too).
 */
export function DecisionForm({
  item,
  codigos,
  busy,
  serverErrors = {},
  onDecisionChange,
  onSubmit,
}: DecisionFormProps) {
  const ids = useId();
  const emJunta = item.audiStatus === 'Em Junta';
  const options = emJunta ? DESFECHOS_JUNTA : DECISOES;
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const [codigoGlosa, setCodigoGlosa] = useState('');
  const [fundamento, setFundamento] = useState('');
  const [nota, setNota] = useState('');
  const [alteracao, setAlteracao] = useState<AlteracaoDraft>(() => requestedDraft(item));
  const [clientErrors, setClientErrors] = useState<DecisionErrors>({});
  const errors = { ...serverErrors, ...clientErrors };
  const codes = codesFor(codigos, decisao, emJunta);
  // A list of one code (the junta's 3104, a decision with a single apt code) comes chosen, even when it
  // arrives after the decision was chosen.
  const onlyCode = codes.length === 1 ? (codes[0]?.codigo ?? '') : '';
  const chosenCode = codigoGlosa || onlyCode;
  const needsCode = decisao !== null && decisao !== 'autorizar';
  const notaRequired = needsCode;

  const choose = (value: string | null) => {
    const next = options.find((option) => option.value === value)?.value;
    if (!next) return;
    setDecisao(next);
    // Each decision has its own list: a code chosen for another one does not carry over.
    setCodigoGlosa('');
    setClientErrors({});
    onDecisionChange?.();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: DecisionErrors = {};
    const text = nota.trim();
    const ground = fundamento.trim();
    if (!decisao) found.decisao = emJunta ? 'Escolha o desfecho da junta.' : 'Escolha uma decisão.';
    if (needsCode && !chosenCode) found.codigoGlosa = 'Escolha o motivo (Tabela 38).';
    if (decisao === 'negar' && !ground)
      found.fundamento = 'Informe a cláusula contratual ou a base legal da negativa.';
    if (notaRequired && !text) found.nota = 'Escreva uma nota para o dentista.';
    const change = decisao === 'autorizarComAlteracao' ? alteracaoFrom(item, alteracao) : undefined;
    if (change) Object.assign(found, change.errors);
    setClientErrors(found);
    if (!decisao || Object.keys(found).length > 0) return;
    onSubmit({
      decisao,
      ...(needsCode ? { codigoGlosa: chosenCode } : {}),
      ...(decisao === 'negar' ? { fundamento: ground } : {}),
      ...(change ? { alteracao: change.alteracao } : {}),
      ...(text ? { nota: text } : {}),
    });
  };

  const legend = emJunta ? 'Desfecho da junta odontológica' : 'Decisão';
  const alteracaoField = (name: keyof AlteracaoDraft) => ({
    name,
    value: alteracao[name],
    errorText: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setAlteracao({ ...alteracao, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={emJunta ? 'Desfecho da junta' : 'Decisão sobre o item'}>
      <Stack gap="5">
        {emJunta ? (
          <Text>
            O dentista contestou a negativa. Registre o desfecho da junta odontológica (RN 424/2017):
            autorizar, ou negar com o código 3104.
          </Text>
        ) : null}
        <Fieldset.Root invalid={Boolean(errors.decisao)}>
          <Fieldset.Legend id={`${ids}decisao`}>{legend}</Fieldset.Legend>
          <RadioGroup.Root
            name="decisao"
            value={decisao}
            onValueChange={(details) => choose(details.value)}
            aria-labelledby={`${ids}decisao`}
            colorPalette="brand"
          >
            <Stack gap="2">
              {options.map((option) => (
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

        {decisao === 'autorizarComAlteracao' ? (
          <Fieldset.Root invalid={Boolean(errors.alteracao)}>
            <Fieldset.Legend>Procedimento autorizado</Fieldset.Legend>
            <Fieldset.HelperText>
              Preenchido com o pedido: altere o código, o dente, as faces ou a região que a auditoria
              autoriza.
            </Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
              <TextField
                label="Código TUSS autorizado"
                inputMode="numeric"
                maxLength={8}
                autoComplete="off"
                {...alteracaoField('codTuss')}
              />
              <TextField
                label="Dente (FDI)"
                inputMode="numeric"
                maxLength={2}
                autoComplete="off"
                {...alteracaoField('idDente')}
              />
              <TextField
                label="Faces (ex.: M,O)"
                maxLength={9}
                autoComplete="off"
                {...alteracaoField('faces')}
              />
              <TextField
                label="Região (Tabela 42)"
                maxLength={4}
                autoComplete="off"
                {...alteracaoField('regiao')}
              />
            </SimpleGrid>
            {errors.alteracao ? <Fieldset.ErrorText>{errors.alteracao}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        ) : null}

        {needsCode && decisao ? (
          <Field.Root required invalid={Boolean(errors.codigoGlosa)}>
            <Field.Label>
              {decisao === 'negar' && emJunta
                ? 'Motivo da negativa da junta (Tabela 38)'
                : CODE_LABEL[decisao]}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="codigoGlosa"
                value={chosenCode}
                onChange={(event) => setCodigoGlosa(event.target.value)}
              >
                <option value="">{codigos ? 'Selecione o motivo' : 'Carregando os códigos...'}</option>
                {codes.map((glosa) => (
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

        {decisao === 'negar' ? (
          <Field.Root required invalid={Boolean(errors.fundamento)}>
            <Field.Label>
              {FUNDAMENTO_LABEL}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              name="fundamento"
              rows={2}
              maxLength={500}
              value={fundamento}
              onChange={(event) => setFundamento(event.target.value)}
            />
            <Field.HelperText>
              Por exemplo: cláusula 7.2 do contrato; Lei 9.656/1998, art. 12, V.
            </Field.HelperText>
            <Field.ErrorText>{errors.fundamento}</Field.ErrorText>
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
          {emJunta ? 'Registrar desfecho' : 'Registrar decisão'}
        </Button>
      </Stack>
    </form>
  );
}
