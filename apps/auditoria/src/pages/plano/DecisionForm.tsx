import { Button, Field, Fieldset, RadioGroup, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { DecisaoAuditoria, GlosaCodigo, PlanoTratamentoItem } from '@odonto/api';
import { SearchableSelect, type SelectOption, sentenceCase, TextField } from '@odonto/ui';
import { type FormEvent, useId, useMemo, useState } from 'react';
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

/** The heading of the codes that fit the item's procedure, listed first in the reason picker. */
export const INDICADOS = 'Indicados para este procedimento';
/** The heading of the other codes apt for the decision. */
export const OUTROS_CODIGOS = 'Outros códigos';

/**
 * The reason picker's options: the codes that fit the procedure first (in the server's order), under their
 * heading, then the others in code order; each text in sentence case (the TISS text is what is stored and
 * sent, by its code). Without fitting codes, no headings.
 */
export function codeOptions(codes: readonly GlosaCodigo[], indicados: readonly string[]): SelectOption[] {
  const option = (glosa: GlosaCodigo, group?: string): SelectOption => ({
    value: glosa.codigo,
    label: `${glosa.codigo} - ${sentenceCase(glosa.descricao)}`,
    ...(group ? { group } : {}),
  });
  const fitting = indicados.flatMap((codigo) => codes.filter((glosa) => glosa.codigo === codigo));
  if (fitting.length === 0) return codes.map((glosa) => option(glosa));
  const others = codes.filter((glosa) => !indicados.includes(glosa.codigo));
  return [
    ...fitting.map((glosa) => option(glosa, INDICADOS)),
    ...others.map((glosa) => option(glosa, OUTROS_CODIGOS)),
  ];
}

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
  /** The codes that fit the item's procedure, most fitting first (the server's `indicacoes`). */
  indicados?: readonly string[];
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
  indicados = [],
  busy,
  serverErrors = {},
  onDecisionChange,
  onSubmit,
}: DecisionFormProps) {
  const ids = useId();
  const emJunta = item.audiStatus === 'Em Junta';
  const decisoes = emJunta ? DESFECHOS_JUNTA : DECISOES;
  const [decisao, setDecisao] = useState<Decisao | null>(null);
  const [codigoGlosa, setCodigoGlosa] = useState('');
  const [fundamento, setFundamento] = useState('');
  const [nota, setNota] = useState('');
  const [alteracao, setAlteracao] = useState<AlteracaoDraft>(() => requestedDraft(item));
  const [clientErrors, setClientErrors] = useState<DecisionErrors>({});
  const errors = { ...serverErrors, ...clientErrors };
  const codes = codesFor(codigos, decisao, emJunta);
  const options = useMemo(() => codeOptions(codes, indicados), [codes, indicados]);
  // A list of one code (the junta's 3104, a decision with a single apt code) comes chosen, even when it
  // arrives after the decision was chosen.
  const onlyCode = codes.length === 1 ? (codes[0]?.codigo ?? '') : '';
  const chosenCode = codigoGlosa || onlyCode;
  const needsCode = decisao !== null && decisao !== 'autorizar';
  const notaRequired = needsCode;

  const choose = (value: string | null) => {
    const next = decisoes.find((option) => option.value === value)?.value;
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
              {decisoes.map((option) => (
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
          // Typing filters the 105 reasons by code or text; the ones that fit the procedure come first.
          <SearchableSelect
            key={decisao}
            label={
              decisao === 'negar' && emJunta ? 'Motivo da negativa da junta (Tabela 38)' : CODE_LABEL[decisao]
            }
            required
            options={options}
            value={chosenCode || null}
            onValueChange={(value) => setCodigoGlosa(value ?? '')}
            placeholder={codigos ? 'Digite o código ou parte do motivo' : 'Carregando os códigos...'}
            emptyText="Nenhum motivo encontrado para sua busca."
            errorText={errors.codigoGlosa}
            clearLabel="Limpar motivo"
            openLabel="Mostrar motivos"
          />
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
