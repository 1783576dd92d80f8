import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

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
/** The message's name in libxml2's messages ('mensagemTISS.xml:1: Schemas validity error : …'). */
const MENSAGEM = 'mensagemTISS.xml';

type Arquivo = { fileName: string; contents: Uint8Array };

/** The six files as bytes: they are ISO-8859-1, and libxml2 reads their declaration. */
function lerSchemas(): Promise<Arquivo[]> {
  return Promise.all(
    [RAIZ, ...INCLUIDOS].map(async (fileName) => ({
      fileName,
      contents: new Uint8Array(await readFile(fileURLToPath(new URL(fileName, XSD_DIR)))),
    })),
  );
}

/*
 * libxml2 compiled to WebAssembly, from the xmllint-wasm package. Its `validateXML` starts a worker thread,
 * compiles the WebAssembly and runs xmllint cold on every call: 0.3 to 0.5 s each on this machine (2 cores),
 * most of it before the schemas are even read. Here the package's own Emscripten module (`xmllint-node.js`, the
 * one its worker runs) is run in one long-lived worker: the WebAssembly is compiled once and stays warm, the
 * schemas stay in memory, and each validation is a fresh xmllint run (its own memory and file system) of 20 to
 * 50 ms, a batch of 100 guides (270 KB) included; the first one, which starts the worker, about 0.4 s. The
 * worker is unref'd while idle (it never keeps the process alive) and takes one message at a time.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
// Loading the module also registers the package's own message handler, which ignores messages without its key.
const xmllint = require(workerData.modulo);
const wasm = new WebAssembly.Module(readFileSync(workerData.wasm));
const schemas = workerData.schemas;
parentPort.on('message', (pedido) => {
  if (!pedido || pedido.validacaoTiss !== true) return;
  let stderr = '';
  let respondido = false;
  const responder = (exitCode) => {
    if (respondido) return;
    respondido = true;
    parentPort.postMessage({ validacaoTiss: true, id: pedido.id, exitCode, stderr });
  };
  Promise.resolve()
    .then(() =>
      xmllint({
        inputFiles: [{ fileName: workerData.mensagem, contents: pedido.bytes }, ...schemas],
        arguments: ['--noout', '--nonet', '--schema', workerData.raiz, workerData.mensagem],
        print() {},
        printErr(linha) { stderr += linha + '\\n'; },
        onExit: responder,
        onAbort(motivo) { stderr += 'WASM Abort: ' + motivo + '\\n'; responder(-1); },
        wasmMemory: new WebAssembly.Memory({ initial: 256, maximum: 2048 }),
        instantiateWasm(imports, receber) {
          const instance = new WebAssembly.Instance(wasm, imports);
          receber(instance, wasm);
          return instance.exports;
        },
      }),
    )
    // The module's promise settles once main has run and exited: an answer still missing is a failure.
    .then(() => { if (!respondido) { stderr += 'xmllint ended without an exit code\\n'; responder(-1); } })
    .catch((erro) => { stderr += String(erro) + '\\n'; responder(-1); });
});
`;

interface Resposta {
  validacaoTiss: true;
  id: number;
  exitCode: number;
  stderr: string;
}

let validador: Promise<Worker> | undefined;
let fila: Promise<unknown> = Promise.resolve();
let proximoId = 0;

function iniciarValidador(): Promise<Worker> {
  if (validador) return validador;
  const iniciando = lerSchemas().then((schemas) => {
    const modulo = createRequire(import.meta.url).resolve('xmllint-wasm/xmllint-node.js');
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        modulo,
        wasm: path.join(path.dirname(modulo), 'xmllint.wasm'),
        schemas,
        raiz: RAIZ,
        mensagem: MENSAGEM,
      },
    });
    // Idle, the worker never keeps the process alive; executar holds it while a validation runs.
    worker.unref();
    // A worker that failed is dropped: the next validation starts another.
    const descartar = () => {
      if (validador === iniciando) validador = undefined;
    };
    worker.once('error', descartar);
    worker.once('exit', descartar);
    return worker;
  });
  iniciando.catch(() => {
    if (validador === iniciando) validador = undefined;
  });
  validador = iniciando;
  return iniciando;
}

async function executar(bytes: Uint8Array): Promise<Resposta> {
  const worker = await iniciarValidador();
  const id = ++proximoId;
  return new Promise<Resposta>((resolve, reject) => {
    const onMessage = (resposta: Resposta) => {
      if (resposta?.validacaoTiss !== true || resposta.id !== id) return;
      cleanup();
      resolve(resposta);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`the TISS validator stopped (exit code ${code})`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.unref();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.ref();
    worker.postMessage({ validacaoTiss: true, id, bytes });
  });
}

/** xmllint's exit code for a valid message. */
const VALIDA = 0;
/**
 * Exit codes that speak of the message: 1 not well-formed (the parser's messages say where), 3 and 4 invalid
 * (as xmllint-wasm's validateXML reads them).
 */
const DA_MENSAGEM: readonly number[] = [1, 3, 4];

/**
 * libxml2's messages for a TISS 4.01.00 message validated against tissV4_01_00.xsd, as `xmllint --noout
 * --nonet --schema tissV4_01_00.xsd mensagemTISS.xml` prints them; empty when it is valid. Given as bytes so
 * that the declared encoding (ISO-8859-1) is the one read. A message that is not well-formed XML gives the
 * parser's messages; a failure of the validator itself (schemas missing, out of memory) is thrown.
 */
export function validarMensagemTiss(bytes: Uint8Array): Promise<string[]> {
  // One validation at a time: the worker runs them one after another anyway.
  const resultado = fila.then(() => executar(bytes));
  fila = resultado.catch(() => undefined);
  return resultado.then(({ exitCode, stderr }) => {
    if (exitCode === VALIDA) return [];
    const linhas = stderr
      .split('\n')
      .filter((linha) => linha.trim() !== '' && !linha.startsWith(`${MENSAGEM} fails to validate`));
    if (DA_MENSAGEM.includes(exitCode)) return linhas;
    throw new Error(`the TISS validator failed (xmllint exit code ${exitCode}):\n${linhas.join('\n')}`);
  });
}
