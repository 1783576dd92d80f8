import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FACE_NAMES,
  FACE_ORDER,
  type Face,
  facesOf,
  formatFaces,
  hasFace,
  invalidFaces,
  parseFaces,
  sortFaces,
} from './faces';
import { TEETH } from './teeth';

const tissFaces = readFileSync(new URL('./fixtures/tiss-faces.csv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));

const ALL_FACES: Face[] = ['M', 'D', 'V', 'P', 'L', 'I', 'O'];
const INCISAL_TEETH = [
  11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43, 51, 52, 53, 61, 62, 63, 71, 72, 73, 81, 82, 83,
];

/** Every (tooth, face) pair with whether the tooth has that face, derived from first principles. */
const cases = TEETH.flatMap((tooth) =>
  ALL_FACES.map((face) => {
    const upper = [1, 2, 5, 6].includes(tooth.quadrant);
    const incisal = INCISAL_TEETH.includes(tooth.number);
    const has =
      face === 'M' ||
      face === 'D' ||
      face === 'V' ||
      (face === 'P' && upper) ||
      (face === 'L' && !upper) ||
      (face === 'I' && incisal) ||
      (face === 'O' && !incisal);
    return { number: tooth.number, face, has };
  }),
);

describe('faces', () => {
  it('should use the seven TISS face letters with their official descriptions', () => {
    expect(Object.fromEntries(tissFaces)).toEqual(FACE_NAMES);
    expect([...FACE_ORDER].sort()).toEqual([...ALL_FACES].sort());
  });

  it.each(cases)('should say whether tooth $number has face $face ($has)', ({ number, face, has }) => {
    expect(hasFace(number, face)).toBe(has);
    expect(facesOf(number).includes(face)).toBe(has);
    expect(invalidFaces(number, [face])).toEqual(has ? [] : [face]);
    const parsed = parseFaces(face, number);
    expect(parsed.ok).toBe(has);
  });

  it.each(TEETH.map((t) => t.number))(
    'should give tooth %i five faces in canonical order, never R',
    (number) => {
      const faces = facesOf(number);
      expect(faces).toHaveLength(5);
      expect(faces).toEqual(sortFaces(faces));
      expect(faces).not.toContain('R');
      expect(formatFaces({ faces: [...faces].reverse() })).toBe(faces.join(','));
    },
  );

  it('should order and deduplicate faces: mesial, incisal/occlusal, distal, vestibular, palatal/lingual', () => {
    expect(sortFaces(['D', 'O', 'M'])).toEqual(['M', 'O', 'D']);
    expect(sortFaces(['L', 'V', 'I', 'V'])).toEqual(['I', 'V', 'L']);
  });

  it('should build the API faces string, with R for the root', () => {
    expect(formatFaces({ faces: ['D', 'M', 'O'] })).toBe('M,O,D');
    expect(formatFaces({ root: true })).toBe('R');
    expect(formatFaces({ faces: [] })).toBe('');
  });

  it('should parse the API faces string leniently on spacing and case', () => {
    expect(parseFaces('M,O,D')).toEqual({ ok: true, value: { faces: ['M', 'O', 'D'], root: false } });
    expect(parseFaces(' d , m ')).toEqual({ ok: true, value: { faces: ['M', 'D'], root: false } });
    expect(parseFaces('R', 16)).toEqual({ ok: true, value: { faces: [], root: true } });
    expect(parseFaces('')).toEqual({ ok: true, value: { faces: [], root: false } });
  });

  it.each([
    ['M,X', undefined, 'Face desconhecida: X.'],
    ['MO', undefined, 'Face desconhecida: MO.'],
    ['M,M', undefined, 'Face repetida: M.'],
    ['R,R', undefined, 'Raiz repetida.'],
    ['M,I', 16, 'O dente 16 não tem a face I (Incisal).'],
    ['P,O', 36, 'O dente 36 não tem a face P (Palatina).'],
    ['L,O', 11, 'O dente 11 não tem as faces O (Oclusal), L (Lingual).'],
  ] as const)('should refuse %s (tooth %s)', (text, tooth, error) => {
    expect(parseFaces(text, tooth)).toEqual({ ok: false, error });
  });
});
