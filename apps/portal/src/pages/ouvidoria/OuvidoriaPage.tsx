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
  failureFromError,
  failureFromResult,
  genericErrorMessage,
  type OuvidoriaProtocolo,
} from '@odonto/api';
import { formatDate, Notice } from '@odonto/ui';
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

const errorsFromBody = (body: unknown): string[] => {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return [];
  const { errors } = body;
  return Array.isArray(errors) ? errors.filter((item): item is string => typeof item === 'string') : [];
};

function ContactChannels() {
  return (
    <Box as="section" aria-labelledby="ouvidoria-contatos" borderWidth="1px" borderRadius="l3" p="5">
      <Heading as="h2" id="ouvidoria-contatos" size="md" mb="3">
        Contatos da Ouvidoria
      </Heading>
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
    </Box>
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

/** Ouvidoria (portal-spec.md §2, decisions.md 13): a second-instance message, stored with a protocol. */
export function OuvidoriaPage() {
  const { dentistApi } = useSession();
  const [form, setForm] = useState<OuvidoriaForm>(EMPTY_OUVIDORIA_FORM);
  const [errors, setErrors] = useState<OuvidoriaErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const fieldRefs = useRef<Partial<Record<OuvidoriaField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  const focusFirstInvalid = (found: OuvidoriaErrors) => {
    const first = FIELDS.find((field) => found[field.name]);
    if (first) fieldRefs.current[first.name]?.focus();
  };
  const focusOutcome = (ref: RefObject<HTMLDivElement | null>) =>
    requestAnimationFrame(() => ref.current?.focus());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setSent(null);
    const found = validateOuvidoria(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    setSending(true);
    try {
      const result = await dentistApi.POST('/v2/ouvidoria', { body: ouvidoriaBody(form) });
      if (result.data) {
        setSent({ ...result.data.data, message: result.data.message });
        setForm(EMPTY_OUVIDORIA_FORM);
      } else {
        const failure = failureFromResult(result);
        const placed = failure.status === 400 ? serverFieldErrors(errorsFromBody(failure.body)) : null;
        if (placed) setErrors(placed.fields);
        setServerError(genericErrorMessage(failure, OUVIDORIA_SEND_ERROR));
      }
    } catch (thrown) {
      setServerError(genericErrorMessage(failureFromError(thrown), OUVIDORIA_SEND_ERROR));
    } finally {
      setSending(false);
      focusOutcome(outcomeRef);
    }
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
            loading={sending}
            loadingText="Enviando..."
          >
            Enviar mensagem
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}
