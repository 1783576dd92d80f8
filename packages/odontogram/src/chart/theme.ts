/**
 * Theme tokens and their defaults. The chart paints with `var(--odontogram-<token>, <default>)`, so a
 * page themes it by setting those custom properties on any ancestor.
 */
export const THEME = {
  surface: '#ffffff',
  root: '#e2e8f0',
  outline: '#475569',
  ink: '#1e293b',
  selected: '#1d4ed8',
  planned: '#dc2626',
  extraction: '#facc15',
  performed: '#15803d',
  denied: '#64748b',
  caries: '#b45309',
  restored: '#0e7490',
  focus: '#7c3aed',
  font: 'system-ui, sans-serif',
};

export type ThemeToken = keyof typeof THEME;
export type OdontogramTheme = Partial<Record<ThemeToken, string>>;
/** Turns a token into something SVG can paint with. */
export type Paint = (token: ThemeToken) => string;

export const cssVariable = (token: ThemeToken) => `--odontogram-${token}`;

/** Paints through CSS custom properties (the live chart). */
export const cssPaint: Paint = (token) => `var(${cssVariable(token)}, ${THEME[token]})`;

/** Paints with literal values (the exported SVG, which must stand alone). */
export const literalPaint =
  (theme: OdontogramTheme = {}): Paint =>
  (token) =>
    theme[token] ?? THEME[token];
