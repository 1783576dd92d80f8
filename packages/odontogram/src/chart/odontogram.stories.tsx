import {
  CONDITIONS,
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
  args: { onChange: fn(), onDentitionChange: fn(), onRegionChange: fn(), onConditionsChange: fn() },
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

/**
 * Read-only with one whole tooth selected (an item without faces, as an extraction, in the auditor's
 * plan screen): its crown drawn selected, and the image named 'seleção: Dente 36'.
 */
export const ReadOnlyWholeTooth: Story = {
  args: {
    readOnly: true,
    markers: [
      { tooth: 36, kind: 'extraction' },
      { tooth: 16, faces: ['O'], kind: 'planned' },
    ],
    value: { tooth: 36, faces: [], root: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'Odontograma: dente 16 (face O), dente 36 (extração); seleção: Dente 36',
      }),
    ).toBeVisible();
    // The selected crown's faces carry the selection's dot; the other marked tooth has none.
    const dots = (tooth: number) => canvasElement.querySelectorAll(`[data-tooth="${tooth}"] circle`).length;
    await expect(dots(36)).toBeGreaterThan(dots(16));
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

/**
 * On a small phone (320 px) the compact layout: quadrants stacked, both arches in view, nothing to scroll
 * sideways; arrows move from tooth to tooth and across to the next quadrant.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { markers: planMarkers, defaultValue: { tooth: 16, faces: ['M'], root: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    const scroller = canvasElement.querySelector<HTMLElement>('[data-chart-scroller]');
    if (!scroller) throw new Error('scroll container missing');
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expectTargetsAtLeast(canvasElement, 24);
    const site = (key: string) => canvasElement.querySelector(`[data-site="${key}"]`) as SVGGElement;
    site('16').focus();
    await userEvent.keyboard('{End}');
    await expect(site('11')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.getAttribute('data-site')).toMatch(/^2[1-8]$/);
  },
};

/** The chart's live region (role status), found without scanning every role of the chart. */
const statusIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[role="status"]') as HTMLElement;

/** A region band of the chart, by its TISS code. */
const bandIn = (canvasElement: HTMLElement) => (code: string) =>
  canvasElement.querySelector(`[data-region="${code}"]`) as SVGGElement;

/** The reason shown above the chart and given as the description of every disabled part. */
const reasonOf = (canvasElement: HTMLElement, element: Element) => {
  const id = element.getAttribute('aria-describedby') ?? '';
  return canvasElement.querySelector(`[id="${id}"]`)?.textContent;
};

/**
 * A procedure done per arch, hemi-arch or sextant (TISS Tabela 42 codes): picked with the pointer on the
 * bands above and below the teeth, each named as TISS names it. The teeth are shown but disabled.
 */
export const RegionsByPointer: Story = {
  args: { asks: ['arch', 'hemiArch', 'sextant'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const band = bandIn(canvasElement);
    const s1 = canvas.getByRole('button', { name: 'Sextante superior posterior direito, S1' });
    await userEvent.click(s1);
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('S1');
    await expect(s1).toHaveAttribute('aria-pressed', 'true');
    await expect(statusIn(canvasElement)).toHaveTextContent('Sextante superior posterior direito, S1');
    const upper = band('AS');
    await userEvent.click(upper);
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('AS');
    await expect(s1).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(band('HAIE'));
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('HAIE');
    await userEvent.click(band('HAIE'));
    await expect(args.onRegionChange).toHaveBeenLastCalledWith(null);
    await expect(statusIn(canvasElement)).toHaveTextContent('Nenhuma seleção');
    // Twelve bands: two arches, four hemi-arches, six sextants; the six sextants show their code.
    const names = [...canvasElement.querySelectorAll('[data-region][role="button"]')].map((b) =>
      b.getAttribute('aria-label'),
    );
    await expect(names).toEqual([
      ...['Arco Superior, AS', 'Arco Inferior, AI', 'Hemi-Arco Superior Direito, HASD'],
      ...['Hemi-Arco Superior Esquerdo, HASE', 'Hemi-Arco Inferior Esquerdo, HAIE'],
      ...['Hemi-Arco Inferior Direito, HAID', 'Sextante superior posterior direito, S1'],
      ...['Sextante superior anterior, S2', 'Sextante superior posterior esquerdo, S3'],
      ...['Sextante inferior posterior esquerdo, S4', 'Sextante inferior anterior, S5'],
      'Sextante inferior posterior direito, S6',
    ]);
    await expect(canvasElement.querySelector('[data-region="S4"] text')).toHaveTextContent('S4');
    // Sextant S1 spans the teeth 18 to 14.
    const box = (selector: string) =>
      (canvasElement.querySelector(selector) as Element).getBoundingClientRect();
    await expect(box('[data-region="S1"]').left).toBeLessThanOrEqual(box('[data-tooth="18"]').left);
    await expect(box('[data-region="S1"]').right).toBeGreaterThanOrEqual(box('[data-tooth="14"]').right);
    await expect(box('[data-region="S1"]').right).toBeLessThan(box('[data-tooth="13"]').left);
  },
};

/** The same by keyboard: one tab stop; the arrows reach the bands from the teeth and move along them; Enter or Space picks. */
export const RegionsByKeyboard: Story = {
  args: { asks: ['sextant'] },
  play: async ({ canvasElement, args }) => {
    const band = bandIn(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('aria-label', 'Dente 18');
    await userEvent.keyboard('{ArrowUp}');
    await expect(band('S1')).toHaveFocus();
    await expect(canvasElement.querySelector('[data-focus-ring]')).not.toBeNull();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('S2');
    await expect(band('S2')).toHaveAttribute('aria-pressed', 'true');
    // Down through the upper and lower teeth to the lower sextants.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(band('S5')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('S5');
    // Hemi-arches are not asked for: focusable, but pressing them does nothing.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(band('HAIE')).toHaveFocus();
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('S5');
    await userEvent.keyboard('{Escape}');
    await expect(args.onRegionChange).toHaveBeenLastCalledWith(null);
  },
};

/**
 * What the procedure does not ask for is disabled, and says why: aria-disabled, described by the reason
 * shown above the chart (here a sextant is asked for, so teeth, arches and hemi-arches are disabled).
 */
export const DisabledWithReason: Story = {
  args: { asks: ['sextant'], markers: planMarkers },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const band = bandIn(canvasElement);
    const tooth = canvas.getByRole('button', { name: 'Dente 16, 2 procedimentos planejados' });
    await expect(tooth).toHaveAttribute('aria-disabled', 'true');
    await expect(reasonOf(canvasElement, tooth)).toBe('Este procedimento pede um sextante.');
    await expect(canvas.getByText('Este procedimento pede um sextante.')).toBeVisible();
    const arch = band('AI');
    await expect(arch).toHaveAttribute('aria-disabled', 'true');
    await expect(reasonOf(canvasElement, arch)).toBe('Este procedimento pede um sextante.');
    await expect(canvasElement.querySelector('[data-region="S6"]')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(tooth);
    await userEvent.click(arch);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onRegionChange).not.toHaveBeenCalled();
    // Faces are not separate targets when whole teeth (or regions) are asked for.
    await expect(canvas.queryByRole('button', { name: /face/ })).toBeNull();
  },
};

/** A procedure on the root only: faces are disabled with the caller's own reason. */
export const RootOnly: Story = {
  args: { asks: ['root'], disabledReason: 'Tratamento endodôntico: selecione a raiz do dente.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const face = canvas.getByRole('button', { name: 'Dente 16, face mesial' });
    await expect(face).toHaveAttribute('aria-disabled', 'true');
    await expect(reasonOf(canvasElement, face)).toBe('Tratamento endodôntico: selecione a raiz do dente.');
    await userEvent.click(face);
    await expect(args.onChange).not.toHaveBeenCalled();
    const root = canvas.getByRole('button', { name: 'Dente 16, raiz' });
    await expect(root).not.toHaveAttribute('aria-disabled');
    await userEvent.click(root);
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 16, faces: [], root: true });
    // No region is asked for, so no bands are drawn.
    await expect(canvasElement.querySelector('[data-region]')).toBeNull();
  },
};

