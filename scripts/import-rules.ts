import path from 'node:path';

/*
 * Who may import whom (docs/architecture.md#who-may-import-whom), as data a test checks against every tracked
 * source file. Each rule reads one import of one file; a rule that needs the tree (a cycle, say) is not here.
 */

/** A source file of the repository: its path from the root, with forward slashes, and its text. */
export interface SourceFile {
  path: string;
  source: string;
}

/** One import statement of a file: what it names and whether it brings types only. */
export interface ImportOf {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

export interface ImportViolation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

/** The workspace's own packages and apps, by the folder they live in. */
const workspaceRoot = /^(packages|apps)\/[^/]+/;

/**
 * The workspace packages each folder may import by name (a subpath of a listed name is allowed too, so the
 * server's one entry into the odontogram is named whole). A package always imports itself by name: its
 * stories read like consumer code.
 */
export const ALLOWED_WORKSPACE_IMPORTS: Record<string, readonly string[]> = {
  'packages/contract': [],
  'packages/odontogram': [],
  'packages/api': ['@odonto/contract'],
  // The kit shows the contract's records and calls no API: it never needs the client.
  'packages/ui': ['@odonto/contract', '@odonto/odontogram'],
  'packages/web-shell': ['@odonto/contract', '@odonto/api', '@odonto/ui', '@odonto/odontogram'],
  'apps/portal': ['@odonto/contract', '@odonto/api', '@odonto/ui', '@odonto/odontogram', '@odonto/web-shell'],
  'apps/auditoria': [
    '@odonto/contract',
    '@odonto/api',
    '@odonto/ui',
    '@odonto/odontogram',
    '@odonto/web-shell',
  ],
  // The printed guide draws the chart with the odontogram's React-free entry; nothing else of the front end.
  'apps/server': ['@odonto/contract', '@odonto/odontogram/svg'],
};

/** Front-end libraries the server must never load. */
const FRONT_END_LIBRARIES =
  /^(?:react|react-dom|react-router|react-router-dom|@chakra-ui|@emotion|@tanstack|msw)(?:\/|$)/;

/** The odontogram is reused by apps without Chakra: React is all it takes. */
const ODONTOGRAM_THIRD_PARTY = /^(?:react|react-dom)(?:\/|$)/;

/**
 * The server's folders that sit below the domains (folders under apps/server/src): a domain imports them, they
 * run no domain's code. They may name a domain's types: the database's shape is the union of the domains'
 * tables, and the sweeper and health check are handed the file store they clean and probe.
 */
export const SERVER_FOUNDATIONS: readonly string[] = ['plataforma', 'ciclo-de-vida'];

const statement =
  /(?:^|[;\s])(import|export)(\s+type)?\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The imports (and re-exports) of a TypeScript source: static, side-effect and dynamic ones. */
export function importsOf(source: string): ImportOf[] {
  const found: ImportOf[] = [];
  for (const match of source.matchAll(statement)) {
    const specifier = match[3] ?? match[4];
    if (!specifier) continue;
    const line = source.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ specifier, typeOnly: Boolean(match[2]), line });
  }
  return found;
}

const rootOf = (file: string): string | undefined => workspaceRoot.exec(file)?.[0];

/** The path a relative import reaches, from the repository root (extension left as written). */
const resolveRelative = (file: string, specifier: string): string =>
  path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));

/** The top folder under apps/server/src a server path is in ('' for a file at src's root). */
function serverFolder(file: string): string | undefined {
  const match = /^apps\/server\/src\/(.+)$/.exec(file);
  if (!match?.[1]) return undefined;
  const parts = match[1].split('/');
  return parts.length > 1 ? parts[0] : '';
}

const packageName = (specifier: string): string =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier);

function allowedByName(allowed: readonly string[], specifier: string): boolean {
  return allowed.some((name) => specifier === name || specifier.startsWith(`${name}/`));
}

/** What is wrong with one import of one file, or undefined when the layering allows it. */
export function ruleBroken(file: string, imported: ImportOf, selfName?: string): string | undefined {
  const { specifier } = imported;
  const importer = rootOf(file);

  if (specifier.startsWith('.')) {
    const target = resolveRelative(file, specifier);
    const targetRoot = rootOf(target);
    if (importer && targetRoot && targetRoot !== importer)
      return `${importer} reaches into ${targetRoot} by path: import the package by its name`;
    if (!importer && targetRoot?.startsWith('apps/') && file.startsWith('packages/'))
      return 'a package imports an app';
    const from = serverFolder(file);
    const to = serverFolder(target);
    if (from !== undefined && to !== undefined && from !== to && to !== '') {
      if (/\/handlers(?:\.ts)?$/.test(target) && from !== '')
        return `the server domain ${from}/ imports another domain's handlers (${to}/handlers)`;
      if (SERVER_FOUNDATIONS.includes(from) && !SERVER_FOUNDATIONS.includes(to) && !imported.typeOnly)
        return `${from}/ sits below the domains and imports the domain ${to}/ (types only)`;
    }
    return undefined;
  }

  if (!importer) return undefined;
  const name = packageName(specifier);
  if (name.startsWith('@odonto/')) {
    if (name === selfName) return undefined;
    if (/^@odonto\/(?:portal|auditoria|server)$/.test(name))
      return importer.startsWith('packages/')
        ? 'a package imports an app'
        : `${importer} imports another app`;
    const allowed = ALLOWED_WORKSPACE_IMPORTS[importer];
    if (allowed && !allowedByName(allowed, specifier))
      return importer === 'apps/server'
        ? `the server imports front-end code (${specifier}): only the odontogram's React-free entry`
        : `${importer} may not import ${specifier}`;
    return undefined;
  }
  if (importer === 'apps/server' && FRONT_END_LIBRARIES.test(specifier))
    return `the server imports front-end code (${specifier})`;
  if (
    file.startsWith('packages/odontogram/src/') &&
    !specifier.startsWith('node:') &&
    !ODONTOGRAM_THIRD_PARTY.test(specifier)
  ) {
    // Its stories, tests and build config use the workshop's tools; the chart itself takes React only.
    if (!/\.(?:stories|test)\.tsx?$/.test(file))
      return `packages/odontogram imports ${specifier}: React only`;
  }
  return undefined;
}

/** Every import of these files that breaks the layering. `names` maps a workspace root to its package name. */
export function importViolations(
  files: readonly SourceFile[],
  names: Record<string, string>,
): ImportViolation[] {
  return files.flatMap((file) => {
    const selfName = names[rootOf(file.path) ?? ''];
    return importsOf(file.source).flatMap((imported) => {
      const rule = ruleBroken(file.path, imported, selfName);
      return rule ? [{ file: file.path, line: imported.line, specifier: imported.specifier, rule }] : [];
    });
  });
}
