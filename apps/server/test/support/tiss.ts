import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const xsdDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tiss-xsd');
const ROOT = 'tissV4_01_00.xsd';
const INCLUDED = [
  'tissSimpleTypesV4_01_00.xsd',
  'tissComplexTypesV4_01_00.xsd',
  'tissGuiasV4_01_00.xsd',
  'tissAssinaturaDigital_v1.01.xsd',
  'xmldsig-core-schema.xsd',
];

type SchemaFile = { fileName: string; contents: Uint8Array };
let schemaFiles: Promise<SchemaFile[]> | undefined;

/** The six ANS files, read once, as bytes: they are ISO-8859-1, and libxml2 reads their declaration. */
function schemas(): Promise<SchemaFile[]> {
  schemaFiles ??= Promise.all(
    [ROOT, ...INCLUDED].map(async (fileName) => ({
      fileName,
      contents: new Uint8Array(await readFile(path.join(xsdDir, fileName))),
    })),
  );
  return schemaFiles;
}

/**
 * libxml2's messages (as `xmllint --nonet --schema tissV4_01_00.xsd` prints them) for a message, given as its
 * bytes so that its declared encoding is the one read; empty when the message is valid.
 */
export async function validateTiss(bytes: Uint8Array): Promise<string[]> {
  const [root, ...included] = await schemas();
  const result = await validateXML({
    xml: [{ fileName: 'GTO.xml', contents: bytes }],
    schema: [root as SchemaFile],
    preload: included,
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** Fails with the schema's own messages when the message does not validate. */
export async function expectValidTiss(bytes: Uint8Array): Promise<void> {
  const messages = await validateTiss(bytes);
  if (messages.length > 0) {
    throw new Error(`A mensagem TISS não valida contra tissV4_01_00.xsd:\n${messages.join('\n')}`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The TISS hash recomputed from the answer itself, independently of the server's code: every text node
 * before `<ans:epilogo>`, unescaped and concatenated, MD5 over its ISO-8859-1 bytes.
 */
export function recomputedHash(bytes: Uint8Array): string {
  const xml = Buffer.from(bytes).toString('latin1');
  const body = xml.slice(0, xml.indexOf('<ans:epilogo>'));
  const texts = [...body.matchAll(/>([^<]*)</g)]
    .map(([, text = '']) => text)
    .filter((text) => text.trim() !== '')
    .map((text) =>
      text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_all, name: string) =>
        name.startsWith('#x') || name.startsWith('#X')
          ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
          : name.startsWith('#')
            ? String.fromCodePoint(Number(name.slice(1)))
            : (ENTITIES[name] ?? `&${name};`),
      ),
    );
  return createHash('md5')
    .update(Buffer.from(texts.join(''), 'latin1'))
    .digest('hex');
}

/** The hash the message carries in `epilogo/hash`. */
export function hashOf(bytes: Uint8Array): string | undefined {
  return /<ans:hash>([0-9a-f]+)<\/ans:hash>/.exec(Buffer.from(bytes).toString('latin1'))?.[1];
}

/** The text of every `ans:<name>` element of the message, in order. */
export function valuesOf(bytes: Uint8Array, name: string): string[] {
  const xml = Buffer.from(bytes).toString('latin1');
  return [...xml.matchAll(new RegExp(`<ans:${name}>([^<]*)</ans:${name}>`, 'g'))].map(
    ([, text = '']) => text,
  );
}
