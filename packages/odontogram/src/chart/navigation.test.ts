import { describe, expect, it } from 'vitest';
import type { ChartView } from './geometry';
import { ptBR } from './labels';
import { type Direction, initialFocus, moveFocus, type NavTarget, type SiteRef, siteKey } from './navigation';
import { chartScene, type DrawContext } from './scene';
import { literalPaint } from './theme';

const targetsOf = (view: ChartView, more: Partial<DrawContext> = {}): NavTarget[] =>
  chartScene(
    { selection: null, markers: [], labels: ptBR, paint: literalPaint(), ids: '', scale: 1, ...more },
    view,
  ).targets;
const permanent = targetsOf('permanent');
const deciduous = targetsOf('deciduous');

const walk = (start: SiteRef, moves: Direction[], targets = permanent) =>
  moves.reduce((from, direction) => moveFocus(targets, from, direction), siteKey(start));

describe('keyboard navigation', () => {
  it.each([
    // along the middle row: distal, centre, mesial, then the next tooth towards the midline
    [{ tooth: 18, site: 'D' }, ['right'], { tooth: 18, site: 'O' }],
    [{ tooth: 18, site: 'O' }, ['right'], { tooth: 18, site: 'M' }],
    [{ tooth: 18, site: 'M' }, ['right'], { tooth: 17, site: 'D' }],
    [{ tooth: 11, site: 'M' }, ['right'], { tooth: 21, site: 'M' }],
    [{ tooth: 21, site: 'M' }, ['left'], { tooth: 11, site: 'M' }],
    // along the top and root rows, tooth by tooth
    [{ tooth: 16, site: 'V' }, ['right'], { tooth: 15, site: 'V' }],
    [{ tooth: 16, site: 'R' }, ['left'], { tooth: 17, site: 'R' }],
    // up and down through one tooth, then across to the other arch
    [{ tooth: 16, site: 'R' }, ['down'], { tooth: 16, site: 'V' }],
    [{ tooth: 16, site: 'V' }, ['down'], { tooth: 16, site: 'O' }],
    [{ tooth: 16, site: 'D' }, ['down'], { tooth: 16, site: 'P' }],
    [{ tooth: 16, site: 'P' }, ['down'], { tooth: 46, site: 'L' }],
    [{ tooth: 46, site: 'L' }, ['up'], { tooth: 16, site: 'P' }],
    [{ tooth: 46, site: 'V' }, ['down'], { tooth: 46, site: 'R' }],
    [{ tooth: 26, site: 'O' }, ['down', 'down', 'down', 'down'], { tooth: 36, site: 'V' }],
    // ends of rows
    [{ tooth: 14, site: 'V' }, ['home'], { tooth: 18, site: 'V' }],
    [{ tooth: 14, site: 'V' }, ['end'], { tooth: 28, site: 'V' }],
  ] as [SiteRef, Direction[], SiteRef][])('should move from %o with %o to %o', (start, moves, end) => {
    expect(walk(start, moves)).toBe(siteKey(end));
  });

  it.each([
    [{ tooth: 18, site: 'D' }, 'left'],
    [{ tooth: 28, site: 'D' }, 'right'],
    [{ tooth: 18, site: 'R' }, 'up'],
    [{ tooth: 38, site: 'R' }, 'down'],
  ] as [SiteRef, Direction][])('should stay at the edge (%o, %s)', (start, direction) => {
    expect(moveFocus(permanent, siteKey(start), direction)).toBe(siteKey(start));
  });

  it('should move across the deciduous arches too', () => {
    expect(walk({ tooth: 51, site: 'M' }, ['right'], deciduous)).toBe('61M');
    expect(walk({ tooth: 54, site: 'P' }, ['down'], deciduous)).toBe('84L');
  });

  it('should move between permanent and deciduous rows in the mixed view', () => {
    const mixed = targetsOf('mixed');
    expect(walk({ tooth: 11, site: 'P' }, ['down'], mixed)).toBe('51R');
    expect(walk({ tooth: 81, site: 'R' }, ['down'], mixed)).toBe('41L');
  });

  it('should move from the roots to the region bands, sextants first, and along them', () => {
    const regions = targetsOf('permanent', { regions: true });
    expect(walk({ tooth: 16, site: 'R' }, ['up'], regions)).toBe('S1');
    expect(walk({ tooth: 16, site: 'R' }, ['up', 'up', 'up'], regions)).toBe('AS');
    expect(walk({ tooth: 16, site: 'R' }, ['up', 'right'], regions)).toBe('S2');
    expect(walk({ tooth: 46, site: 'R' }, ['down', 'down', 'right'], regions)).toBe('HAIE');
    expect(walk({ tooth: 11, site: 'R' }, ['up', 'down'], regions)).toBe('11R');
  });

  it('should move tooth by tooth when whole teeth are picked', () => {
    const teeth = targetsOf('permanent', { asks: ['tooth'] });
    expect(teeth.map((t) => t.key).slice(0, 3)).toEqual(['18', '17', '16']);
    expect(moveFocus(teeth, '16', 'right')).toBe('15');
    expect(moveFocus(teeth, '16', 'down')).toBe('46');
  });

  it('should start at the selected site when it is drawn, else at the first tooth', () => {
    expect(initialFocus(permanent, ['36R'])).toBe('36R');
    expect(initialFocus(permanent, ['54O', '16M'])).toBe('16M');
    expect(initialFocus(permanent, [undefined, '54O', '18O'])).toBe('18O');
    expect(initialFocus(deciduous, [undefined])).toBe(deciduous[0]?.key);
  });
});
