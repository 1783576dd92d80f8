import { createHash } from 'node:crypto';
import { validarMensagemTiss } from '../../src/guias/tiss/validacao-xsd';

/**
 * libxml2's messages for a message against the ANS schemas (the server's own runtime check,
 * src/guias/tiss/validacao-xsd.ts); empty when the message is valid.
 */
export const validateTiss = validarMensagemTiss;

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
