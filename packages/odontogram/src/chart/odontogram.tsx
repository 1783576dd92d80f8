import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isToothCondition, type ToothCondition, type ToothConditions } from '../model/conditions';
import { findRegion, type RegionCode } from '../model/regions';
import { pickSite, type ToothSelection } from '../model/selection';
import { findTooth } from '../model/teeth';
import { ConditionPicker } from './condition-picker';
import { DentitionTabs } from './dentition-tabs';
import { ENLARGED_SCALE, EnlargedTooth } from './enlarged-tooth';
import { type ExportSvgOptions, exportSvg } from './export-svg';
import type { ChartView } from './geometry';
import { type ChartAsk, type OdontogramLabels, type OdontogramMarker, ptBR, summarize } from './labels';
import { type Direction, initialFocus, moveFocus } from './navigation';
import { isWholeTooth, readOnlyName, viewShowing } from './read-only';
import { ReadOnlyChart } from './read-only-chart';
import { RegionButtons } from './region-buttons';
import {
  chartScene,
  type DrawContext,
  legendEntries,
  regionsShown,
  supernumeraryShown,
  svgSize,
  type Target,
  teethAreTargets,
  wholeTeeth,
} from './scene';
import { reactProps, renderNode, type SiteRenderer } from './svg-node';
import { cssPaint, type OdontogramTheme } from './theme';
import { useControllable } from './use-controllable';
import { type ChartArrangement, MIN_COMPACT_SCALE, useChartFit } from './use-fit';

export interface OdontogramHandle {
  /** The chart as it stands, as a standalone SVG string for printing. */
  exportSvg: (theme?: OdontogramTheme) => string;
}

export interface OdontogramProps {
  /** The selection (controlled); null for none. */
  value?: ToothSelection | null;
  /** The initial selection when uncontrolled. */
  defaultValue?: ToothSelection | null;
  /** Called with the new selection after each pick (null after Esc clears it). */
  onChange?: (value: ToothSelection | null) => void;
  /** Plan items to draw, each with its status (planned, performed, denied). */
  markers?: readonly OdontogramMarker[];
  /**
   * What the chart asks for (the procedure decides): a tooth's 'faces' and/or 'root', a whole 'tooth', or a
   * region ('arch', 'hemiArch', 'sextant'); [] for nothing. The rest stays visible and focusable but disabled
   * (aria-disabled), described by the reason. Default: a tooth's faces or its root.
   */
  asks?: readonly ChartAsk[];
  /** Why the parts not asked for are disabled, shown above the chart; default `labels.notAsked(asks)`. */
  disabledReason?: string;
  /** The selected region, a TISS Tabela 42 code (controlled); null for none. */
  region?: RegionCode | null;
  /** The initial region when uncontrolled. */
  defaultRegion?: RegionCode | null;
  /** Called with the region picked (null when unpicked or cleared). Picking a region clears the tooth selection and vice versa. */
  onRegionChange?: (region: RegionCode | null) => void;
  /** Draws the region bands even when no region is asked for, so the chart keeps its size as `asks` changes. */
  showRegions?: boolean;
  /** Each tooth's initial situation (A, E, H, C, R), controlled. */
  conditions?: ToothConditions;
  /** The initial situations when uncontrolled. */
  defaultConditions?: ToothConditions;
  /** Called with all situations after one is recorded or erased. */
  onConditionsChange?: (conditions: ToothConditions) => void;
  /**
   * Records situations: teeth become the targets, a choice of situation (radio buttons, 'Sem registro'
   * erases) appears under the chart, and pressing a tooth applies the one chosen; on a focused tooth the
   * letters A, E, H, C, R record one directly and Delete erases it.
   */
  editConditions?: boolean;
  /** Draws the supernumerary teeth (19, 29, … 89); by default only when one has a marker or a situation. */
  showSupernumerary?: boolean;
  /** Shows the legend of what is drawn; by default when there are situations, or markers performed or denied. */
  legend?: boolean;
  /** The tab shown (controlled): 'permanent', 'deciduous' or 'mixed'. */
  dentition?: ChartView;
  /** The initial tab when uncontrolled; defaults to the selected tooth's dentition, else permanent. */
  defaultDentition?: ChartView;
  /** Called when the user switches tabs. */
  onDentitionChange?: (dentition: ChartView) => void;
  /** Adds a third tab with both dentitions (mixed dentition). */
  showMixed?: boolean;
  /**
   * Shows markers and selection as one image named by what is marked ('Odontograma: dente 16 (faces M, O)'):
   * no tabs and nothing focusable. It shows the dentition of the marked teeth unless one is given.
   */
  readOnly?: boolean;
  /**
   * 'wide' (both arches side by side, 888 px), 'compact' (quadrants stacked, 442 px, for phones: whole teeth
   * are the chart's targets and the selected tooth's faces are picked on it enlarged, regions on buttons), or
   * 'auto' (the default): compact when the wide chart would shrink below 72 % of its size.
   */
  layout?: ChartArrangement;
  /** Text overrides (pt-BR by default). */
  labels?: Partial<OdontogramLabels>;
  /** Class of the outer element; theme with --odontogram-* custom properties. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
  /** Gives access to exportSvg(). */
  ref?: Ref<OdontogramHandle>;
}

