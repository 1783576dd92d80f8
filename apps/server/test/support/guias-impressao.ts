import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { GuiaDoPlano, GuiaItem } from '../../src/guias/guia-do-plano';

const require = createRequire(import.meta.url);

/** A 2-face resin restoration on 16 (M, O), as the acceptance line asks. */
export const RESTAURACAO_16: GuiaItem = {
  id: 1,
  codigoTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  dente: 16,
  regiao: null,
  faces: ['M', 'O'],
  quantidade: 1,
  valorUnitarioCentavos: 12_000,
  status: 'Aguardando Aprovação',
  motivo: null,
  realizadoEm: null,
  dataRealizacao: null,
  justificativa: null,
};

/** A panoramic radiograph: the whole mouth, no tooth and no faces. */
export const PANORAMICA: GuiaItem = {
  id: 2,
  codigoTuss: '81000405',
  descricao: 'Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
  dente: null,
  regiao: null,
  faces: [],
  quantidade: 1,
  valorUnitarioCentavos: 6_500,
  status: 'Negado',
  motivo: 'Exame realizado há menos de 6 meses',
  realizadoEm: null,
  dataRealizacao: null,
  justificativa: null,
};

/** One plan as a guide, with a beneficiary whose names need Portuguese accents. */
export function guiaFixture(overrides: Partial<GuiaDoPlano> = {}): GuiaDoPlano {
  return {
    emitidaEm: new Date('2026-11-23T15:30:00Z'),
    operadora: { nome: 'Odonto Saúde Operadora', registroANS: '123456' },
    plano: {
      id: 42,
      codigo: 'PTO-0042',
      numeroGuiaPrestador: 'PTO-0042-01',
      numeroEmitidoEm: new Date('2026-11-23T15:00:00Z'),
      criadoEm: new Date('2026-11-20T13:00:00Z'),
      validoAte: new Date('2027-02-18T13:00:00Z'),
      status: 1,
      statusTexto: 'Pendente',
      nomePlano: 'Plano Odonto Essencial',
      empresa: 'Indústrias Ação Ltda.',
      observacao: 'Paciente relata sensibilidade ao frio no dente 16.',
      coparticipacao: null,
      cnes: '9999999',
    },
    beneficiario: {
      nome: 'João Conceição Ribeirão',
      nomeSocial: null,
      numeroCarteira: '0001234500012',
      dataNascimento: '1985-03-07',
    },
    executante: {
      nome: 'Dra. Márcia Gonçalves',
      cro: '12345',
      uf: 'SP',
      codigoNaOperadora: '7',
      cbos: '223208',
    },
    solicitante: null,
    itens: [RESTAURACAO_16, PANORAMICA],
    situacaoInicial: {
      dentes: [
        { dente: 26, condicao: 'E' },
        { dente: 36, condicao: 'R' },
      ],
      doencaPeriodontal: null,
      alteracaoTecidoMole: null,
      observacao: null,
      completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
    },
    ...overrides,
  };
}

/** What a reader of the PDF gets: each page's text (whitespace collapsed) and its drawing operators. */
export interface PdfLido {
  paginas: string[];
  /** Each page's pieces of text with their baseline, in points from the top of the page. */
  linhas: { texto: string; y: number }[][];
  /** How many times each operator (pdfjs OPS name) is used on each page. */
  operadores: Record<string, number>[];
  /** Each page's fill colours, as '#rrggbb'. */
  cores: Set<string>[];
  /** The first page rendered to PNG at `escala` (pdfjs with @napi-rs/canvas, offline). */
  primeiraPaginaPng: (escala: number) => Promise<Buffer>;
}

// pdfjs reads standard (non-embedded) fonts' glyphs from its own files when it renders; text extraction
// does not need them.
const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Names of pdfjs's operator codes (OPS is name → code). */
const NOMES_OPS = new Map(Object.entries(OPS).map(([nome, codigo]) => [codigo, nome]));

/** pdfjs's canvas factory in Node (typed as Object by pdfjs): @napi-rs/canvas, its optional dependency. */
interface CanvasFactory {
  create(width: number, height: number): { canvas: { toBuffer(mime: 'image/png'): Buffer }; context: object };
}

/** Reads a PDF back as a person and a printer would: text per page, drawing operators, the first page. */
export async function lerPdf(bytes: Uint8Array): Promise<PdfLido> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const paginas: string[] = [];
  const linhas: PdfLido['linhas'] = [];
  const operadores: Record<string, number>[] = [];
  const cores: Set<string>[] = [];
  for (let numero = 1; numero <= pdf.numPages; numero++) {
    const pagina = await pdf.getPage(numero);
    const { items } = await pagina.getTextContent();
    const texto = items.map((item) => ('str' in item ? item.str : '')).join(' ');
    paginas.push(texto.replace(/\s+/g, ' ').trim());
    const altura = pagina.getViewport({ scale: 1 }).height;
    linhas.push(
      items.flatMap((item) =>
        'str' in item && item.str.trim() !== ''
          ? [{ texto: item.str, y: altura - (item.transform[5] ?? 0) }]
          : [],
      ),
    );
    const lista = await pagina.getOperatorList();
    const contagem: Record<string, number> = {};
    const corDaPagina = new Set<string>();
    lista.fnArray.forEach((codigo, index) => {
      const nome = NOMES_OPS.get(codigo) ?? String(codigo);
      contagem[nome] = (contagem[nome] ?? 0) + 1;
      const args: unknown = lista.argsArray[index];
      // pdfjs 4 gives the colour as three bytes (a Uint8ClampedArray), not as the operator's 0..1 numbers.
      if (nome === 'setFillRGBColor' && args instanceof Uint8ClampedArray) {
        corDaPagina.add(`#${Buffer.from(args).toString('hex')}`);
      }
    });
    operadores.push(contagem);
    cores.push(corDaPagina);
  }
  const primeiraPaginaPng = async (escala: number) => {
    const pagina = await pdf.getPage(1);
    const viewport = pagina.getViewport({ scale: escala });
    const factory = pdf.canvasFactory as CanvasFactory;
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await pagina.render({
      canvasContext: context as Parameters<typeof pagina.render>[0]['canvasContext'],
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  };
  return { paginas, linhas, operadores, cores, primeiraPaginaPng };
}
