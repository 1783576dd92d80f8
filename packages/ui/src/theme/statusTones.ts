/**
 * Colour of every status of docs/product-rules.md#states-and-transitions, by domain and value. Each tone becomes three semantic
 * tokens, `status.<domain>.<value>.{bg,fg,solid}`: a badge background, its text colour (at least 4.5:1
 * on the background) and a solid fill for bars and dots.
 */
export const STATUS_PALETTES = {
  plano: {
    rascunho: 'gray',
    pendente: 'yellow',
    autorizado: 'green',
    concluido: 'blue',
    cancelado: 'red',
    autorizadoParcialmente: 'teal',
    negado: 'orange',
  },
  item: {
    aguardando: 'yellow',
    auditoria: 'blue',
    autorizado: 'green',
    realizado: 'purple',
    // The two requests of the audit (TISS 4 and 5) wait on the dentist: each its own colour.
    justificativa: 'orange',
    documentacao: 'cyan',
    // An authorization with change waits on the dentist's answer; a contested denial on the junta.
    aceite: 'teal',
    junta: 'pink',
    outro: 'gray',
  },
  // The operator's answer deadline of an item (RN 566/2022), by band of business days left.
  prazo: { atrasado: 'red', venceHoje: 'orange', ate2Dias: 'yellow', noPrazo: 'gray' },
  validade: { invalida: 'gray', expirado: 'red', critico: 'orange', atencao: 'yellow', vigente: 'green' },
  // Where a glosa's appeal stands: not appealed, under appeal, accepted (in full or in part), kept.
  glosa: {
    naoRecorrida: 'orange',
    emRecurso: 'blue',
    aceita: 'green',
    aceitaParcialmente: 'teal',
    mantida: 'red',
  },
  // A sent batch is pending until the operator pays it.
  financeiro: { pendente: 'yellow', pago: 'green' },
  // A billing batch (TISS lote), from open to paid.
  lote: { aberto: 'yellow', enviado: 'blue', emAnalise: 'cyan', analisado: 'teal', pago: 'green' },
  senha: { muitoFraca: 'red', fraca: 'red', media: 'yellow', boa: 'green', forte: 'green' },
  // A value the portal does not know (e.g. a new server status) is shown in gray.
  geral: { desconhecido: 'gray' },
} as const;

type Palettes = typeof STATUS_PALETTES;
export type StatusDomain = keyof Palettes;

/** A status colour, named '<domain>.<value>' (e.g. 'plano.autorizado', 'validade.critico'). */
export type StatusTone = {
  [D in StatusDomain]: `${D}.${Extract<keyof Palettes[D], string>}`;
}[StatusDomain];

// Light values only: the portal has no dark mode (chakraBase.ts, lightOnly).
type ToneValue = { value: string };
type ToneTokens = { bg: ToneValue; fg: ToneValue; solid: ToneValue };

function toneTokens(palette: string): ToneTokens {
  return {
    bg: { value: `{colors.${palette}.100}` },
    fg: { value: `{colors.${palette}.800}` },
    solid: { value: `{colors.${palette}.600}` },
  };
}

/** Semantic colour tokens of every status tone, nested as status.<domain>.<value>.{bg,fg,solid}. */
export function statusColorTokens(): Record<StatusDomain, Record<string, ToneTokens>> {
  const entries = Object.entries(STATUS_PALETTES).map(([domain, values]) => [
    domain,
    Object.fromEntries(Object.entries(values).map(([value, palette]) => [value, toneTokens(palette)])),
  ]);
  return Object.fromEntries(entries) as Record<StatusDomain, Record<string, ToneTokens>>;
}

/** Every tone, for recipes and stories. */
export const STATUS_TONES = Object.entries(STATUS_PALETTES).flatMap(([domain, values]) =>
  Object.keys(values).map((value) => `${domain}.${value}`),
) as StatusTone[];
