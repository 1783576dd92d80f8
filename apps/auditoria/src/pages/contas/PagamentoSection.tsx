import { Box, Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import {
  type Conta,
  type Demonstrativo,
  failureOf,
  genericErrorMessage,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@odonto/api';
import {
  DemonstrativoSummary,
  formatCurrency,
  Notice,
  PanelSection,
  passoEm,
  paymentMethodLabel,
  TextField,
} from '@odonto/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useContaPayment } from '../../data/auditoria';
import { todayInBrasilia } from '../../data/operacoes';
import { serverFieldErrors } from './analise';
import { type PagamentoDraft, type PagamentoErrors, pagamentoErrors } from './contaLabels';

const PAYMENT_ERROR = 'Não foi possível registrar o pagamento.';
const FIELDS = ['dataPagamento', 'formaPagamento'] as const;

/** The statement the payment issued (TISS demonstrativoPagamentoOdonto), with its hash. */
export function DemonstrativoInfo({ demonstrativo }: { demonstrativo: Demonstrativo }) {
  return <DemonstrativoSummary demonstrativo={demonstrativo} showHash />;
}

interface PagamentoFormProps {
  conta: Conta;
  busy: boolean;
  serverErrors?: PagamentoErrors;
  onSubmit: (pagamento: { dataPagamento: string; formaPagamento: PaymentMethod }) => void;
}

/** The payment of an analysed batch: the day (today in Brasília by default) and the method. */
function PagamentoForm({ conta, busy, serverErrors = {}, onSubmit }: PagamentoFormProps) {
  const ids = useId();
  const today = todayInBrasilia();
  const [draft, setDraft] = useState<PagamentoDraft>({ dataPagamento: today, formaPagamento: null });
  const [clientErrors, setClientErrors] = useState<PagamentoErrors>({});
  const errors = { ...serverErrors, ...clientErrors };
  const { lote } = conta;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = pagamentoErrors(draft, today, passoEm(lote, 'Analisado'));
    setClientErrors(found);
    if (Object.keys(found).length > 0 || !draft.formaPagamento) return;
    onSubmit({ dataPagamento: draft.dataPagamento, formaPagamento: draft.formaPagamento });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pagamento da conta">
      <Stack gap="5">
        <Text>
          {`Todos os itens foram analisados. Valor liberado a pagar: ${formatCurrency(lote.valorLiberado)} (informado ${formatCurrency(lote.valorInformado)}, glosado ${formatCurrency(lote.valorGlosado)}).`}
        </Text>
        <Box maxW="xs">
          <TextField
            label="Data do pagamento"
            type="date"
            name="dataPagamento"
            required
            max={today}
            value={draft.dataPagamento}
            errorText={errors.dataPagamento}
            onChange={(event) => {
              setDraft({ ...draft, dataPagamento: event.target.value });
              setClientErrors({ ...clientErrors, dataPagamento: undefined });
            }}
          />
        </Box>
        <Fieldset.Root invalid={Boolean(errors.formaPagamento)}>
          <Fieldset.Legend id={`${ids}forma`}>Forma de pagamento</Fieldset.Legend>
          <RadioGroup.Root
            name="formaPagamento"
            value={draft.formaPagamento}
            onValueChange={(details) => {
              const forma = PAYMENT_METHODS.find((method) => method === details.value);
              if (!forma) return;
              setDraft({ ...draft, formaPagamento: forma });
              setClientErrors({ ...clientErrors, formaPagamento: undefined });
            }}
            aria-labelledby={`${ids}forma`}
            colorPalette="brand"
          >
            <Stack gap="2">
              {PAYMENT_METHODS.map((method) => (
                <RadioGroup.Item key={method} value={method}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{paymentMethodLabel(method)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {errors.formaPagamento ? <Fieldset.ErrorText>{errors.formaPagamento}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={busy}
          loadingText="Registrando o pagamento..."
        >
          Pagar e emitir demonstrativo
        </Button>
      </Stack>
    </form>
  );
}

interface Outcome {
  status: 'success' | 'error';
  text: string;
}

/**
 * The account's payment: the form while the batch is 'Analisado', the statement once it is paid. The outcome
 * of the payment stays above both, and takes the focus (the form that had it goes away).
 */
export function PagamentoSection({ conta }: { conta: Conta }) {
  const payment = useContaPayment(conta.lote.idLote);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refused, setRefused] = useState<PagamentoErrors | undefined>(undefined);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const { lote } = conta;
  const notice = outcome ? (
    <Box ref={outcomeRef} tabIndex={-1} focusVisibleRing="outside">
      <Notice status={outcome.status} onDismiss={() => setOutcome(null)}>
        {outcome.text}
      </Notice>
    </Box>
  ) : null;

  if (lote.status === 'Analisado') {
    return (
      <PanelSection title="Pagamento">
        <Stack gap="4">
          {notice}
          <PagamentoForm
            conta={conta}
            busy={payment.isPending}
            serverErrors={refused}
            onSubmit={(pagamento) => {
              setRefused(undefined);
              payment.mutate(pagamento, {
                onSuccess: ({ conta: paid, message }) =>
                  setOutcome({
                    status: 'success',
                    text:
                      message?.trim() ||
                      `Pagamento registrado. Demonstrativo ${paid.lote.demonstrativo?.numeroDemonstrativo ?? ''} emitido.`,
                  }),
                onError: (error) => {
                  setRefused(serverFieldErrors(error, FIELDS));
                  setOutcome({ status: 'error', text: genericErrorMessage(failureOf(error), PAYMENT_ERROR) });
                },
              });
            }}
          />
        </Stack>
      </PanelSection>
    );
  }
  if (lote.demonstrativo) {
    return (
      <PanelSection title="Demonstrativo de pagamento">
        <Stack gap="4">
          {notice}
          <DemonstrativoInfo demonstrativo={lote.demonstrativo} />
        </Stack>
      </PanelSection>
    );
  }
  return notice;
}
