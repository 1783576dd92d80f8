import {
  Box,
  Button,
  Checkbox,
  chakra,
  Dialog,
  Field,
  Fieldset,
  HStack,
  List,
  Portal,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import {
  failureOf,
  type Glosa,
  genericErrorMessage,
  lookupErrorMessageFor,
  uploadErrorMessage,
} from '@odonto/api';
import {
  ACCEPT_ATTRIBUTE,
  DeadlineBadge,
  FileQueue,
  formatCurrency,
  type ImageTypeOption,
  LoadStatus,
  Notice,
  type QueueAction,
  queueReducer,
  UPLOAD_HELP_TEXT,
  validateFileSelection,
} from '@odonto/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { imageTypesQuery } from '../../data/lookups';
import { glosasQuery } from '../../data/records';
import { createRecursoGlosa, recursoSent } from '../../data/recursos';
import { useSession } from '../../session/SessionProvider';
import { sendRefusal } from '../faturamento/loteLabels';
import { glosaNome, motivoLabel, prazoFaixa, prazoLabel } from './glosaLabels';
import {
  ARQUIVOS_MAX,
  type ErrosDoItem,
  type ErrosDoRecurso,
  errosDoServidor,
  guiasDoRecurso,
  ITEM_VAZIO,
  type ItemDoRecurso,
  JUSTIFICATIVA_MAX,
  recursoRequest,
  semErros,
  validarRecurso,
} from './recursoForm';

/** Shown when the appeal could not be sent and the server gave no better reason. */
export const RECURSO_ERROR = 'Não foi possível enviar o recurso. Tente novamente.';
/** Shown when the glosas of the batch could not be loaded. */
export const RECURSO_GLOSAS_ERROR = 'Não foi possível carregar as glosas do lote. Tente novamente.';
/** Said when the server confirmed the appeal without its own words. */
export const RECURSO_SENT = 'Recurso enviado.';

/** Every glosa of the batch in one answer (the API's largest page). */
const TODAS = 100;
/** The statuses whose envelope says why the appeal was refused (its message and reasons). */
const REFUSALS: ReadonlySet<number> = new Set([400, 404, 409, 422]);

type Itens = Record<number, ItemDoRecurso>;

export interface RecursoDialogProps {
  /** The glosa whose 'Recorrer' was pressed; null: the dialog is closed. */
  glosa: Glosa | null;
  onClose: () => void;
  /** The appeal went: the server's message. */
  onSent: (message: string) => void;
  /** Where the keyboard goes when the dialog closes (the page's notice after sending). */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * 'Recurso de glosa': the glosas of the clicked one's batch that can be appealed now, by guide, the clicked one
 * chosen; for each chosen one its glosa, value and deadline, the justification and files that support it. The
 * files go to the glosa's plan first, then the appeal with their ids (POST /v2/glosas/recursos).
 */
export function RecursoDialog({ glosa, onClose, onSent, finalFocusEl }: RecursoDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root
      open={glosa !== null}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'xl' }}
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy || undefined}>
            {glosa ? (
              <RecursoForm
                key={glosa.id}
                glosa={glosa}
                busy={busy}
                onBusy={setBusy}
                onClose={onClose}
                onSent={onSent}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface RecursoFormProps {
  glosa: Glosa;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSent: (message: string) => void;
}

function RecursoForm({ glosa, busy, onBusy, onClose, onSent }: RecursoFormProps) {
  const { dentistApi, uploadPlanoImagem } = useSession();
  const queryClient = useQueryClient();
  const formId = useId();
  const lote = useQuery({
    ...glosasQuery(dentistApi, { idLote: glosa.idLote, pagina: 1, tamanhoPagina: TODAS }),
    // Never another batch's glosas while this one's load.
    placeholderData: undefined,
  });
  const imageTypes = useQuery(imageTypesQuery(dentistApi));
  const loaded = lote.data?.data.filter((each) => each.idLote === glosa.idLote);
  const glosas = loaded?.some((each) => each.id === glosa.id) ? loaded : [glosa, ...(loaded ?? [])];
  const guias = guiasDoRecurso(glosas);
  const ordem = guias.flatMap((guia) => guia.glosas.map((each) => each.id));

  const [escolhidas, setEscolhidas] = useState<ReadonlySet<number>>(() => new Set([glosa.id]));
  const [itens, setItens] = useState<Itens>({});
  const [erros, setErros] = useState<ErrosDoRecurso>({ itens: {} });
  const [falha, setFalha] = useState<{ text: string; list: string[] } | null>(null);
  const [progresso, setProgresso] = useState<string | null>(null);
  // The files already on their plan (by queue entry): a second try after a refusal does not send them again.
  const enviados = useRef(new Map<string, number>());
  const falhaRef = useRef<HTMLDivElement>(null);

  const escolhidasEmOrdem = ordem.filter((id) => escolhidas.has(id));
  const itemDe = (id: number): ItemDoRecurso => itens[id] ?? ITEM_VAZIO;
  const mudar = (id: number, change: (item: ItemDoRecurso) => ItemDoRecurso) =>
    setItens((current) => ({ ...current, [id]: change(current[id] ?? ITEM_VAZIO) }));
  const limparErro = (id: number, campo: keyof ErrosDoItem) =>
    setErros((current) => {
      const item = current.itens[id];
      if (!item?.[campo]) return current;
      const { [campo]: _, ...resto } = item;
      return { ...current, itens: { ...current.itens, [id]: resto } };
    });
  const escolher = (ids: readonly number[], checked: boolean) => {
    setEscolhidas((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
    if (checked) setErros((current) => ({ ...current, geral: undefined }));
  };

  const mostrarFalha = (next: { text: string; list: string[] }) => {
    setFalha(next);
    requestAnimationFrame(() => falhaRef.current?.focus());
  };

  async function enviar() {
    setFalha(null);
    const proprios = validarRecurso(escolhidasEmOrdem, itens);
    setErros(proprios);
    if (!semErros(proprios)) {
      // The keyboard goes to the first field at fault.
      requestAnimationFrame(() =>
        document
          .getElementById(formId)
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-recurso-geral]')
          ?.focus(),
      );
      return;
    }
    onBusy(true);
    try {
      const idsImagem: Record<number, number[]> = {};
      const arquivos = escolhidasEmOrdem.flatMap((id) =>
        itemDe(id).arquivos.map((arquivo) => ({ id, arquivo })),
      );
      let n = 0;
      for (const { id, arquivo } of arquivos) {
        n += 1;
        const plano = glosas.find((each) => each.id === id)?.idPlanoTratamento;
        let idImagem = enviados.current.get(arquivo.id);
        if (idImagem === undefined && plano !== undefined && arquivo.imageTypeId !== null) {
          setProgresso(`Enviando os arquivos (${n} de ${arquivos.length})...`);
          const result = await uploadPlanoImagem({
            idPlanoTratamento: plano,
            file: arquivo.file,
            fileName: arquivo.file.name,
            idImagemTipo: arquivo.imageTypeId,
          });
          if (!result.ok) {
            mostrarFalha({ text: uploadErrorMessage(result.failure, arquivo.file.name), list: [] });
            return;
          }
          idImagem = result.data.idImagem;
          enviados.current.set(arquivo.id, idImagem);
        }
        if (idImagem !== undefined) idsImagem[id] = [...(idsImagem[id] ?? []), idImagem];
      }
      setProgresso('Enviando o recurso...');
      const body = recursoRequest(escolhidasEmOrdem, itens, idsImagem);
      const planos = glosas.filter((each) => escolhidas.has(each.id)).map((each) => each.idPlanoTratamento);
      try {
        const { message } = await createRecursoGlosa(dentistApi, body);
        recursoSent(queryClient, planos);
        onSent(message ?? RECURSO_SENT);
      } catch (error) {
        const failure = failureOf(error);
        const doServidor = errosDoServidor(failure, escolhidasEmOrdem);
        setErros(doServidor);
        // The reasons placed under their fields are not repeated above.
        const postos = new Set(
          Object.values(doServidor.itens).flatMap((item) => [item.justificativa, item.arquivos]),
        );
        const refusal =
          failure.status !== undefined && REFUSALS.has(failure.status)
            ? sendRefusal(failure.body, RECURSO_ERROR)
            : { text: genericErrorMessage(failure, RECURSO_ERROR), list: [] };
        mostrarFalha({ ...refusal, list: refusal.list.filter((reason) => !postos.has(reason)) });
        // The files that went stay on their plan.
        if (enviados.current.size > 0) recursoSent(queryClient, planos);
      }
    } finally {
      setProgresso(null);
      onBusy(false);
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Recurso de glosa</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <chakra.form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void enviar();
          }}
        >
          <Stack gap="5">
            <Dialog.Description>
              {`Lote ${glosa.numeroLote}. Escolha as glosas do lote que quer recorrer; cada uma com a justificativa e, se quiser, os arquivos que a sustentam.`}
            </Dialog.Description>
            <Box ref={falhaRef} tabIndex={-1} borderRadius="l2" focusVisibleRing="outside">
              {falha ? (
                <Notice status="error" title={falha.list.length > 0 ? falha.text : undefined}>
                  {falha.list.length > 0 ? (
                    <List.Root ps="5" gap="1">
                      {falha.list.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    falha.text
                  )}
                </Notice>
              ) : null}
            </Box>
            <LoadStatus
              loading={lote.isPending}
              loadingText="Carregando as glosas do lote..."
              error={lote.isError ? genericErrorMessage(failureOf(lote.error), RECURSO_GLOSAS_ERROR) : null}
              onRetry={() => void lote.refetch()}
            />
            {erros.geral ? (
              <Text role="alert" color="fg.error" fontWeight="medium" data-recurso-geral tabIndex={-1}>
                {erros.geral}
              </Text>
            ) : null}
            {guias.map((guia) => (
              <Fieldset.Root key={guia.numeroGuiaPrestador} gap="3" disabled={busy}>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Fieldset.Legend fontWeight="semibold">{`Guia ${guia.numeroGuiaPrestador}`}</Fieldset.Legend>
                  {guia.glosas.length > 1 ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      aria-label={`Selecionar a guia inteira ${guia.numeroGuiaPrestador}`}
                      onClick={() =>
                        escolher(
                          guia.glosas.map((each) => each.id),
                          true,
                        )
                      }
                    >
                      Selecionar a guia inteira
                    </Button>
                  ) : null}
                </HStack>
                <Stack gap="4">
                  {guia.glosas.map((each) => (
                    <GlosaDoRecurso
                      key={each.id}
                      glosa={each}
                      escolhida={escolhidas.has(each.id)}
                      onEscolher={(checked) => escolher([each.id], checked)}
                      item={itemDe(each.id)}
                      erros={erros.itens[each.id] ?? {}}
                      imageTypes={imageTypes.data ?? []}
                      imageTypesError={
                        imageTypes.isError
                          ? lookupErrorMessageFor('imagemTipo', failureOf(imageTypes.error))
                          : null
                      }
                      onRetryImageTypes={() => void imageTypes.refetch()}
                      disabled={busy}
                      onJustificativa={(justificativa) => {
                        mudar(each.id, (item) => ({ ...item, justificativa }));
                        if (justificativa.trim()) limparErro(each.id, 'justificativa');
                      }}
                      onArquivos={(action) => {
                        mudar(each.id, (item) => ({
                          ...item,
                          arquivos: queueReducer(item.arquivos, action),
                        }));
                        if (action.type === 'set-type') limparErro(each.id, 'arquivos');
                      }}
                    />
                  ))}
                </Stack>
              </Fieldset.Root>
            ))}
          </Stack>
        </chakra.form>
      </Dialog.Body>
      <Dialog.Footer>
        <VisuallyHidden aria-live="polite">{progresso ?? ''}</VisuallyHidden>
        <Button variant="outline" disabled={busy} onClick={onClose}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form={formId}
          colorPalette="brand"
          loading={busy}
          loadingText={progresso ?? 'Enviando...'}
        >
          Enviar recurso
        </Button>
      </Dialog.Footer>
    </>
  );
}

interface GlosaDoRecursoProps {
  glosa: Glosa;
  escolhida: boolean;
  onEscolher: (checked: boolean) => void;
  item: ItemDoRecurso;
  erros: ErrosDoItem;
  imageTypes: ImageTypeOption[];
  imageTypesError: string | null;
  onRetryImageTypes: () => void;
  disabled: boolean;
  onJustificativa: (value: string) => void;
  onArquivos: (action: QueueAction) => void;
}

/** One glosa of the batch: its checkbox and, once chosen, what it is and the appeal's fields. */
function GlosaDoRecurso({
  glosa,
  escolhida,
  onEscolher,
  item,
  erros,
  imageTypes,
  imageTypesError,
  onRetryImageTypes,
  disabled,
  onJustificativa,
  onArquivos,
}: GlosaDoRecursoProps) {
  const nome = glosaNome(glosa);
  const prazo = prazoLabel(glosa.recurso);
  const [recusados, setRecusados] = useState<string[]>([]);
  const nextId = useRef(0);
  const inputId = useId();
  const ajudaId = useId();
  const missingTypeIds = erros.arquivos
    ? item.arquivos.filter((arquivo) => arquivo.imageTypeId === null).map((arquivo) => arquivo.id)
    : [];

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="3">
      <Checkbox.Root checked={escolhida} onCheckedChange={(details) => onEscolher(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{`Incluir ${glosa.procedureCode} - ${nome}`}</Checkbox.Label>
      </Checkbox.Root>
      {escolhida ? (
        <Stack gap="4" ps={{ base: '0', sm: '7' }}>
          <Stack gap="1" fontSize="sm">
            <Text>{glosa.patientName}</Text>
            <Text fontWeight="medium">{motivoLabel(glosa)}</Text>
            {glosa.observacao ? <Text color="fg.muted">{`Nota do auditor: ${glosa.observacao}`}</Text> : null}
            <Text>{`Valor glosado: ${formatCurrency(glosa.glosedAmount)}`}</Text>
            {prazo ? (
              <DeadlineBadge faixa={prazoFaixa(glosa.recurso)} alignSelf="start">
                {prazo}
              </DeadlineBadge>
            ) : null}
          </Stack>
          <Field.Root required invalid={erros.justificativa !== undefined} disabled={disabled}>
            <Field.Label>
              Justificativa
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              aria-label={`Justificativa — ${nome}`}
              rows={4}
              maxLength={JUSTIFICATIVA_MAX}
              value={item.justificativa}
              onChange={(event) => onJustificativa(event.target.value)}
            />
            <Field.HelperText>{`${item.justificativa.length}/${JUSTIFICATIVA_MAX}`}</Field.HelperText>
            <Field.ErrorText>{erros.justificativa}</Field.ErrorText>
          </Field.Root>
          <Field.Root disabled={disabled} invalid={erros.arquivos !== undefined}>
            <Field.Label htmlFor={inputId}>Arquivos do recurso</Field.Label>
            <chakra.input
              id={inputId}
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              aria-label={`Arquivos do recurso — ${nome}`}
              aria-describedby={ajudaId}
              disabled={disabled || item.arquivos.length >= ARQUIVOS_MAX}
              fontSize="sm"
              maxW="full"
              borderRadius="l2"
              focusVisibleRing="outside"
              onChange={(event) => {
                const chosen = [...(event.currentTarget.files ?? [])];
                // The same file may be chosen again after its removal.
                event.currentTarget.value = '';
                const { accepted, rejected } = validateFileSelection(chosen, {
                  currentCount: item.arquivos.length,
                  maxFiles: ARQUIVOS_MAX,
                  // A photo over 2 MB is taken: its row offers to reduce it in the browser.
                  offerReduction: true,
                });
                setRecusados([...new Set(rejected.map((rejection) => rejection.message))]);
                if (accepted.length === 0) return;
                onArquivos({
                  type: 'add',
                  items: accepted.map((file) => {
                    nextId.current += 1;
                    return { id: `${glosa.id}-${nextId.current}`, file, imageTypeId: null };
                  }),
                });
              }}
            />
            <Field.HelperText id={ajudaId}>
              {`${UPLOAD_HELP_TEXT}. Os arquivos ficam no plano do paciente.`}
            </Field.HelperText>
            {recusados.length > 0 ? (
              <Stack role="alert" gap="1" color="fg.error" fontSize="sm">
                {recusados.map((message) => (
                  <Text key={message}>{message}</Text>
                ))}
              </Stack>
            ) : null}
            <Field.ErrorText>{erros.arquivos}</Field.ErrorText>
          </Field.Root>
          {item.arquivos.length > 0 ? (
            <>
              <LoadStatus error={imageTypesError} onRetry={onRetryImageTypes} />
              <FileQueue
                items={item.arquivos}
                imageTypes={imageTypes}
                onRemove={(id) => onArquivos({ type: 'remove', id })}
                onTypeChange={(id, imageTypeId) => onArquivos({ type: 'set-type', id, imageTypeId })}
                onReplaceWithReduced={(id, file, reduction) =>
                  onArquivos({ type: 'reduced', id, file, reduction })
                }
                invalidIds={missingTypeIds}
                listLabel={`Arquivos do recurso de ${nome}`}
                disabled={disabled}
              />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