/** A procedure for the whole mouth: the chart asks for nothing and says so; the region bands stay (showRegions). */
export const AsksForNothing: Story = {
  args: { asks: [], showRegions: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = [...canvasElement.querySelectorAll('[role="button"]')];
    await expect(buttons).toHaveLength(32 + 12);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(reasonOf(canvasElement, buttons[0] as Element)).toBe(
      'Este procedimento não pede dente nem região.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A whole tooth (e.g. an extraction): each tooth is one button; picking it again unpicks it. */
export const WholeTooth: Story = {
  args: { asks: ['tooth'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tooth = canvas.getByRole('button', { name: 'Dente 36' });
    await userEvent.click(tooth);
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 36, faces: [], root: false });
    await expect(tooth).toHaveAttribute('aria-pressed', 'true');
    await expect(statusIn(canvasElement)).toHaveTextContent(/^Dente 36$/);
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 37, faces: [], root: false });
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

const initialSituation = { 18: 'A', 17: 'R', 16: 'C', 15: 'H', 14: 'H', 26: 'E', 36: 'C', 48: 'A' } as const;

/**
 * The five TISS initial situations, each drawn distinctly without relying on colour: its letter on the
 * root, a dotted crown when decayed, a striped one when restored, a faded tooth when absent, a slash when
 * extraction is indicated; and a legend under the teeth.
 */
export const Conditions: Story = {
  args: { conditions: initialSituation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dente 18, ausente' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 26, extração indicada' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 16, cariado' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 17, restaurado' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 15, hígido' })).toBeInTheDocument();
    const letters = [...canvasElement.querySelectorAll('[data-tooth] text')].map((t) => t.textContent);
    for (const code of CONDITIONS) await expect(letters).toContain(code);
    const legend = [...canvasElement.querySelectorAll('[data-legend]')].map((g) => g.textContent);
    await expect(legend).toEqual(['AAusente', 'EExtração Indicada', 'HHígido', 'CCariado', 'RRestaurado']);
    // Decayed and restored crowns are patterned, not merely tinted.
    const crownFill = (tooth: number) =>
      canvas.getByRole('button', { name: `Dente ${tooth}, face oclusal` }).querySelector('path')?.style.fill;
    await expect(crownFill(16)).toMatch(/url\(.*caries/);
    await expect(crownFill(17)).toMatch(/url\(.*restored/);
    await expect(crownFill(15)).not.toMatch(/url/);
  },
};

/** Read-only with situations: still one image, its text alternative naming each situation; no focusable part. */
export const ConditionsReadOnly: Story = {
  args: { readOnly: true, conditions: { 18: 'A', 16: 'C', 11: 'H' } },
  render: (args) => <BetweenButtons {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', {
      name: 'Odontograma: dente 11 (hígido), dente 16 (cariado), dente 18 (ausente)',
    });
    await expect(chart.querySelectorAll(FOCUSABLE)).toHaveLength(0);
    await expect(chart.querySelectorAll('[data-legend]')).toHaveLength(5);
    canvas.getByRole('button', { name: 'Antes' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Depois' })).toHaveFocus();
  },
};

function RecordingChart(props: OdontogramProps) {
  const [conditions, setConditions] = useState<OdontogramProps['conditions']>({ 11: 'H' });
  return (
    <Odontogram
      {...props}
      conditions={conditions}
      onConditionsChange={(next) => {
        setConditions(next);
        props.onConditionsChange?.(next);
      }}
    />
  );
}

/**
 * Recording the initial odontogram: choose a situation (radio buttons), then press teeth, by pointer or
 * by keyboard; 'Sem registro' erases. The live region says what was recorded.
 */
export const EditingConditions: Story = {
  args: { editConditions: true },
  render: (args) => <RecordingChart {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Hígido (H)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cariado (C)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 16' }));
    await expect(args.onConditionsChange).toHaveBeenLastCalledWith({ 11: 'H', 16: 'C' });
    await expect(statusIn(canvasElement)).toHaveTextContent('Dente 16 — Cariado');
    await expect(canvas.getByRole('button', { name: 'Dente 16, cariado' })).toBeInTheDocument();
    // By keyboard: back to the chart, one tooth along, Enter.
    await userEvent.click(canvas.getByRole('radio', { name: 'Ausente (A)' }));
    canvas.getByRole('button', { name: 'Dente 16, cariado' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onConditionsChange).toHaveBeenLastCalledWith({ 11: 'H', 16: 'C', 15: 'A' });
    // A letter on a focused tooth records that situation at once; Delete erases it.
    await userEvent.keyboard('{ArrowRight}r');
    await expect(args.onConditionsChange).toHaveBeenLastCalledWith({ 11: 'H', 16: 'C', 15: 'A', 14: 'R' });
    await userEvent.keyboard('{Delete}');
    await expect(args.onConditionsChange).toHaveBeenLastCalledWith({ 11: 'H', 16: 'C', 15: 'A' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Sem registro' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 11, hígido' }));
    await expect(args.onConditionsChange).toHaveBeenLastCalledWith({ 16: 'C', 15: 'A' });
    await expect(statusIn(canvasElement)).toHaveTextContent('Dente 11 — Sem registro');
    // Recording does not select teeth.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * The supernumerary teeth of TISS dm_dente (19, 29, 39, 49; 59, 69, 79, 89) at the distal end of their
 * hemi-arch, drawn when one is marked or has a situation, or when asked (showSupernumerary).
 */
export const Supernumerary: Story = {
  args: { markers: [{ tooth: 19, kind: 'extraction' }], conditions: { 39: 'C' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teeth = canvas
      .getAllByRole('group', { name: /^Dente \d+/ })
      .map((group) => Number(group.getAttribute('aria-label')?.slice(6, 8)));
    await expect(teeth).toEqual([
      ...[19, 18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 29],
      ...[49, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38, 39],
    ]);
    await expect(canvas.getByRole('group', { name: 'Dente 19, 1 extração indicada' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 39, cariado' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dente 29, face oclusal' }));
    await expect(statusIn(canvasElement)).toHaveTextContent('Dente 29 — Oclusal');
    await userEvent.click(canvas.getByRole('tab', { name: 'Decíduos' }));
    await expect(canvas.getByRole('group', { name: 'Dente 59' })).toBeInTheDocument();
  },
};

/** Deciduous supernumerary teeth, asked for without any being marked. */
export const SupernumeraryDeciduous: Story = {
  args: { defaultDentition: 'deciduous', showSupernumerary: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tooth of [59, 69, 79, 89]) {
      await expect(canvas.getByRole('group', { name: `Dente ${tooth}` })).toBeInTheDocument();
    }
    await expect(canvas.getAllByRole('group', { name: /^Dente \d+/ })).toHaveLength(24);
  },
};

const statusMarkers: OdontogramMarker[] = [
  { tooth: 16, faces: ['O', 'D'], kind: 'procedure' },
  { tooth: 15, faces: ['M', 'O'], kind: 'procedure', status: 'performed' },
  { tooth: 14, faces: ['O'], kind: 'procedure', status: 'denied' },
  { tooth: 36, kind: 'extraction' },
  { tooth: 46, kind: 'extraction', status: 'performed' },
  // 'Remoção de dentes inclusos' is an extraction too: the caller maps it to kind 'extraction'.
  { tooth: 38, kind: 'extraction', status: 'denied' },
];

/**
 * Markers follow the item's status: planned hatched with a round dot, performed latticed with a square,
 * denied lined in grey with a bar; an extraction planned is a cross, done it shows the tooth removed
 * (faded, crossed), denied its cross is dashed. The legend lists what is drawn.
 */
export const Statuses: Story = {
  args: { markers: statusMarkers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Dente 16, face oclusal, 1 procedimento planejado' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Dente 15, face mesial, 1 procedimento realizado' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Dente 14, face oclusal, 1 procedimento negado' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 36, 1 extração indicada' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 46, 1 extração realizada' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Dente 38, 1 extração negada' })).toBeInTheDocument();
    const fill = (name: string) => canvas.getByRole('button', { name }).querySelector('path')?.style.fill;
    await expect(fill('Dente 16, face oclusal, 1 procedimento planejado')).toMatch(/planned/);
    await expect(fill('Dente 15, face mesial, 1 procedimento realizado')).toMatch(/performed/);
    await expect(fill('Dente 14, face oclusal, 1 procedimento negado')).toMatch(/denied/);
    // Extraction done: the tooth is drawn removed (faded); planned and denied ones are not.
    const faded = (tooth: number) =>
      canvasElement.querySelector(`[data-tooth="${tooth}"] > g`)?.getAttribute('opacity');
    await expect(faded(46)).toBe('0.3');
    await expect(faded(36)).toBeNull();
    await expect(faded(38)).toBeNull();
    const legend = [...canvasElement.querySelectorAll('[data-legend]')].map((g) =>
      g.getAttribute('data-legend'),
    );
    await expect(legend).toEqual([
      'planned',
      'performed',
      'denied',
      'extraction',
      'extracted',
      'extractionDenied',
    ]);
  },
};

/** Read-only with statuses: the text alternative names them. */
export const StatusesReadOnly: Story = {
  args: { readOnly: true, markers: statusMarkers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name:
          'Odontograma: dente 14 (face O; negado), dente 15 (faces M, O; realizado), dente 16 (faces O, D), ' +
          'dente 36 (extração), dente 38 (extração negada), dente 46 (extraído)',
      }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll(FOCUSABLE)).toHaveLength(0);
  },
};

/** A phone of 390 × 844 CSS px, the width the portal is checked at (WCAG 2.2 AA 2.5.8 on touch). */
const PHONE_390 = {
  viewport: {
    options: {
      phone390: { name: 'Telefone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
};

/** axe with WCAG 2.5.8 (target-size), which axe leaves off by default. */
const WITH_TARGET_SIZE = { test: 'error', options: { rules: { 'target-size': { enabled: true } } } } as const;

/** Every button of the chart (teeth, faces, roots, regions) is at least `size` CSS px both ways. */
async function expectTargetsAtLeast(canvasElement: HTMLElement, size: number) {
  const targets = [...canvasElement.querySelectorAll<Element>('[role="button"], button')];
  await expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) {
    const { width, height } = target.getBoundingClientRect();
    const name = target.getAttribute('aria-label') ?? target.textContent;
    await expect({ name, fits: width >= size && height >= size }).toEqual({ name, fits: true });
  }
}

/** Every tooth number reads at least `size` CSS px: its font size times the scale the SVG is drawn at. */
async function expectNumbersAtLeast(canvasElement: HTMLElement, size: number) {
  const numbers = [...canvasElement.querySelectorAll<SVGTextElement>('svg text')].filter((text) =>
    /^\d{2}$/.test(text.textContent ?? ''),
  );
  await expect(numbers.length).toBeGreaterThanOrEqual(32);
  for (const text of numbers) {
    const svg = text.ownerSVGElement;
    if (!svg) throw new Error('number outside an svg');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const px = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    await expect({ tooth: text.textContent, legible: px >= size - 0.05 }).toEqual({
      tooth: text.textContent,
      legible: true,
    });
  }
}

/** Nothing of the chart sticks out sideways: neither the page nor the chart's own box scrolls. */
async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const scroller = canvasElement.querySelector<HTMLElement>('[data-chart-scroller]');
  if (scroller) await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  for (const tooth of canvasElement.querySelectorAll('[data-tooth]')) {
    const { left, right } = tooth.getBoundingClientRect();
    await expect(left >= 0 && right <= window.innerWidth).toBe(true);
  }
}

/**
 * On a 390 px phone: both arches in view without scrolling sideways (quadrants stacked: 18-11 over 21-28 over
 * 48-41 over 31-38), each tooth a target of 24 px or more, numbers at 12 px or more. A tooth of either arch is
 * tapped; its faces and root are then picked on the tooth enlarged, buttons of 44 px or more.
 */
export const Phone390: Story = {
  name: 'Telefone 390 px',
  globals: { viewport: { value: 'phone390' } },
  parameters: { ...PHONE_390, a11y: WITH_TARGET_SIZE },
  args: { markers: planMarkers.slice(0, 4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    await expectNoSidewaysScroll(canvasElement);
    await expectTargetsAtLeast(canvasElement, 24);
    await expectNumbersAtLeast(canvasElement, 12);
    // Rows: the patient's upper right, upper left, lower right, lower left.
    const top = (tooth: number) =>
      canvasElement.querySelector(`[data-tooth="${tooth}"]`)?.getBoundingClientRect().top ?? 0;
    await expect(top(11)).toBeLessThan(top(21));
    await expect(top(21)).toBeLessThan(top(41));
    await expect(top(41)).toBeLessThan(top(31));

    await userEvent.click(canvas.getByRole('button', { name: /^Dente 36,/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 36, faces: [], root: false });
    await userEvent.click(canvas.getByRole('button', { name: /^Dente 26$/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 26, faces: [], root: false });
    await expect(canvas.getByRole('button', { name: /^Dente 26$/ })).toHaveAttribute('aria-pressed', 'true');
    const enlarged = within(canvas.getByRole('group', { name: 'Faces e raiz do dente 26' }));
    await userEvent.click(enlarged.getByRole('button', { name: 'Dente 26, face mesial' }));
    await userEvent.click(enlarged.getByRole('button', { name: 'Dente 26, face oclusal' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 26, faces: ['M', 'O'], root: false });
    await expect(canvas.getByRole('status')).toHaveTextContent('Dente 26 — Mesial, Oclusal');
    // By keyboard too: the enlarged tooth's buttons are in the tab order.
    enlarged.getByRole('button', { name: 'Dente 26, face distal' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tooth: 26, faces: ['M', 'O', 'D'], root: false });
    await expect(canvasElement.querySelector('svg[role="group"] [data-focus-ring]')).not.toBeNull();
    await expectTargetsAtLeast(canvasElement, 24);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Read-only on a 390 px phone: the compact layout, numbers at 12 px or more, nothing to scroll. */
export const Phone390ReadOnly: Story = {
  name: 'Telefone 390 px, somente leitura',
  globals: { viewport: { value: 'phone390' } },
  parameters: { ...PHONE_390, a11y: WITH_TARGET_SIZE },
  args: { readOnly: true, markers: planMarkers.slice(0, 4) },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('img', { name: /^Odontograma: dente 16 \(faces O, D\)/ });
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    await expectNoSidewaysScroll(canvasElement);
    await expectNumbersAtLeast(canvasElement, 12);
  },
};

/** Read-only in a narrow box on a desk (a card of 300 px): compact, numbers still at 12 px or more. */
export const ReadOnlyNarrowBox: Story = {
  args: { readOnly: true, markers: planMarkers.slice(0, 4), style: { width: 300 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'compact');
    await expectNumbersAtLeast(canvasElement, 12);
  },
};

/** Wide, shrunk to 80 % by its box (710 px): the numbers are drawn larger so that they still read 12 px. */
export const WideShrunk: Story = {
  args: { style: { width: 710 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'wide');
    await expectNumbersAtLeast(canvasElement, 12);
  },
};

/**
 * A region on a 390 px phone: the bands cannot run over stacked quadrants, so the regions are buttons of
 * 44 px under the chart, named as TISS names them; those not asked for are disabled with the reason.
 */
export const Phone390Regions: Story = {
  name: 'Telefone 390 px, regiões',
  globals: { viewport: { value: 'phone390' } },
  parameters: { ...PHONE_390, a11y: WITH_TARGET_SIZE },
  args: { asks: ['sextant'], showRegions: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
    await expectTargetsAtLeast(canvasElement, 24);
    const regions = within(canvas.getByRole('group', { name: 'Regiões' }));
    await userEvent.click(regions.getByRole('button', { name: 'Sextante superior anterior, S2' }));
    await expect(args.onRegionChange).toHaveBeenLastCalledWith('S2');
    const arch = regions.getByRole('button', { name: 'Arco Superior, AS' });
    await expect(arch).toHaveAttribute('aria-disabled', 'true');
    await expect(reasonOf(canvasElement, arch)).toBe('Este procedimento pede um sextante.');
    await userEvent.click(arch);
    await expect(args.onRegionChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /^Dente 16/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
