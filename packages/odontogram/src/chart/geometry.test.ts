import { describe, expect, it } from 'vitest';
import { facesOf } from '../model/faces';
import { getTooth, TEETH } from '../model/teeth';
import { chartLayout, chartRows, slotFaces, toothShape } from './geometry';

describe('chart geometry', () => {
  it('should lay teeth out as the dentist sees the patient', () => {
    expect(chartRows('permanent')).toEqual([
      [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28],
      [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38],
    ]);
    expect(chartRows('deciduous')).toEqual([
      [55, 54, 53, 52, 51, 61, 62, 63, 64, 65],
      [85, 84, 83, 82, 81, 71, 72, 73, 74, 75],
    ]);
  });

  it.each(TEETH.map((tooth) => [tooth.number, tooth] as const))(
    'should put mesial of tooth %i towards the midline and vestibular out of the arch',
    (_, tooth) => {
      const slots = slotFaces(tooth);
      expect(Object.values(slots).sort()).toEqual([...facesOf(tooth)].sort());
      expect(tooth.side === 'right' ? slots.right : slots.left).toBe('M');
      expect(tooth.side === 'right' ? slots.left : slots.right).toBe('D');
      expect(tooth.arch === 'upper' ? slots.top : slots.bottom).toBe('V');
      expect(tooth.arch === 'upper' ? slots.bottom : slots.top).toBe(tooth.arch === 'upper' ? 'P' : 'L');
      expect(slots.center).toBe(tooth.region === 'anterior' ? 'I' : 'O');
    },
  );

  it.each(['permanent', 'deciduous'] as const)(
    'should place %s teeth left to right with the midline between 11 and 21',
    (dentition) => {
      const layout = chartLayout(dentition);
      const [upper = [], lower = []] = chartRows(dentition);
      const x = (n: number) => layout.teeth.find((shape) => shape.tooth.number === n)?.box.x ?? Number.NaN;
      for (const row of [upper, lower]) {
        const xs = row.map(x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
        const half = row.length / 2;
        expect(x(row[half - 1] ?? 0)).toBeLessThan(layout.midline);
        expect(x(row[half] ?? 0)).toBeGreaterThan(layout.midline);
      }
      for (const shape of layout.teeth) {
        expect(shape.box.x + shape.box.width).toBeLessThanOrEqual(layout.width);
        expect(shape.box.y + shape.box.height).toBeLessThanOrEqual(layout.height);
      }
    },
  );

  it('should show both dentitions in the mixed view, deciduous rows inside and centred on the midline', () => {
    const rows = chartRows('mixed');
    expect(rows.map((row) => `${row[0]}…${row.at(-1)}`)).toEqual(['18…28', '55…65', '85…75', '48…38']);
    const layout = chartLayout('mixed');
    expect(layout.teeth).toHaveLength(52);
    const shape = (n: number) => layout.teeth.find((t) => t.tooth.number === n);
    const crownTop = (n: number) =>
      shape(n)?.sites.find((site) => site.site === 'O' || site.site === 'I')?.anchor.y ?? 0;
    expect(crownTop(16)).toBeLessThan(crownTop(54));
    expect(crownTop(54)).toBeLessThan(crownTop(84));
    expect(crownTop(84)).toBeLessThan(crownTop(46));
    const centreOf = (n: number) => (shape(n)?.box.x ?? 0) + (shape(n)?.box.width ?? 0) / 2;
    expect((centreOf(51) + centreOf(61)) / 2).toBeCloseTo(layout.midline);
    expect((centreOf(11) + centreOf(21)) / 2).toBeCloseTo(layout.midline);
  });

  it('should draw upper roots above the crown and lower roots below', () => {
    const upper = toothShape(getTooth(16), 0, 100, 48, 40);
    const root = upper.sites.find((site) => site.site === 'R');
    expect(root?.anchor.y).toBeLessThan(100);
    const lower = toothShape(getTooth(46), 0, 100, 48, 40);
    expect(lower.sites.find((site) => site.site === 'R')?.anchor.y).toBeGreaterThan(148);
  });

  it('should generate one, two or three root prongs by tooth type', () => {
    const prongs = (n: number) => {
      return (toothShape(getTooth(n), 0, 100, 48, 40).rootArt.match(/M/g) ?? []).length;
    };
    expect([prongs(11), prongs(14), prongs(16), prongs(46), prongs(55), prongs(85)]).toEqual([
      1, 2, 3, 2, 3, 2,
    ]);
  });

  it('should stack the quadrants in the compact layout, half as wide, with no bands and numbers kept legible', () => {
    expect(chartRows('permanent', false, true)).toEqual([
      [18, 17, 16, 15, 14, 13, 12, 11],
      [21, 22, 23, 24, 25, 26, 27, 28],
      [48, 47, 46, 45, 44, 43, 42, 41],
      [31, 32, 33, 34, 35, 36, 37, 38],
    ]);
    expect(chartRows('permanent', true, true)[0]).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11]);
    const compact = chartLayout('permanent', { compact: true, regions: true, numberSize: 20 });
    expect(compact.compact).toBe(true);
    expect(compact.width).toBeLessThanOrEqual(chartLayout('permanent').width / 2);
    expect(compact.bands).toEqual([]);
    // Room above an upper tooth's root for a 20-unit number: its baseline 5 above the root, its top inside the row.
    const shape = compact.teeth.find((tooth) => tooth.tooth.number === 21);
    if (!shape) throw new Error('tooth 21 missing');
    expect(shape.label.y - 0.75 * 20).toBeGreaterThan(compact.teeth[0]?.box.y ?? 0);
  });
});
