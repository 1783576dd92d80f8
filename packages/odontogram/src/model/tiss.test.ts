import { describe, expect, it } from 'vitest';
import { type Face, facesOf } from './faces';
import { TEETH } from './teeth';
import { parseTissDenteFace, TISS_DENTE_FACE_PATTERN, toTissDenteFace } from './tiss';

const ALL_FACES: Face[] = ['M', 'D', 'V', 'P', 'L', 'I', 'O'];

describe('TISS denteFace', () => {
  it.each(TEETH.map((t) => t.number))(
    'should accept all five faces of tooth %i and match dm_face',
    (number) => {
      const result = toTissDenteFace(number, [...facesOf(number)].reverse());
      expect(result).toEqual({ ok: true, value: facesOf(number).join('') });
      if (result.ok) {
        expect(result.value).toMatch(TISS_DENTE_FACE_PATTERN);
        expect(parseTissDenteFace(number, result.value)).toEqual({ ok: true, value: facesOf(number) });
      }
    },
  );

  it.each(
    TEETH.flatMap((tooth) =>
      ALL_FACES.filter((face) => !facesOf(tooth.number).includes(face)).map((face) => ({
        number: tooth.number,
        face,
      })),
    ),
  )('should refuse face $face on tooth $number', ({ number, face }) => {
    expect(toTissDenteFace(number, ['M', face]).ok).toBe(false);
    expect(parseTissDenteFace(number, `M${face}`).ok).toBe(false);
  });

  it('should write faces in canonical order', () => {
    expect(toTissDenteFace(46, ['D', 'O', 'M'])).toEqual({ ok: true, value: 'MOD' });
    expect(toTissDenteFace(21, ['P', 'I'])).toEqual({ ok: true, value: 'IP' });
  });

  it('should refuse the root and an empty list', () => {
    expect(toTissDenteFace(16, ['R'])).toEqual({ ok: false, error: 'A raiz não é uma face TISS.' });
    expect(toTissDenteFace(16, ['M', 'R'])).toEqual({ ok: false, error: 'A raiz não é uma face TISS.' });
    expect(toTissDenteFace(16, [])).toEqual({ ok: false, error: 'Informe ao menos uma face.' });
  });

  it.each(['', 'R', 'MODVPL', 'MXD', 'M O'])(
    'should refuse the denteFace %j as outside [OLMVDIP]{1,5}',
    (text) => {
      expect(parseTissDenteFace(16, text).ok).toBe(false);
    },
  );

  it('should refuse repeated letters and read lower case', () => {
    expect(parseTissDenteFace(16, 'MM')).toEqual({ ok: false, error: "Face TISS repetida: 'MM'." });
    expect(parseTissDenteFace(16, 'dom')).toEqual({ ok: true, value: ['M', 'O', 'D'] });
  });
});
