import type { ProcedimentoResumo } from '@odonto/api';
import {
  type ChartAsk,
  type Face,
  findRegion,
  type RegionCode,
  type RegionKind,
  type ToothNumber,
  type ToothSelection,
} from '@odonto/odontogram';

type Sitio = NonNullable<ProcedimentoResumo['regras']>['sitio'];

/** Where an item goes: the whole mouth, a region (TISS Tabela 42), or a tooth with its faces or root. */
export interface Placement {
  /** The tooth, when the procedure is on a tooth; null otherwise. */
  tooth: ToothNumber | null;
  /** Faces of the crown; empty when the root or the whole tooth is meant. */
  faces: readonly Face[];
  /** Whether the procedure is on the root. */
  root: boolean;
  /** The arch, hemi-arch or sextant, when the procedure is on a region; null otherwise. */
  region: RegionCode | null;
}

/** What the chart asks for, per rules site (`regras.sitio`); a code without rules keeps the old faces-or-root. */
const ASKS: Record<Sitio, readonly ChartAsk[]> = {
  boca: [],
  arcada: ['arch'],
  hemiarcada: ['hemiArch'],
  sextante: ['sextant'],
  dente: ['tooth'],
  faces: ['faces'],
  raiz: ['root'],
};
const WITHOUT_RULES: readonly ChartAsk[] = ['faces', 'root'];

export const TOOTH_REQUIRED = 'Selecione um dente no odontograma antes de adicionar um procedimento.';
export const SITE_REQUIRED = 'Selecione pelo menos uma face ou raiz do dente.';
export const FACES_REQUIRED = 'Este procedimento é nas faces do dente: selecione pelo menos uma face.';
export const ROOT_REQUIRED = 'Este procedimento é na raiz do dente: selecione a raiz.';
const REGION_REQUIRED: Record<RegionKind, string> = {
  arch: 'Este procedimento é numa arcada: selecione a arcada no odontograma.',
  hemiArch: 'Este procedimento é numa hemiarcada: selecione a hemiarcada no odontograma.',
  sextant: 'Este procedimento é num sextante: selecione o sextante no odontograma.',
};
/** Said for a procedure of the whole mouth, instead of a hint: nothing is to be chosen. */
export const MOUTH_PROCEDURE = 'Este procedimento é na boca toda: não escolha dente nem região.';

/** What the chart asks for when this procedure is chosen (faces or root before a procedure is chosen). */
export function asksOf(procedimento: ProcedimentoResumo | undefined): readonly ChartAsk[] {
  const sitio = procedimento?.regras?.sitio;
  return sitio ? ASKS[sitio] : WITHOUT_RULES;
}

/** The choice on the chart as the procedure reads it: only the parts it asks for. */
export function placementOf(
  asks: readonly ChartAsk[],
  selection: ToothSelection | null,
  region: RegionCode | null,
): Placement {
  const none: Placement = { tooth: null, faces: [], root: false, region: null };
  const regionAsked = region !== null && asks.includes(findRegion(region)?.kind ?? 'tooth');
  if (regionAsked) return { ...none, region };
  if (!selection) return none;
  if (asks.includes('tooth')) return { ...none, tooth: selection.tooth };
  const root = selection.root && asks.includes('root');
  const faces = asks.includes('faces') ? selection.faces : [];
  return asks.includes('faces') || asks.includes('root')
    ? { ...none, tooth: selection.tooth, faces, root }
    : none;
}

/** Why the chart's choice is not enough yet for what it asks, or null when it is. */
export function placementHint(asks: readonly ChartAsk[], placement: Placement): string | null {
  if (asks.length === 0) return null;
  const [first] = asks;
  if (first === 'arch' || first === 'hemiArch' || first === 'sextant') {
    return placement.region ? null : REGION_REQUIRED[first];
  }
  if (placement.tooth === null) return TOOTH_REQUIRED;
  if (asks.includes('tooth')) return null;
  if (placement.root || placement.faces.length > 0) return null;
  if (asks.includes('faces') && asks.includes('root')) return SITE_REQUIRED;
  return asks.includes('faces') ? FACES_REQUIRED : ROOT_REQUIRED;
}
