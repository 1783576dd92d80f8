import { inflateSync, constants as zlibConstants } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFParser,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from '@cantoo/pdf-lib';
import { type DecodeBudget, Refused } from './decode-budget';

/**
 * Most bytes all of a PDF's streams other than images may decode to. A 2 MB upload of text, vector
 * drawings and fonts decodes to a few MB; past this it is a decompression bomb, or at least not a file
 * we can read through in the time of an upload.
 */
const MAX_PDF_DECODED_BYTES = 32 * 1024 * 1024;

const names = (...values: string[]) => new Set(values.map((value) => PDFName.of(value)));

/**
 * Names that make a PDF run something, leave the file or carry files, wherever they appear (as a key, as
 * an action's /S, as a /Type or /Subtype): JavaScript; actions that launch a program, submit or import
 * data, open another file (GoToR, GoToE) or play media (Rendition, RichMediaExecute); embedded files and
 * file attachments; interactive forms (AcroForm, XFA); rich media. /URI is allowed: a link opens only when
 * the reader clicks it, through the viewer's own warning, and guides and reports carry links.
 */
const ACTIVE_NAMES = names(
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Rendition',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'AcroForm',
  'XFA',
);
/** Short names that are active as dictionary keys only: a script (/JS), additional actions run on
 * events (/AA), a file specification's embedded file (/EF). */
const ACTIVE_KEYS = names('JS', 'AA', 'EF');
const OPEN_ACTION = PDFName.of('OpenAction');
const ENCRYPT = PDFName.of('Encrypt');
const ACTION_TYPE = PDFName.of('S');
const GO_TO = PDFName.of('GoTo');
const NEXT_ACTION = PDFName.of('Next');

/** Filters that only transport bytes: decoded through the whole chain. */
const TRANSPORT_FILTERS = names(
  'FlateDecode',
  'LZWDecode',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'RunLengthDecode',
);
/** Image codecs: what they decode to is pixels, which nothing runs; their size is checked instead. */
const IMAGE_FILTERS = names('DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode');
const FILTER = PDFName.of('Filter');
const FLATE = PDFName.of('FlateDecode');
const SUBTYPE = PDFName.of('Subtype');
const IMAGE = PDFName.of('Image');

/** The filters of a stream, in the order they are undone. */
function filtersOf(dict: PDFDict): PDFName[] {
  const filter = dict.lookup(FILTER);
  if (filter === undefined) return [];
  if (filter instanceof PDFName) return [filter];
  if (filter instanceof PDFArray) {
    return filter.asArray().map((_entry, index) => {
      const name = filter.lookup(index);
      if (!(name instanceof PDFName)) throw new Refused('naoVerificavel');
      return name;
    });
  }
  throw new Refused('naoVerificavel');
}

const numberIn = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : Number.NaN;
};

/**
 * pdf-lib's parser, reading every indirect object of the file in order (each incremental update's too,
 * and the objects unpacked from object streams), keeping all of them (a later update's object of the
 * same number replaces the earlier one in the context, but a reader repairing the file might take either),
 * and decoding each stream as it is read, within a budget: pdf-lib itself decodes object and xref streams
 * without a bound, so the bound must come first.
 */
class ReadingParser extends PDFParser {
  /** Every object read, in file order. */
  readonly objects: PDFObject[] = [];
  /** Why a stream was refused while parsing (the parser wraps what we throw into its own error). */
  refusal: Refused | undefined;
  private decoded = 0;

  constructor(
    bytes: Uint8Array,
    private readonly budget: DecodeBudget,
  ) {
    // No yielding between objects (the upload is at most 2 MB), every invalid object an error, numbers
    // as written.
    super(bytes, Number.POSITIVE_INFINITY, true, false, false);
    const assign = this.context.assign.bind(this.context);
    this.context.assign = (ref: PDFRef, object: PDFObject) => {
      this.objects.push(object);
      assign(ref, object);
    };
  }

  protected override parseDictOrStream(ref?: PDFRef): PDFDict | PDFStream {
    const object = super.parseDictOrStream(ref);
    if (object instanceof PDFRawStream) {
      try {
        this.readStream(object);
      } catch (error) {
        this.refusal ??= error instanceof Refused ? error : new Refused('naoVerificavel');
        throw error;
      }
    }
    return object;
  }

