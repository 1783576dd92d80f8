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
import { pickSite, type ToothSelection } from '../model/selection';
import { findTooth } from '../model/teeth';
import { DentitionTabs } from './dentition-tabs';
import { ENLARGED_SCALE, EnlargedTooth } from './enlarged-tooth';
import { type ExportSvgOptions, exportSvg } from './export-svg';
import type { ChartView } from './geometry';
import { type OdontogramLabels, type OdontogramMarker, ptBR, summarize } from './labels';
import { type Direction, initialFocus, moveFocus, type SiteRef, siteKey } from './navigation';
import { readOnlyName, viewShowing } from './read-only';
import { ReadOnlyChart } from './read-only-chart';
import { chartScene, type DrawContext, svgSize } from './scene';
import { renderNode, type SiteRenderer } from './svg-node';
import { cssPaint, type OdontogramTheme } from './theme';
import { useControllable } from './use-controllable';

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
  /** Planned procedures and extractions to draw. */
  markers?: readonly OdontogramMarker[];
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
  /** Text overrides (pt-BR by default). */
  labels?: Partial<OdontogramLabels>;
  /** Class of the outer element; theme with --odontogram-* custom properties. */
  className?: string;
  /** Style of the outer element. */
  style?: CSSProperties;
  /** Gives access to exportSvg(). */
  ref?: Ref<OdontogramHandle>;
}

// Smallest scale the chart is drawn at: below it the tooth numbers (12 units) would shrink under 8.6 px.
const MIN_CHART_SCALE = 0.72;

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
  dentition: dentitionProp,
  defaultDentition,
  onDentitionChange,
  showMixed = false,
  readOnly = false,
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
  const [focus, setFocus] = useState<SiteRef | null>(null);
  const [focused, setFocused] = useState(false);
  const siteElements = useRef(new Map<string, SVGGElement>());

  const ctx: DrawContext = { selection, markers, labels, paint: cssPaint, ids, scale: 1 };
  const view =
    readOnly && !dentitionProp && !defaultDentition
      ? viewShowing([...markers.map((marker) => marker.tooth), ...(selection ? [selection.tooth] : [])])
      : dentition;

  useImperativeHandle(
    ref,
    () => ({
      exportSvg: (theme?: ExportSvgOptions['theme']) =>
        exportSvg({ dentition: view, value: selection, markers, labels, theme }),
    }),
    [view, selection, markers, labels],
  );

  if (readOnly) {
    return (
      <ReadOnlyChart
        ctx={ctx}
        view={view}
        name={readOnlyName(labels, markers, selection)}
        className={className}
        style={style}
      />
    );
  }

  const views: ChartView[] =
    showMixed || dentition === 'mixed' ? ['permanent', 'deciduous', 'mixed'] : ['permanent', 'deciduous'];
  const { layout, nodes } = chartScene(ctx, dentition);
  const selectedSite: SiteRef | null = selection
    ? { tooth: selection.tooth, site: selection.root ? 'R' : (selection.faces[0] ?? 'M') }
    : null;
  const current = initialFocus(layout, [focus, selectedSite]);

  const pick = (target: SiteRef) => setSelection(pickSite(selection, target.tooth, target.site));

  const moveTo = (target: SiteRef) => {
    setFocus(target);
    siteElements.current.get(siteKey(target))?.focus();
  };

  const onSiteKeyDown = (event: KeyboardEvent, target: SiteRef) => {
    const direction = KEY_DIRECTIONS[event.key];
    if (direction) {
      event.preventDefault();
      moveTo(moveFocus(layout, target, direction));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(target);
    } else if (event.key === 'Escape' && selection) {
      event.preventDefault();
      setSelection(null);
    }
  };

  const renderSite: SiteRenderer = (node, children) => {
    const target: SiteRef = { tooth: node.site.tooth, site: node.site.site };
    const key = siteKey(target);
    return (
      // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; a <g> with role button is the accessible way.
      <g
        key={key}
        ref={(element) => {
          if (element) siteElements.current.set(key, element);
          else siteElements.current.delete(key);
        }}
        role="button"
        tabIndex={key === siteKey(current) ? 0 : -1}
        aria-label={node.site.label}
        aria-pressed={node.site.selected}
        data-site={key}
        style={{ cursor: 'pointer', outline: 'none' }}
        onClick={() => {
          setFocus(target);
          pick(target);
        }}
        onKeyDown={(event) => onSiteKeyDown(event, target)}
        onFocus={() => {
          setFocus(target);
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
      >
        {children}
      </g>
    );
  };

  const focusShape = layout.teeth
    .find((shape) => shape.tooth.number === current.tooth)
    ?.sites.find((site) => site.site === current.site);

  const chartName = `${labels.chart}, ${labels[dentition]}`;
  const detailTooth = selection ? findTooth(selection.tooth) : undefined;

  return (
    <div className={className} style={{ fontFamily: cssPaint('font'), color: cssPaint('ink'), ...style }}>
      <DentitionTabs views={views} value={dentition} onChange={setDentition} labels={labels} ids={ids} />
      <div role="tabpanel" id={`${ids}panel`} aria-labelledby={`${ids}tab-${dentition}`}>
        <p id={`${ids}hint`} style={hidden}>
          {labels.keyboardHint}
        </p>
        {/* On a phone the chart keeps a legible size and scrolls sideways; focus scrolls a tooth into view. */}
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
              minWidth: Math.ceil(layout.width * MIN_CHART_SCALE),
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
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', minHeight: 44 }}>
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {summarize(labels, selection)}
        </p>
        {detailTooth ? (
          <EnlargedTooth
            ctx={{ ...ctx, ids: `${ids}detail-`, scale: ENLARGED_SCALE }}
            tooth={detailTooth}
            onPick={pick}
          />
        ) : null}
      </div>
    </div>
  );
}
