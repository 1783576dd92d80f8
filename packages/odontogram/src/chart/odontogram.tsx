import {
  type CSSProperties,
  createElement,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { pickSite, type ToothSelection } from '../model/selection';
import { findTooth, type Tooth } from '../model/teeth';
import { type ExportSvgOptions, exportSvg } from './export-svg';
import { type ChartView, toothShape } from './geometry';
import { type OdontogramLabels, type OdontogramMarker, ptBR, summarize } from './labels';
import { type Direction, initialFocus, moveFocus, type SiteRef, siteKey } from './navigation';
import { chartScene, type DrawContext, defs, drawTooth, type SvgNode } from './scene';
import { cssPaint, type OdontogramTheme } from './theme';

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
  /** Shows selection and markers without letting the user change them. */
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

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};
/** Size of the enlarged selected tooth: each face and the root are at least 44 px there. */
const DETAIL = { crown: 160, root: 60, margin: 42 };
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

function useControllable<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState(initial);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}

/** SVG attribute names to React's; paints go through style so CSS custom properties resolve. */
function reactProps(attrs: SvgNode['attrs']): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const style: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'fill' || name === 'stroke' || name === 'font-family') {
      style[name === 'font-family' ? 'fontFamily' : name] = value;
    } else if (name.startsWith('aria-') || name.startsWith('data-')) {
      props[name] = value;
    } else {
      props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
    }
  }
  props.style = style;
  return props;
}

type SiteRenderer = (
  node: SvgNode & { site: NonNullable<SvgNode['site']> },
  children: ReactNode[],
) => ReactNode;

function renderNode(node: SvgNode | string, key: number | string, renderSite: SiteRenderer): ReactNode {
  if (typeof node === 'string') return node;
  const children = (node.children ?? []).map((child, index) => renderNode(child, index, renderSite));
  if (node.site) return renderSite({ ...node, site: node.site }, children);
  const props = reactProps(node.attrs);
  if (node.toothLabel) Object.assign(props, { role: 'group', 'aria-label': node.toothLabel });
  return createElement(node.tag, { key, ...props }, ...children);
}

