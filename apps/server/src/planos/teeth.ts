/**
 * FDI teeth (TUSS Tabela 28): permanent quadrants 1-4 (teeth 1-8), deciduous quadrants 5-8 (teeth 1-5), and
 * the supernumerary tooth of each hemi-arch (x9).
 */
export function isTooth(dente: number): boolean {
  const quadrant = Math.floor(dente / 10);
  const position = dente % 10;
  if (position === 9) return quadrant >= 1 && quadrant <= 8;
  if (quadrant >= 1 && quadrant <= 4) return position >= 1 && position <= 8;
  if (quadrant >= 5 && quadrant <= 8) return position >= 1 && position <= 5;
  return false;
}

/** The faces a tooth has (docs/product-rules.md#entities): P on upper teeth, L on lower; I on front teeth, O on back; R root. */
export function facesOf(dente: number): string[] {
  const quadrant = Math.floor(dente / 10);
  const position = dente % 10;
  const upper = [1, 2, 5, 6].includes(quadrant);
  const front = position <= 3;
  return ['M', 'D', upper ? 'P' : 'L', 'V', front ? 'I' : 'O', 'R'];
}

/** The first problem with the faces of an item, or null when the tooth and faces agree. */
export function facesProblem(
  dente: number,
  faces: string,
  messages: {
    denteInexistente: (dente: number) => string;
    faceInexistente: (face: string, dente: number) => string;
    faceRepetida: (face: string) => string;
  },
): string | null {
  if (!isTooth(dente)) return messages.denteInexistente(dente);
  const list = faces.split(',');
  const allowed = facesOf(dente);
  const seen = new Set<string>();
  for (const face of list) {
    if (!allowed.includes(face)) return messages.faceInexistente(face, dente);
    if (seen.has(face)) return messages.faceRepetida(face);
    seen.add(face);
  }
  return null;
}
