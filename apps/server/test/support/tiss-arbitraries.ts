import fc from 'fast-check';
import type { GuiaItem } from '../../src/guias/guia-do-plano';
import { regionNames, toothCatalogue } from '../../src/regras-de-procedimento/reference';
import { crownFacesOf } from '../../src/regras-de-procedimento/teeth';

/** Every tooth (Tabela 28, supernumerary ones included) and Tabela 42 code the procedure rules accept. */
export const TEETH = [...toothCatalogue.keys()];
const REGIONS = [...regionNames.keys()];

/** Any text a person may type: accents, typographic marks, other scripts, emoji, control characters. */
export const anyText = (maxLength: number) => fc.string({ unit: 'grapheme', minLength: 1, maxLength });

/** A day between 2020 and 2030, yyyy-mm-dd. */
const anyDay = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/**
 * A guide's item on any site (a tooth with any of its faces and the root, a region, the whole mouth) with any
 * text: requested (no performance day, any reason) or, `realizado`, performed on some day.
 */
export function anyGuiaItem({
  statuses,
  descricaoMax,
  realizado = false,
}: {
  statuses: readonly string[];
  descricaoMax: number;
  realizado?: boolean;
}): fc.Arbitrary<GuiaItem> {
  return fc
    .record({
      id: fc.nat(),
      codigoTuss: fc.stringMatching(/^\d{8}$/),
      descricao: anyText(descricaoMax),
      site: fc.oneof(
        fc
          .constantFrom(...TEETH)
          .chain((dente) =>
            fc.record({ dente: fc.constant(dente), faces: fc.subarray([...crownFacesOf(dente), 'R']) }),
          ),
        fc.record({ regiao: fc.constantFrom(...REGIONS) }),
        fc.constant({}),
      ),
      quantidade: fc.integer({ min: 1, max: 9 }),
      valorUnitarioCentavos: fc.integer({ min: 0, max: 1_000_000 }),
      status: fc.constantFrom(...statuses),
      motivo: realizado ? fc.constant(null) : fc.option(anyText(100)),
      dataRealizacao: realizado ? anyDay : fc.constant(null),
    })
    .map(
      ({ site, ...rest }): GuiaItem => ({
        ...rest,
        realizadoEm: null,
        justificativa: null,
        dente: 'dente' in site ? site.dente : null,
        faces: 'faces' in site ? site.faces : [],
        regiao: 'regiao' in site ? site.regiao : null,
      }),
    );
}