// Smallest scale the wide chart is drawn at (below it the compact layout is drawn, see useChartFit).
const MIN_CHART_SCALE = 0.72;

const REGION_KINDS: readonly ChartAsk[] = ['arch', 'hemiArch', 'sextant'];

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};
const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

const dentitionOf = (selection: ToothSelection | null | undefined): ChartView | undefined =>
  selection ? findTooth(selection.tooth)?.dentition : undefined;

/**
 * Dental chart in FDI numbering: pick one tooth's faces or root, see planned items and extractions.
 * Keyboard: one tab stop; arrows move between faces, roots and teeth; Enter or Space toggles; Esc clears.
 * Read-only, it is one image with a text alternative instead.
 */
export function Odontogram({
  value,
  defaultValue = null,
  onChange,
  markers = [],
  asks,
  disabledReason,
  region: regionProp,
  defaultRegion = null,
  onRegionChange,
  showRegions,
  conditions: conditionsProp,
  defaultConditions = {},
  onConditionsChange,
  editConditions = false,
  showSupernumerary,
  legend,
  dentition: dentitionProp,
  defaultDentition,
  onDentitionChange,
  showMixed = false,
  readOnly = false,
  layout: arrangement = 'auto',
  labels: labelOverrides,
  className,
  style,
  ref,
}: OdontogramProps) {
  const [selection, setSelection] = useControllable(value, defaultValue, onChange);
  const [dentition, setDentition] = useControllable(
    dentitionProp,
    defaultDentition ?? dentitionOf(value ?? defaultValue) ?? 'permanent',
    onDentitionChange,
  );
  const labels = useMemo(() => ({ ...ptBR, ...labelOverrides }), [labelOverrides]);
  const id = useId();
  const ids = `odg${id.replace(/[^a-zA-Z0-9]/g, '')}-`;
  const [region, setRegion] = useControllable(regionProp, defaultRegion, onRegionChange);
  const [conditions, setConditions] = useControllable(conditionsProp, defaultConditions, onConditionsChange);
  const [brush, setBrush] = useState<ToothCondition | ''>('H');
  const [edited, setEdited] = useState('');
  const [focus, setFocus] = useState<string>();
  const [focused, setFocused] = useState(false);
  const siteElements = useRef(new Map<string, SVGGElement>());

  const ctx: DrawContext = {
    selection,
    markers,
    labels,
    paint: cssPaint,
    ids,
    scale: 1,
    conditions,
    region,
    asks,
    editing: editConditions,
    regions: showRegions,
    supernumerary: showSupernumerary,
  };
  const view =
    readOnly && !dentitionProp && !defaultDentition
      ? viewShowing([
          ...markers.map((marker) => marker.tooth),
          ...Object.keys(conditions).map(Number),
          ...(selection ? [selection.tooth] : []),
        ])
      : dentition;
  ctx.legend = legendEntries(markers, conditions, editConditions, legend);
  const [fitRef, fit] = useChartFit(view, arrangement, supernumeraryShown(ctx));
  ctx.compact = fit.compact;
  ctx.numberSize = fit.numberSize;

  useImperativeHandle(
    ref,
    () => ({
      exportSvg: (theme?: ExportSvgOptions['theme']) =>
        exportSvg({ dentition: view, value: selection, markers, labels, theme, conditions, region, legend }),
    }),
    [view, selection, markers, labels, conditions, region, legend],
  );

  if (readOnly) {
    // A whole tooth selected (an item without faces, e.g. an extraction) is drawn as the chart draws a tooth
    // picked whole: its crown highlighted, not only its number.
    const whole = selection && !asks && isWholeTooth(selection);
    return (
      <ReadOnlyChart
        ctx={whole ? { ...ctx, asks: ['tooth'] } : ctx}
        view={view}
        name={readOnlyName(labels, markers, selection, conditions, region)}
        className={className}
        style={style}
        containerRef={fitRef}
      />
    );
  }

  const views: ChartView[] =
    showMixed || dentition === 'mixed' ? ['permanent', 'deciduous', 'mixed'] : ['permanent', 'deciduous'];
  const { layout, nodes, targets } = chartScene(ctx, dentition);
  const whole = wholeTeeth(ctx);
  const teeth = teethAreTargets(ctx);
  const selectedKey = selection
    ? `${selection.tooth}${teeth ? '' : selection.root ? 'R' : (selection.faces[0] ?? 'M')}`
    : undefined;
  const current = initialFocus(targets, [
    focus,
    region ?? undefined,
    selectedKey,
    // Else the first tooth (its centre face when faces are the targets).
    targets[teeth ? 0 : 2]?.key,
  ]);
  const regionButtons = fit.compact && regionsShown(ctx);
  const isAsked = (kind: ChartAsk) => (asks ?? []).includes(kind) && !editConditions;
  const someDisabled =
    targets.some((target) => target.disabled) || (regionButtons && !REGION_KINDS.every(isAsked));
  const reason = someDisabled ? (disabledReason ?? labels.notAsked(asks ?? [])) : '';

  const record = (tooth: number, condition: ToothCondition | '') => {
    const next: Partial<Record<number, ToothCondition>> = { ...conditions };
    if (condition) next[tooth] = condition;
    else delete next[tooth];
    setConditions(next);
    setEdited(
      labels.summary(labels.tooth(tooth), [condition ? labels.conditions[condition] : labels.noCondition]),
    );
  };

  const pick = (target: Pick<Target, 'tooth' | 'site' | 'region' | 'disabled'>) => {
    if (target.disabled) return;
    if (target.region) {
      setRegion(region === target.region ? null : target.region);
      if (selection) setSelection(null);
      return;
    }
    const { tooth, site } = target;
    if (tooth === undefined) return;
    if (editConditions) return record(tooth, brush);
    if (region) setRegion(null);
    setSelection(
      site
        ? pickSite(selection, tooth, site)
        : selection?.tooth === tooth
          ? null
          : { tooth, faces: [], root: false },
    );
  };

  const onTargetKeyDown = (event: KeyboardEvent, target: Target) => {
    const direction = KEY_DIRECTIONS[event.key];
    const letter = event.key.toUpperCase();
    let handled = true;
    if (direction) {
      const key = moveFocus(targets, target.key, direction);
      setFocus(key);
      siteElements.current.get(key)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') pick(target);
    else if (event.key === 'Escape' && (selection || region)) {
      if (selection) setSelection(null);
      if (region) setRegion(null);
    } else if (editConditions && target.tooth && (isToothCondition(letter) || event.key === 'Delete')) {
      record(target.tooth, isToothCondition(letter) ? letter : '');
    } else handled = false;
    if (handled) event.preventDefault();
  };

  const renderSite: SiteRenderer = (node, children) => {
    const { target } = node;
    const { key } = target;
    return (
      // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; a <g> with role button is the accessible way.
      <g
        {...reactProps(node.attrs)}
        key={key}
        ref={(element) => {
          if (element) siteElements.current.set(key, element);
          else siteElements.current.delete(key);
        }}
        role="button"
        tabIndex={key === current ? 0 : -1}
        aria-label={target.label}
        aria-pressed={target.pressed}
        aria-disabled={target.disabled || undefined}
        aria-describedby={target.disabled ? `${ids}reason` : undefined}
        data-site={key}
        style={{ cursor: target.disabled ? 'not-allowed' : 'pointer', outline: 'none' }}
        onClick={() => {
          setFocus(key);
          pick(target);
        }}
        onKeyDown={(event) => onTargetKeyDown(event, target)}
        onFocus={() => {
          setFocus(key);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
      >
        {children}
      </g>
    );
  };

  const focusShape = targets.find((target) => target.key === current);

  const chartName = `${labels.chart}, ${labels[dentition]}`;
  const detailTooth = selection && !whole ? findTooth(selection.tooth) : undefined;
  const chosenRegion = region ? findRegion(region) : undefined;

  return (
    <div
      ref={fitRef}
      className={className}
      style={{ fontFamily: cssPaint('font'), color: cssPaint('ink'), ...style }}
      data-layout={fit.compact ? 'compact' : 'wide'}
    >
      <DentitionTabs views={views} value={dentition} onChange={setDentition} labels={labels} ids={ids} />
      <div role="tabpanel" id={`${ids}panel`} aria-labelledby={`${ids}tab-${dentition}`}>
        <p id={`${ids}hint`} style={hidden}>
          {labels.keyboardHint}
        </p>
        {reason ? (
          <p id={`${ids}reason`} style={{ margin: '8px 0' }} data-disabled-reason="">
            {reason}
          </p>
        ) : null}
        {/* Narrower than its smallest scale, the chart scrolls sideways; focus scrolls a tooth into view. */}
        <div style={{ overflowX: 'auto' }} data-chart-scroller="">
          {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; role group names the chart. */}
          <svg
            {...svgSize(layout)}
            role="group"
            aria-label={chartName}
            aria-describedby={`${ids}hint`}
            style={{
              display: 'block',
              maxWidth: '100%',
              minWidth: Math.ceil(layout.width * (fit.compact ? MIN_COMPACT_SCALE : MIN_CHART_SCALE)),
              height: 'auto',
              touchAction: 'manipulation',
            }}
          >
            {nodes.map((node, index) => renderNode(node, index, renderSite))}
            {focused && focusShape ? (
              <path
                d={focusShape.d}
                fill="none"
                strokeWidth={3}
                pointerEvents="none"
                style={{ stroke: cssPaint('focus') }}
                data-focus-ring=""
              />
            ) : null}
          </svg>
        </div>
        {regionButtons ? (
          <RegionButtons
            value={region}
            isAsked={isAsked}
            onPick={(code) => pick({ region: code, disabled: false })}
            labels={labels}
            reasonId={reason ? `${ids}reason` : undefined}
          />
        ) : null}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', minHeight: 44 }}>
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {editConditions
            ? edited
            : chosenRegion
              ? labels.region(chosenRegion)
              : summarize(labels, selection, whole)}
        </p>
        {detailTooth ? (
          <EnlargedTooth
            ctx={{ ...ctx, ids: `${ids}detail-`, scale: ENLARGED_SCALE }}
            tooth={detailTooth}
            onPick={pick}
            accessible={fit.compact}
            name={labels.toothSites(detailTooth.number)}
            reasonId={reason ? `${ids}reason` : undefined}
          />
        ) : null}
      </div>
      {editConditions ? (
        <ConditionPicker labels={labels} ids={ids} value={brush} onChange={setBrush} />
      ) : null}
    </div>
  );
}
