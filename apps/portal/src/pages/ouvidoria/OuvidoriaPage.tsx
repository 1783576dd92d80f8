import {
  Box,
  Button,
  Field,
  Heading,
  Input,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  dataOf,
  failureOf,
  genericErrorMessage,
  type OuvidoriaMensagem,
  type OuvidoriaProtocolo,
} from '@odonto/api';
import { formatDate, Notice, PanelSection } from '@odonto/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { OPERATOR_HEAD_OFFICE, OUVIDORIA_PHONES } from '../../layout/operator';
import { useSession } from '../../session/SessionProvider';
import {
  EMPTY_OUVIDORIA_FORM,
  type OuvidoriaErrors,
  type OuvidoriaField,
  type OuvidoriaForm,
  ouvidoriaBody,
  serverFieldErrors,
  validateOuvidoria,
} from './ouvidoriaForm';

/** Shown when the message could not be sent and the server gave no better reason. */
export const OUVIDORIA_SEND_ERROR = 'Não foi possível enviar sua mensagem. Tente novamente.';

interface FieldSpec {
  name: OuvidoriaField;
  label: string;
  required: boolean;
  type?: 'email' | 'tel' | 'text';
  autoComplete?: string;
  multiline?: boolean;
}

const FIELDS: ReadonlyArray<FieldSpec> = [
  { name: 'protocoloAnterior', label: 'Número de protocolo anterior (opcional)', required: false },
  { name: 'numeroCarteira', label: 'Número da carteirinha', required: true },
  { name: 'nome', label: 'Nome', required: true, autoComplete: 'name' },
  { name: 'email', label: 'E-mail', required: true, type: 'email', autoComplete: 'email' },
  { name: 'telefone', label: 'Telefone fixo (opcional)', required: false, type: 'tel', autoComplete: 'tel' },
  { name: 'whatsapp', label: 'WhatsApp', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'cidade', label: 'Cidade', required: true, autoComplete: 'address-level2' },
  { name: 'mensagem', label: 'Mensagem', required: true, multiline: true },
];

type Sent = OuvidoriaProtocolo & { message?: string };

/** Moves the keyboard to the outcome once it is drawn, so that it is read out. */
const focusOutcome = (ref: RefObject<HTMLDivElement | null>) =>
  requestAnimationFrame(() => ref.current?.focus());

function ContactChannels() {
  return (
    <PanelSection title="Contatos da Ouvidoria">
      <Stack as="ul" gap="2" listStyleType="none">
        {OUVIDORIA_PHONES.map((phone) => (
          <li key={phone.number}>
            {phone.label}:{' '}
            <Link href={phone.href} color="brand.fg" fontWeight="medium">
              {phone.number}
            </Link>
          </li>
        ))}
        <li>Sede: {OPERATOR_HEAD_OFFICE}</li>
      </Stack>
    </PanelSection>
  );
}

function SentNotice({ sent }: { sent: Sent }) {
  return (
    <Notice status="success" title="Mensagem enviada">
      <Text>
        Protocolo: <strong>{sent.protocolo}</strong>
      </Text>
      <Text>Prazo de resposta: {formatDate(sent.prazoResposta)}</Text>
      {sent.message ? <Text mt="1">{sent.message}</Text> : null}
    </Notice>
  );
}

/** Ouvidoria (docs/product-rules.md#ouvidoria, docs/product-rules.md#d13): a second-instance message, stored with a protocol. */
export function OuvidoriaPage() {
  const { dentistApi } = useSession();
  const [form, setForm] = useState<OuvidoriaForm>(EMPTY_OUVIDORIA_FORM);
  const [errors, setErrors] = useState<OuvidoriaErrors>({});
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fieldRefs = useRef<Partial<Record<OuvidoriaField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const send = useMutation({
    mutationFn: (body: OuvidoriaMensagem) => dataOf(dentistApi.POST('/v2/ouvidoria', { body })),
    onSuccess: () => setForm(EMPTY_OUVIDORIA_FORM),
    onError: (error) => {
      const failure = failureOf(error);
      // The server's per-field reasons go under their fields (invalid-params; none for other failures).
      setErrors(serverFieldErrors(failure));
    },
    onSettled: () => focusOutcome(outcomeRef),
  });
  const sent: Sent | null = send.data ? { ...send.data.data, message: send.data.message } : null;
  const serverError = send.error && genericErrorMessage(failureOf(send.error), OUVIDORIA_SEND_ERROR);

  const focusFirstInvalid = (found: OuvidoriaErrors) => {
    const first = FIELDS.find((field) => found[field.name]);
    if (first) fieldRefs.current[first.name]?.focus();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    const found = validateOuvidoria(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    send.mutate(ouvidoriaBody(form));
  }

  const update = (name: OuvidoriaField) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Ouvidoria
        </Heading>
        <Text>
          A Ouvidoria é um canal de segunda instância: procure-a quando o atendimento habitual não resolveu
          sua solicitação. Tenha em mãos o número de protocolo do primeiro atendimento.
        </Text>
      </Stack>
      <ContactChannels />
      <Box ref={outcomeRef} tabIndex={-1} outline="none">
        {sent ? <SentNotice sent={sent} /> : null}
        {serverError ? <Notice status="error">{serverError}</Notice> : null}
      </Box>
      <Stack asChild gap="4">
        <form noValidate onSubmit={submit} aria-labelledby="ouvidoria-formulario">
          <Heading as="h2" id="ouvidoria-formulario" size="md">
            Fale com a Ouvidoria
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Campos marcados com * são obrigatórios.
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {FIELDS.map((field) => (
              <Field.Root
                key={field.name}
                required={field.required}
                invalid={Boolean(errors[field.name])}
                gridColumn={field.multiline ? { md: 'span 2' } : undefined}
              >
                <Field.Label>
                  {field.label}
                  <Field.RequiredIndicator />
                </Field.Label>
                {field.multiline ? (
                  <Textarea
                    name={field.name}
                    rows={6}
                    maxLength={5000}
                    value={form[field.name]}
                    onChange={update(field.name)}
                    ref={(element) => {
                      fieldRefs.current[field.name] = element;
                    }}
                  />
                ) : (
                  <Input
                    name={field.name}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    value={form[field.name]}
                    onChange={update(field.name)}
                    ref={(element) => {
                      fieldRefs.current[field.name] = element;
                    }}
                  />
                )}
                <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="start"
            loading={send.isPending}
            loadingText="Enviando..."
          >
            Enviar mensagem
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