/**
 * Dental chart in FDI numbering: pick one tooth's faces or root, see planned items and extractions.
 * Keyboard: one tab stop; arrows move between faces, roots and teeth; Enter or Space toggles; Esc clears.
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
  const [focusedTab, setFocusedTab] = useState<ChartView | null>(null);
  const siteElements = useRef(new Map<string, SVGGElement>());
  const tabElements = useRef(new Map<ChartView, HTMLButtonElement>());
  const views: ChartView[] =
    showMixed || dentition === 'mixed' ? ['permanent', 'deciduous', 'mixed'] : ['permanent', 'deciduous'];

  const ctx: DrawContext = { selection, markers, labels, paint: cssPaint, ids, scale: 1 };
  const { layout, nodes } = chartScene(ctx, dentition);
  const selectedSite: SiteRef | null = selection
    ? { tooth: selection.tooth, site: selection.root ? 'R' : (selection.faces[0] ?? 'M') }
    : null;
  const current = initialFocus(layout, [focus, selectedSite]);

  useImperativeHandle(
    ref,
    () => ({
      exportSvg: (theme?: ExportSvgOptions['theme']) =>
        exportSvg({ dentition, value: selection, markers, labels, theme }),
    }),
    [dentition, selection, markers, labels],
  );

  const pick = (target: SiteRef) => {
    if (!readOnly) setSelection(pickSite(selection, target.tooth, target.site));
  };

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
    } else if (event.key === 'Escape' && selection && !readOnly) {
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
        aria-disabled={readOnly || undefined}
        data-site={key}
        style={{ cursor: readOnly ? 'default' : 'pointer', outline: 'none' }}
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

  const onTabKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? views.length - 1
          : step === undefined
            ? undefined
            : index + step;
    const target = next === undefined ? undefined : views[(next + views.length) % views.length];
    if (!target) return;
    event.preventDefault();
    setDentition(target);
    tabElements.current.get(target)?.focus();
  };

  const tabLabel = (option: ChartView) => labels[option];
  const chartName = [labels.chart, tabLabel(dentition), readOnly ? labels.readOnly : '']
    .filter(Boolean)
    .join(', ');
  const detailTooth = selection ? findTooth(selection.tooth) : undefined;

  return (
    <div className={className} style={{ fontFamily: cssPaint('font'), color: cssPaint('ink'), ...style }}>
      <div role="tablist" aria-label={labels.chart} style={{ display: 'flex', gap: 4 }}>
        {views.map((option, index) => (
          <button
            key={option}
            ref={(element) => {
              if (element) tabElements.current.set(option, element);
            }}
            type="button"
            role="tab"
            id={`${ids}tab-${option}`}
            aria-selected={option === dentition}
            aria-controls={`${ids}panel`}
            tabIndex={option === dentition ? 0 : -1}
            onClick={() => setDentition(option)}
            onFocus={() => setFocusedTab(option)}
            onBlur={() => setFocusedTab(null)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
            style={{
              minHeight: 44,
              padding: '0 16px',
              font: 'inherit',
              fontWeight: option === dentition ? 700 : 400,
              color: 'inherit',
              background: 'none',
              border: 'none',
              borderBottom: `3px solid ${option === dentition ? cssPaint('selected') : 'transparent'}`,
              cursor: 'pointer',
              // Drawn here rather than left to the browser, so a page's CSS reset cannot remove it.
              outline: focusedTab === option ? `2px solid ${cssPaint('focus')}` : 'none',
              outlineOffset: -2,
            }}
          >
            {tabLabel(option)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}panel`} aria-labelledby={`${ids}tab-${dentition}`}>
        <p id={`${ids}hint`} style={hidden}>
          {labels.keyboardHint}
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; role group names the chart. */}
        <svg
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width}
          height={layout.height}
          role="group"
          aria-label={chartName}
          aria-describedby={`${ids}hint`}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', touchAction: 'manipulation' }}
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', minHeight: 44 }}>
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {summarize(labels, selection)}
        </p>
        {detailTooth ? (
          <DetailTooth
            ctx={{ ...ctx, ids: `${ids}detail-`, scale: DETAIL.crown / 48 }}
            tooth={detailTooth}
            onPick={pick}
            readOnly={readOnly}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * The selected tooth enlarged so that every face and the root is a touch target of at least 44 px.
 * It repeats what the chart offers (WCAG 2.5.5 'equivalent' exception), so it is hidden from
 * assistive technology and out of the tab order: keyboard users use the chart itself.
 */
function DetailTooth({
  ctx,
  tooth,
  onPick,
  readOnly,
}: {
  ctx: DrawContext;
  tooth: Tooth;
  onPick: (target: SiteRef) => void;
  readOnly: boolean;
}) {
  const upper = tooth.arch === 'upper';
  const crownY = upper ? DETAIL.margin + DETAIL.root + 3 : DETAIL.margin;
  const shape = toothShape(tooth, 8, crownY, DETAIL.crown, DETAIL.root);
  const width = DETAIL.crown + 16;
  const height = DETAIL.margin + DETAIL.crown + 3 + DETAIL.root + 8;
  const renderSite: SiteRenderer = (node, children) =>
    createElement(
      'g',
      {
        key: siteKey(node.site),
        'data-detail-site': siteKey(node.site),
        style: { cursor: readOnly ? 'default' : 'pointer' },
        onClick: () => onPick({ tooth: node.site.tooth, site: node.site.site }),
      },
      ...children,
    );
  const toothNode = drawTooth(ctx, shape, false);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      style={{ flex: 'none' }}
    >
      {renderNode(defs(ctx), 'defs', renderSite)}
      {renderNode({ ...toothNode, toothLabel: undefined }, 'tooth', renderSite)}
    </svg>
  );
}
