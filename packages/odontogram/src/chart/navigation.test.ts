import { describe, expect, it } from 'vitest';
import { chartLayout } from './geometry';
import { type Direction, initialFocus, moveFocus, type SiteRef } from './navigation';

const permanent = chartLayout('permanent');
const deciduous = chartLayout('deciduous');

const walk = (start: SiteRef, moves: Direction[], layout = permanent) =>
  moves.reduce((from, direction) => moveFocus(layout, from, direction), start);

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
    expect(walk(start, moves)).toEqual(end);
  });

  it.each([
    [{ tooth: 18, site: 'D' }, 'left'],
    [{ tooth: 28, site: 'D' }, 'right'],
    [{ tooth: 18, site: 'R' }, 'up'],
    [{ tooth: 38, site: 'R' }, 'down'],
  ] as [SiteRef, Direction][])('should stay at the edge (%o, %s)', (start, direction) => {
    expect(moveFocus(permanent, start, direction)).toEqual(start);
  });

  it('should move across the deciduous arches too', () => {
    expect(walk({ tooth: 51, site: 'M' }, ['right'], deciduous)).toEqual({ tooth: 61, site: 'M' });
    expect(walk({ tooth: 54, site: 'P' }, ['down'], deciduous)).toEqual({ tooth: 84, site: 'L' });
  });

  it('should move between permanent and deciduous rows in the mixed view', () => {
    const mixed = chartLayout('mixed');
    expect(walk({ tooth: 11, site: 'P' }, ['down'], mixed)).toEqual({ tooth: 51, site: 'R' });
    expect(walk({ tooth: 81, site: 'R' }, ['down'], mixed)).toEqual({ tooth: 41, site: 'L' });
  });

  it('should start at the selected site when it is drawn, else at the first tooth', () => {
    expect(initialFocus(permanent, [{ tooth: 36, site: 'R' }])).toEqual({ tooth: 36, site: 'R' });
    expect(
      initialFocus(permanent, [
        { tooth: 54, site: 'O' },
        { tooth: 16, site: 'M' },
      ]),
    ).toEqual({ tooth: 16, site: 'M' });
    expect(initialFocus(permanent, [{ tooth: 54, site: 'O' }])).toEqual({ tooth: 18, site: 'O' });
    expect(initialFocus(deciduous, [null])).toEqual({ tooth: 55, site: 'O' });
  });
});
