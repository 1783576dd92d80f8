import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * The ANS schemas (xsd/README.md), found beside this module however the server runs: `node --import tsx
 * src/main.ts` (pnpm start, pnpm dev), Vitest, the bench; there is no build step that moves the sources.
 */
const XSD_DIR = new URL('./xsd/', import.meta.url);
/** The message root (`mensagemTISS`); the others are the files it includes and imports. */
const RAIZ = 'tissV4_01_00.xsd';
const INCLUIDOS = [
  'tissSimpleTypesV4_01_00.xsd',
  'tissComplexTypesV4_01_00.xsd',
  'tissGuiasV4_01_00.xsd',
  'tissAssinaturaDigital_v1.01.xsd',
  'xmldsig-core-schema.xsd',
] as const;

type Arquivo = { fileName: string; contents: Uint8Array };
let arquivos: Promise<Arquivo[]> | undefined;

/** The six files, read once per process, as bytes: they are ISO-8859-1, and libxml2 reads their declaration. */
function schemas(): Promise<Arquivo[]> {
  arquivos ??= Promise.all(
    [RAIZ, ...INCLUIDOS].map(async (fileName) => ({
      fileName,
      contents: new Uint8Array(await readFile(fileURLToPath(new URL(fileName, XSD_DIR)))),
    })),
  ).catch((error: unknown) => {
    // A failed read is not kept: the next call tries again.
    arquivos = undefined;
    throw error;
  });
  return arquivos;
}

/** xmllint's exit code for a document that is not well-formed XML (its messages say where). */
const XML_MALFORMADO = 1;

/**
 * libxml2's messages for a TISS 4.01.00 message validated against tissV4_01_00.xsd (as `xmllint --noout
 * --nonet --schema tissV4_01_00.xsd` prints them); empty when it is valid. Given as bytes so that the
 * declared encoding (ISO-8859-1) is the one read. A message that is not well-formed XML gives the parser's
 * messages; a failure of the validator itself (schemas missing, out of memory) is thrown.
 *
 * Each call runs libxml2 (WebAssembly) in a new worker thread that compiles the schemas again: about 0.2 s
 * for a one-guide message on this machine, a little more for a batch of a hundred guides.
 */
export async function validarMensagemTiss(bytes: Uint8Array): Promise<string[]> {
  const [raiz, ...incluidos] = await schemas();
  try {
    const result = await validateXML({
      xml: [{ fileName: 'mensagemTISS.xml', contents: bytes }],
      schema: [raiz as Arquivo],
      preload: incluidos,
    });
    return result.valid ? [] : result.errors.map((error) => error.rawMessage);
  } catch (error) {
    if ((error as { code?: unknown }).code === XML_MALFORMADO && error instanceof Error) {
      return error.message.split('\n').filter((line) => line.trim() !== '');
    }
    throw error;
  }
}