  /** Decodes a stream through its whole filter chain, or counts an image's pixels. */
  private readStream(stream: PDFRawStream) {
    const filters = filtersOf(stream.dict);
    if (stream.dict.lookup(SUBTYPE) === IMAGE) {
      this.budget.image(numberIn(stream.dict, 'Width'), numberIn(stream.dict, 'Height'), 4);
      return;
    }
    const imageCodec = filters.findIndex((filter) => IMAGE_FILTERS.has(filter));
    if (imageCodec >= 0 && imageCodec !== filters.length - 1) throw new Refused('naoVerificavel');
    if (imageCodec >= 0) return;
    if (!filters.every((filter) => TRANSPORT_FILTERS.has(filter))) throw new Refused('naoVerificavel');
    const room = MAX_PDF_DECODED_BYTES - this.decoded;
    let bytes = stream.contents;
    for (const filter of filters) {
      bytes = this.undo(filter, bytes, room + 1);
      if (bytes.length > room) throw new Refused('naoVerificavel');
    }
    this.decoded += bytes.length;
  }

  /**
   * One filter undone, at most `limit` bytes out. Deflate goes through node's zlib: pdf-lib's own inflater
   * (JavaScript) took over a second for the 7 MB of a 2 MB PDF's pages. A deflate stream cut short is read
   * as far as it goes, as readers do; a broken one throws. Predictors (/DecodeParms) are not applied: they
   * reorder bytes, they change neither the size nor what the stream is.
   */
  private undo(filter: PDFName, bytes: Uint8Array, limit: number): Uint8Array {
    if (filter === FLATE) {
      return inflateSync(bytes, { maxOutputLength: limit, finishFlush: zlibConstants.Z_SYNC_FLUSH });
    }
    const single = PDFRawStream.of(this.context.obj({ Filter: filter }), bytes);
    return Uint8Array.from(decodePDFRawStream(single).getBytes(limit));
  }
}

/**
 * Whether an /OpenAction only opens the document at a page: a destination (`[page /Fit]`), or a GoTo action
 * with nothing chained after it (/Next), as LaTeX's hyperref writes. Anything else runs on open, a /URI
 * that would leave the file without a click included.
 */
function opensAtAPage(openAction: PDFObject | undefined): boolean {
  if (openAction instanceof PDFArray) return true;
  return (
    openAction instanceof PDFDict &&
    openAction.get(ACTION_TYPE) === GO_TO &&
    openAction.get(NEXT_ACTION) === undefined
  );
}

/** Whether an object, looked at through every dictionary, array and stream in it, is active. */
function isActive(root: PDFObject, context: PDFContext): boolean {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRawStream) pending.push(object.dict);
    else if (object instanceof PDFArray) {
      // One by one: spreading an array of a million entries into push() overflows the stack.
      for (const item of object.asArray()) pending.push(item);
    } else if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object)) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (ACTIVE_NAMES.has(key) || ACTIVE_KEYS.has(key)) return true;
        if (key === ENCRYPT) throw new Refused('naoVerificavel');
        if (key === OPEN_ACTION && !opensAtAPage(context.lookup(value))) return true;
        pending.push(value);
      }
    }
  }
  return false;
}

/**
 * Refuses a PDF that is cut short, cannot be read through, is encrypted, or carries active content.
 * Names are compared decoded (`/J#61vaScript` is /JavaScript, and a NUL after a name ends it, as in every
 * reader) and the objects inside object streams under any chain of transport filters are read too.
 */
export async function checkPdf(b: Buffer, budget: DecodeBudget): Promise<void> {
  // Readers look for %%EOF within the last 1024 bytes; a file cut short has none there.
  if (!b.toString('latin1', Math.max(0, b.length - 1024)).includes('%%EOF')) throw new Refused('incompleto');
  const parser = new ReadingParser(b, budget);
  let context: PDFContext;
  try {
    context = await parser.parseDocument();
  } catch (error) {
    throw parser.refusal ?? (error instanceof Refused ? error : new Refused('naoVerificavel'));
  }
  if (context.trailerInfo.Encrypt !== undefined) throw new Refused('naoVerificavel');
  // No catalog, no document: what a reader would show of it is anyone's guess.
  if (!(context.lookup(context.trailerInfo.Root) instanceof PDFDict)) throw new Refused('naoVerificavel');
  if (parser.objects.some((object) => isActive(object, context))) throw new Refused('conteudoAtivo');
}
