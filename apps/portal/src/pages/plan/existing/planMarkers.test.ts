import { describe, expect, it } from 'vitest';
import { planItem } from '../../../testing/plan-item';
import { planMarkers } from './planMarkers';

const item = planItem;

// The drawing rules (extractions, statuses, faces a tooth lacks) are planItemMarker's, tested in
// packages/odontogram; here, that the API's item reaches them whole.
describe('planMarkers', () => {
  it('should mark the tooth, faces, procedure and audit status of each item on a tooth', () => {
    expect(
      planMarkers([
        item({}),
        item({
          idDente: 48,
          faces: null,
          descricao: 'Exodontia simples de permanente',
          audiStatus: 'Realizado',
        }),
        item({ idDente: 21, faces: 'R', audiStatus: 'Negado' }),
      ]),
    ).toEqual([
      { tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned', status: 'planned' },
      { tooth: 48, faces: [], root: false, kind: 'extraction', status: 'performed' },
      { tooth: 21, faces: [], root: true, kind: 'planned', status: 'denied' },
    ]);
  });

  it('should leave out items placed on a region, without a tooth', () => {
    expect(
      planMarkers([item({ idDente: null, faces: null, arcada: 'AS', descricao: 'Profilaxia' })]),
    ).toEqual([]);
  });
});
