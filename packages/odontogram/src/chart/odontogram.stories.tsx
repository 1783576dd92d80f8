import {
  formatFaces,
  Odontogram,
  type OdontogramHandle,
  type OdontogramMarker,
  type OdontogramProps,
  type ToothSelection,
  toTissDenteFace,
} from '@odonto/odontogram';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Odontogram/Odontogram',
  component: Odontogram,
  tags: ['autodocs'],
  args: { onChange: fn(), onDentitionChange: fn() },
} satisfies Meta<typeof Odontogram>;

export default meta;
type Story = StoryObj<typeof meta>;

const planMarkers: OdontogramMarker[] = [
  { tooth: 16, faces: ['O', 'D'], kind: 'planned' },
  { tooth: 16, faces: ['O'], kind: 'planned' },
  { tooth: 21, root: true, kind: 'planned' },
  { tooth: 36, kind: 'extraction' },
  { tooth: 46, faces: ['M', 'O'], kind: 'planned' },
  { tooth: 54, faces: ['O'], kind: 'planned' },
  { tooth: 75, kind: 'extraction' },
];

/** The permanent dentition as the dentist sees the patient: 18-11 | 21-28 over 48-41 | 31-38. */
export const Permanentes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Permanentes' })).toHaveAttribute('aria-selected', 'true');
    const teeth = canvas
      .getAllByRole('group', { name: /^Dente \d+/ })
      .map((group) => group.getAttribute('aria-label'));
    await expect(teeth).toEqual(
      [
        ...[18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
        ...[48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
      ].map((n) => `Dente ${n}`),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma seleção');
  },
};

/** The deciduous dentition with its own FDI numbers: 55-51 | 61-65 over 85-81 | 71-75. */
export const Deciduos: Story = {
  name: 'Decíduos',
  args: { defaultDentition: 'deciduous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teeth = canvas
      .getAllByRole('group', { name: /^Dente \d+/ })
      .map((group) => group.getAttribute('aria-label'));
    await expect(teeth).toEqual(
      [55, 54, 53, 52, 51, 61, 62, 63, 64, 65, 85, 84, 83, 82, 81, 71, 72, 73, 74, 75].map(
        (n) => `Dente ${n}`,
      ),
    );
    // Deciduous incisors and canines have an incisal face; deciduous molars an occlusal one.
    await expect(canvas.getByRole('button', { name: 'Dente 53, face incisal' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Dente 84, face oclusal' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Dente 84, face lingual' })).toBeInTheDocument();
  },
};

/** Optional third tab with both dentitions, for children with mixed dentition. */
export const Mista: Story = {
  args: { showMixed: true, defaultDentition: 'mixed', markers: planMarkers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mista' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('group', { name: /^Dente \d+/ })).toHaveLength(52);
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11, face palatina' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Dente 51, raiz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 51 — Raiz');
  },
};

/** Switching tabs with the mouse and with the arrow keys. */
export const SwitchingTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Decíduos' }));
    await expect(args.onDentitionChange).toHaveBeenLastCalledWith('deciduous');
    await expect(canvas.getByRole('button', { name: 'Dente 55, face oclusal' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Permanentes' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Dente 18, face oclusal' })).toBeInTheDocument();
  },
};

