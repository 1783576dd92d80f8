// Checks the publishable build against the source: dist/index.js must export every value that
// src/index.ts exports, and dist/index.d.ts every value and type. Run after `vite build` and `tsc`.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  noEmit: true,
};

/** Names a module exports, split into values (exist at runtime) and all names (values and types). */
function exportsOf(file) {
  const program = ts.createProgram([file], compilerOptions);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cannot read the exports of ${file}`);
  const all = [];
  const values = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    all.push(symbol.name);
    if (target.flags & ts.SymbolFlags.Value) values.push(symbol.name);
  }
  return { all: all.sort(), values: values.sort() };
}

const missing = (expected, actual) => expected.filter((name) => !actual.includes(name));

const source = exportsOf(`${packageDir}src/index.ts`);
const declarations = exportsOf(`${packageDir}dist/index.d.ts`);
const runtime = Object.keys(await import(`${packageDir}dist/index.js`)).sort();

const problems = [
  ...missing(source.values, runtime).map((name) => `dist/index.js does not export ${name}`),
  ...missing(runtime, source.values).map((name) => `dist/index.js exports ${name}, which src does not`),
  ...missing(source.all, declarations.all).map((name) => `dist/index.d.ts does not export ${name}`),
];

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `dist matches src/index.ts: ${source.values.length} values at runtime, ${source.all.length} names in the declarations.`,
);
