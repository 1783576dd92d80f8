import { type LocalDoItem, regiaoDo } from '../ciclo-de-vida/local-do-item';

/*
 * Which Tabela 38 codes fit an item, so that the console lists them first among the 105 (issue #34). The
 * codes that speak of a site: the faces (1431, 3023, 3056), the tooth (dente ausente, decíduo or permanente,
 * the canals, the periapical and interproximal radiographs) and the region (arcadas and hemi-arcos, the
 * segment, the periapical and oclusal radiographs of the region). 1432 speaks of 'dente/região'.
 */
const DE_FACES = ['1431', '3023', '3056'] as const;
const DE_DENTE = [
  '1432',
  '1433',
  '3022',
  '3024',
  '3025',
  '3026',
  '3027',
  '3064',
  '3065',
  '3113',
  '3114',
] as const;
const DE_REGIAO = ['1432', '3021', '3057', '3113', '3115'] as const;

/** The codes of a site: faces then tooth for an item with faces, tooth for a tooth, region for a region. */
function codigosDoLocal(local: LocalDoItem): readonly string[] {
  if (local.idDente !== null) return local.faces ? [...DE_FACES, ...DE_DENTE] : DE_DENTE;
  return regiaoDo(local) === null ? [] : DE_REGIAO;
}

/**
 * The Tabela 38 codes that fit an item, most fitting first: the glosas the procedure rules predicted for it
 * (the rules know the procedure), then the codes of its site. Each code once; the console keeps only the
 * ones apt for the decision being taken.
 */
export function codigosIndicados(
  item: LocalDoItem & { glosasPrevistas: ReadonlyArray<{ codigo: string }> },
): string[] {
  return [...new Set([...item.glosasPrevistas.map((glosa) => glosa.codigo), ...codigosDoLocal(item)])];
}