/** Faces selected on one tooth: blue, with a dot. */
export const SelectedFaces: Story = {
  args: { defaultValue: { tooth: 16, faces: ['M', 'O'], root: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 16 — Mesial, Oclusal');
    await expect(canvas.getByRole('button', { name: 'Dente 16, face mesial, selecionada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Dente 16, face distal' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The selected tooth's number is bold, at the chart's own size, even under the page's CSS reset.
    const numberOf = (tooth: number) => {
      const text = [...canvasElement.querySelectorAll('svg text')].find(
        (t) => t.textContent === String(tooth),
      );
      if (!text) throw new Error(`number ${tooth} not drawn`);
      return getComputedStyle(text);
    };
    await expect(numberOf(16).fontWeight).toBe('700');
    await expect(numberOf(17).fontWeight).toBe('400');
    await expect(numberOf(17).fontSize).toBe('12px');
  },
};

/** The root selected instead of faces. */
export const SelectedRoot: Story = {
  args: { defaultValue: { tooth: 64, faces: [], root: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The deciduous tab opens by itself, since the selected tooth is deciduous.
    await expect(canvas.getByRole('tab', { name: 'Decíduos' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 64 — Raiz');
    await expect(canvas.getByRole('button', { name: 'Dente 64, raiz, selecionada' })).toBeInTheDocument();
  },
};

/**
 * Picking another tooth replaces the selection; picking the same tooth toggles a face or the root;
 * faces and root exclude each other.
 */
export const SelectionRules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await expect(status).toHaveTextContent('Dente 16 — Mesial');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face oclusal' }));
    await expect(status).toHaveTextContent('Dente 16 — Mesial, Oclusal');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 16, faces: ['M', 'O'], root: false });

    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial, selecionada' }));
    await expect(status).toHaveTextContent('Dente 16 — Oclusal');

    await userEvent.click(canvas.getByRole('button', { name: 'Dente 26, face distal' }));
    await expect(status).toHaveTextContent('Dente 26 — Distal');
    await expect(canvas.getByRole('button', { name: 'Dente 16, face oclusal' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Dente 26, raiz' }));
    await expect(status).toHaveTextContent('Dente 26 — Raiz');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 26, faces: [], root: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 26, raiz, selecionada' }));
    await expect(status).toHaveTextContent('Dente 26 — Nenhuma face ou raiz');
  },
};

/** Planned items: red dot on the tooth, hatched red faces or root; extraction: yellow dot and a cross. */
export const Markers: Story = {
  args: { markers: planMarkers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Dente 16, 2 procedimentos planejados' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Dente 16, face oclusal, 2 procedimentos planejados' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Dente 16, face distal, 1 procedimento planejado' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Dente 21, raiz, 1 procedimento planejado' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 36, 1 extração indicada' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16, face mesial' }));
    await expect(
      canvas.getByRole('button', { name: 'Dente 16, face mesial, selecionada' }),
    ).toBeInTheDocument();
  },
};

/** What a keyboard or a screen reader could reach inside an element. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [role="button"], [role="tab"]';

/** Around a chart, so a play function can tab past it. */
function BetweenButtons(props: OdontogramProps) {
  return (
    <div>
      <button type="button">Antes</button>
      <Odontogram {...props} />
      <button type="button">Depois</button>
    </div>
  );
}

/**
 * Read-only (a saved plan): one image named by what is marked, in FDI order, with nothing to focus or
 * press. The dentition follows the marked teeth (here both, so the mixed view).
 */
export const ReadOnly: Story = {
  args: { readOnly: true, markers: planMarkers, defaultValue: { tooth: 46, faces: ['M', 'O'], root: false } },
  render: (args) => <BetweenButtons {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', {
      name:
        'Odontograma: dente 16 (faces O, D), dente 21 (raiz), dente 36 (extração), dente 46 (faces M, O), ' +
        'dente 54 (face O), dente 75 (extração); seleção: Dente 46 — Mesial, Oclusal',
    });
    await expect(canvasElement.querySelectorAll('[data-tooth]')).toHaveLength(52);
    await expect(canvas.queryAllByRole('button', { name: /Dente/ })).toHaveLength(0);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(chart.querySelectorAll(FOCUSABLE)).toHaveLength(0);

    canvas.getByRole('button', { name: 'Antes' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Depois' })).toHaveFocus();

    await userEvent.click(chart);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only with nothing marked: the permanent teeth, and a name that says so. */
export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Odontograma: nenhum procedimento marcado' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-tooth]')).toHaveLength(32);
    await expect(canvasElement.querySelectorAll(FOCUSABLE)).toHaveLength(0);
  },
};

/** Read-only on a phone: the image scales down to the screen instead of scrolling in a box of its own. */
export const ReadOnlyMobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { readOnly: true, markers: planMarkers.slice(0, 4) },
  render: (args) => <BetweenButtons {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: /^Odontograma: dente 16 \(faces O, D\)/ });
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    canvas.getByRole('button', { name: 'Antes' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Depois' })).toHaveFocus();
  },
};

/** Themed through CSS custom properties on any ancestor, with some labels overridden. */
export const CustomTheme: Story = {
  args: {
    markers: planMarkers,
    defaultValue: { tooth: 11, faces: ['I', 'V'], root: false },
    labels: {
      permanent: 'Dentição permanente',
      deciduous: 'Dentição decídua',
      noSelection: 'Escolha um dente',
    },
    style: {
      '--odontogram-selected': '#0f766e',
      '--odontogram-planned': '#9d174d',
      '--odontogram-surface': '#fffbeb',
      '--odontogram-outline': '#78350f',
      '--odontogram-font': 'Georgia, serif',
    } as CSSProperties,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Dentição permanente' })).toBeInTheDocument();
    const face = canvas.getByRole('button', { name: 'Dente 11, face incisal, selecionada' });
    const fill = getComputedStyle(face.querySelector('path') as Element).fill;
    await expect(fill).toBe('rgb(15, 118, 110)');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Keyboard: one tab stop; arrows move along the arch (faces, then the next tooth) and across the
 * arches; Enter or Space toggles; Esc clears.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tab = canvas.getByRole('tab', { name: 'Permanentes' });
    await expect(tab).toHaveFocus();
    await expect(getComputedStyle(tab).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dente 18, face oclusal' })).toHaveFocus();
    await expect(canvasElement.querySelector('[data-focus-ring]')).not.toBeNull();
    // Only one element of the chart is in the tab order.
    await expect(canvasElement.querySelectorAll('[role="button"][tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Dente 18, face mesial' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Dente 17, face distal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 17 — Distal');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 17 — Oclusal, Distal');

    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Dente 17, face vestibular' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Dente 17, raiz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 17 — Raiz');

    // Down across the crown to the lower arch: palatal of 17, then the lingual of 47.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Dente 17, face palatina' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Dente 47, face lingual' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Dente 38, face lingual' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Dente 48, face lingual' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma seleção');
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

/** Mesial faces the midline: on the patient's right it is drawn on the right of the tooth, on the left on its left. */
export const MesialTowardsMidline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const x = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().x;
    await expect(x('Dente 11, face mesial')).toBeGreaterThan(x('Dente 11, face distal'));
    await expect(x('Dente 21, face mesial')).toBeLessThan(x('Dente 21, face distal'));
    await expect(x('Dente 41, face mesial')).toBeGreaterThan(x('Dente 41, face distal'));
    await expect(x('Dente 31, face mesial')).toBeLessThan(x('Dente 31, face distal'));
    const y = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().y;
    // Vestibular faces out of the arch: up on the upper arch, down on the lower.
    await expect(y('Dente 16, face vestibular')).toBeLessThan(y('Dente 16, face palatina'));
    await expect(y('Dente 46, face vestibular')).toBeGreaterThan(y('Dente 46, face lingual'));
  },
};

/** Controlled: the chart shows `value` only, and reports picks through onChange for the page to apply. */
export const ControlledValue: Story = {
  args: { value: { tooth: 26, faces: ['O'], root: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 26, face mesial' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 26, faces: ['M', 'O'], root: false });
    // The page did not apply it, so the chart still shows the value it was given.
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 26 — Oclusal');
    await expect(canvas.getByRole('button', { name: 'Dente 26, face mesial' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

function ControlledChart() {
  const [value, setValue] = useState<ToothSelection | null>({
    tooth: 46,
    faces: ['M', 'O', 'D'],
    root: false,
  });
  const tiss = value ? toTissDenteFace(value.tooth, value.root ? ['R'] : value.faces) : null;
  return (
    <div>
      <Odontogram value={value} onChange={setValue} markers={planMarkers} />
      <dl>
        <dt>faces (API)</dt>
        <dd data-testid="faces">{value ? formatFaces(value) || '—' : '—'}</dd>
        <dt>denteFace (TISS)</dt>
        <dd data-testid="tiss">{tiss?.ok ? tiss.value : (tiss?.error ?? '—')}</dd>
      </dl>
      <button type="button" onClick={() => setValue(null)}>
        Limpar seleção
      </button>
    </div>
  );
}

/** Controlled by the page, which shows the API faces string and the TISS denteFace. */
export const Controlled: Story = {
  render: () => <ControlledChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faces')).toHaveTextContent('M,O,D');
    await expect(canvas.getByTestId('tiss')).toHaveTextContent('MOD');
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 46, raiz' }));
    await expect(canvas.getByTestId('faces')).toHaveTextContent('R');
    await expect(canvas.getByTestId('tiss')).toHaveTextContent('A raiz não é uma face TISS.');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar seleção' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhuma seleção');
  },
};

/** Two charts on one page keep their own selection, focus and tabs. */
export const TwoCharts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <section aria-label="Plano A">
        <Odontogram {...args} />
      </section>
      <section aria-label="Plano B">
        <Odontogram {...args} defaultDentition="deciduous" />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: 'Plano A' }));
    const second = within(canvas.getByRole('region', { name: 'Plano B' }));
    await userEvent.click(first.getByRole('button', { name: 'Dente 16, face mesial' }));
    await userEvent.click(second.getByRole('button', { name: 'Dente 54, raiz' }));
    await expect(first.getByRole('status')).toHaveTextContent('Dente 16 — Mesial');
    await expect(second.getByRole('status')).toHaveTextContent('Dente 54 — Raiz');
    await userEvent.click(second.getByRole('tab', { name: 'Permanentes' }));
    await expect(first.getByRole('tab', { name: 'Permanentes' })).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('button', { name: 'Dente 16, face mesial' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const ids = [...canvasElement.querySelectorAll('[id]')].map((element) => element.id);
    await expect(new Set(ids).size).toBe(ids.length);
  },
};

function PrintableChart() {
  const chart = useRef<OdontogramHandle>(null);
  const [svg, setSvg] = useState('');
  return (
    <div>
      <Odontogram ref={chart} markers={planMarkers} defaultValue={{ tooth: 16, faces: ['M'], root: false }} />
      <button type="button" onClick={() => setSvg(chart.current?.exportSvg() ?? '')}>
        Gerar SVG para impressão
      </button>
      {svg ? (
        <img
          alt="Odontograma para impressão"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        />
      ) : null}
    </div>
  );
}

/** exportSvg() gives a standalone SVG (literal colours, title, summary) for printing. */
export const ExportForPrinting: Story = {
  render: () => <PrintableChart />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar SVG para impressão' }));
    const image = canvas.getByRole('img', { name: 'Odontograma para impressão' }) as HTMLImageElement;
    await expect(image.getAttribute('src')).toContain(encodeURIComponent('Dente 16 — Mesial'));
    await new Promise<void>((resolve) => {
      if (image.complete) resolve();
      else image.addEventListener('load', () => resolve(), { once: true });
    });
    await expect(image.naturalWidth).toBeGreaterThan(800);
  },
};

/** With the mouse or on a touch screen the selected tooth also appears enlarged, every face at least 44 px. */
export const EnlargedTooth: Story = {
  args: { defaultValue: { tooth: 11, faces: ['I'], root: false } },
  play: async ({ canvasElement, args }) => {
    const sites = [...canvasElement.querySelectorAll<SVGGElement>('[data-detail-site]')];
    await expect(sites).toHaveLength(6);
    for (const site of sites) {
      const box = site.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    const vestibular = canvasElement.querySelector('[data-detail-site="11V"]') as SVGGElement;
    await userEvent.click(vestibular);
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 11, faces: ['I', 'V'], root: false });
  },
};

/** On a phone the chart keeps a legible size and scrolls sideways inside itself, not the page. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { markers: planMarkers, defaultValue: { tooth: 16, faces: ['M'], root: false } },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: /Odontograma/ });
    await expect(chart.getBoundingClientRect().width).toBeGreaterThanOrEqual(640);
    const scroller = canvasElement.querySelector<HTMLElement>('[data-chart-scroller]');
    if (!scroller) throw new Error('scroll container missing');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // Moving by keyboard to the far side brings that tooth into view.
    const start = within(canvasElement).getByRole('button', { name: /^Dente 16, face mesial/ });
    start.focus();
    await userEvent.keyboard('{End}');
    const end = document.activeElement;
    if (!(end instanceof SVGElement)) throw new Error('focus left the chart');
    await expect(end.getBoundingClientRect().right).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().right + 1,
    );
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
  },
};
