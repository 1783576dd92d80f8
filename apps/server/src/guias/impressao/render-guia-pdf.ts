import { planItemPlaceLabel } from '@odonto/odontogram/svg';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { GuiaDoPlano, GuiaItem } from '../guia-do-plano';
import { svgDaGuia } from './odontograma';
import { textosImprimiveis } from './win-ansi';

// @types/svg-to-pdfkit types its first parameter as the PDFDocument class; the function takes a document.
const drawSvg = SVGtoPDF as unknown as (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  options: SVGtoPDF.Options,
) => void;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** Room kept under the content for the footer (date of issue and page number). */
const FOOTER = 24;
/** Room kept above the content for the line that names the guide on the pages after the first. */
const TOPO = 18;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1a202c';
const MUTED = '#4a5568';
const RULE = '#a0aec0';

// The guide is read in Brazil: dates in Brasília time, as the TISS message's header.
const dataBr = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const dataHoraBr = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});
const percentualBr = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

/** A yyyy-mm-dd date (no time, no zone) as dd/mm/yyyy. */
const dataCivil = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The chart without its root's width and height, so that it scales to the box it is drawn in (svg-to-pdfkit
 * takes a root's own size over the box's), and its height over its width (from the viewBox).
 */
export function svgSemTamanho(svg: string): { svg: string; proporcao: number } {
  const raiz = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(raiz);
  if (!viewBox) throw new Error('O odontograma exportado não tem viewBox.');
  const semTamanho = raiz.replace(/ (width|height)="[^"]*"/g, '');
  return {
    svg: semTamanho + svg.slice(raiz.length),
    proporcao: Number(viewBox[2]) / Number(viewBox[1]),
  };
}

interface Coluna {
  titulo: string;
  largura: number;
  texto: (item: GuiaItem) => string;
}

/** Where the item is: its tooth, or its region's TISS name (Tabela 42), or the whole mouth. */
function local(item: GuiaItem): string {
  return planItemPlaceLabel({ tooth: item.dente, region: item.regiao });
}

const situacao = (item: GuiaItem) => (item.motivo ? `${item.status}: ${item.motivo}` : item.status);

/** The items table's columns; the description takes the width the others leave. */
function colunas(): Coluna[] {
  const fixas: Coluna[] = [
    { titulo: 'Dente/Região', largura: 78, texto: local },
    { titulo: 'Faces', largura: 48, texto: (item) => item.faces.join(', ') },
    { titulo: 'Código TUSS', largura: 62, texto: (item) => item.codigoTuss },
    { titulo: 'Qtd.', largura: 28, texto: (item) => String(item.quantidade) },
    { titulo: 'Situação', largura: 110, texto: situacao },
  ];
  const usada = fixas.reduce((soma, coluna) => soma + coluna.largura, 0);
  const descricao: Coluna = {
    titulo: 'Procedimento',
    largura: WIDTH - usada,
    texto: (item) => item.descricao,
  };
  return [...fixas.slice(0, 3), descricao, ...fixas.slice(3)];
}

const PADDING = 4;
const FONT_SIZE = 9;

/** Writes the guide on `doc`, which buffers its pages so that the footers can count them at the end. */
class Guia {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly guia: GuiaDoPlano,
  ) {}

  /** Starts a new page when `altura` does not fit on this one; true when it did. */
  private reserva(altura: number): boolean {
    if (this.doc.y + altura <= BOTTOM) return false;
    this.doc.addPage();
    return true;
  }

  private secao(titulo: string) {
    this.reserva(40);
    const { doc } = this;
    doc.moveDown(0.6);
    doc.font(BOLD).fontSize(10).fillColor(INK).text(titulo.toUpperCase(), MARGIN, doc.y, { width: WIDTH });
    const y = doc.y + 1;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 4;
  }

  /** 'Label: value' pairs side by side, wrapping to a new line when the next one does not fit; empty ones left out. */
  private campos(pares: [string, string | null | undefined][]) {
    const { doc } = this;
    const presentes = pares.filter((par): par is [string, string] => Boolean(par[1]));
    doc.fontSize(FONT_SIZE).fillColor(INK);
    const altura = doc.currentLineHeight(true);
    let x = MARGIN;
    let y = doc.y;
    for (const [rotulo, valor] of presentes) {
      const larguraRotulo = doc.font(BOLD).widthOfString(`${rotulo}: `);
      const larguraValor = Math.min(doc.font(REGULAR).widthOfString(valor), WIDTH - larguraRotulo);
      if (x > MARGIN && x + larguraRotulo + larguraValor > MARGIN + WIDTH) {
        x = MARGIN;
        y += altura + 2;
      }
      doc.font(BOLD).text(`${rotulo}: `, x, y, { lineBreak: false });
      doc
        .font(REGULAR)
        .text(valor, x + larguraRotulo, y, { width: larguraValor + 1, lineBreak: false, ellipsis: true });
      x += larguraRotulo + larguraValor + 16;
    }
    doc.x = MARGIN;
    doc.y = y + altura + 2;
  }

  cabecalho() {
    const { doc, guia } = this;
    doc.font(BOLD).fontSize(14).fillColor(INK).text('Guia de Tratamento Odontológico', MARGIN, MARGIN, {
      width: WIDTH,
    });
    doc.font(REGULAR).fontSize(FONT_SIZE).fillColor(MUTED);
    doc.text(`${guia.operadora.nome} — Registro ANS ${guia.operadora.registroANS}`, { width: WIDTH });
    doc.fillColor(INK);

    this.secao('Plano');
    this.campos([
      ['Nº da guia no prestador', guia.plano.numeroGuiaPrestador],
      ['Criado em', dataBr.format(guia.plano.criadoEm)],
      ['Válido até', dataBr.format(guia.plano.validoAte)],
      ['Situação', guia.plano.statusTexto],
    ]);
    this.campos([
      ['Plano', guia.plano.nomePlano],
      ['Empresa', guia.plano.empresa],
      ['CNES', guia.plano.cnes],
      [
        'Coparticipação',
        guia.plano.coparticipacao && percentualBr.format(guia.plano.coparticipacao.percentual / 100),
      ],
    ]);

    this.secao('Beneficiário');
    this.campos([
      ['Nome', guia.beneficiario.nome],
      ['Nome social', guia.beneficiario.nomeSocial],
    ]);
    this.campos([
      ['Carteira', guia.beneficiario.numeroCarteira],
      ['Nascimento', guia.beneficiario.dataNascimento && dataCivil(guia.beneficiario.dataNascimento)],
    ]);

    this.secao('Cirurgião-dentista');
    const { executante, solicitante } = guia;
    this.campos([
      ['Executante', executante.nome],
      ['CRO/UF', `${executante.cro}/${executante.uf}`],
    ]);
    if (solicitante) {
      this.campos([
        ['Solicitante', solicitante.nome],
        ['CRO/UF', `${solicitante.cro}/${solicitante.uf}`],
      ]);
    }
  }

  odontograma() {
    const { doc } = this;
    const { svg, proporcao } = svgSemTamanho(svgDaGuia(this.guia));
    const altura = WIDTH * proporcao;
    this.secao('Odontograma');
    this.reserva(altura);
    const y = doc.y;
    drawSvg(doc, svg, MARGIN, y, { width: WIDTH, height: altura, assumePt: false });
    doc.y = y + altura + 4;
  }

  /** The row's height once its cells are wrapped to their columns. */
  private alturaDaLinha(textos: string[], fonte: string) {
    const { doc } = this;
    doc.font(fonte).fontSize(FONT_SIZE);
    const alturas = colunas().map((coluna, index) =>
      doc.heightOfString(textos[index] ?? '', { width: coluna.largura - 2 * PADDING }),
    );
    return Math.max(...alturas) + 2 * PADDING;
  }

  private linhaDaTabela(textos: string[], fonte: string, fundo: string | null) {
    const { doc } = this;
    const altura = this.alturaDaLinha(textos, fonte);
    const y = doc.y;
    if (fundo) doc.rect(MARGIN, y, WIDTH, altura).fillColor(fundo).fill();
    let x = MARGIN;
    doc.fillColor(INK).font(fonte).fontSize(FONT_SIZE);
    for (const [index, coluna] of colunas().entries()) {
      doc.text(textos[index] ?? '', x + PADDING, y + PADDING, { width: coluna.largura - 2 * PADDING });
      x += coluna.largura;
    }
    doc
      .moveTo(MARGIN, y + altura)
      .lineTo(MARGIN + WIDTH, y + altura)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + altura;
  }

  private titulosDaTabela() {
    this.linhaDaTabela(
      colunas().map((coluna) => coluna.titulo),
      BOLD,
      '#edf2f7',
    );
  }

  itens() {
    const cols = colunas();
    this.secao('Procedimentos');
    this.reserva(2 * this.alturaDaLinha(['Dente/Região'], BOLD));
    this.titulosDaTabela();
    if (this.guia.itens.length === 0) {
      this.doc
        .font(REGULAR)
        .fontSize(FONT_SIZE)
        .text('Nenhum procedimento no plano.', MARGIN, this.doc.y + 4);
      return;
    }
    for (const item of this.guia.itens) {
      const textos = cols.map((coluna) => coluna.texto(item));
      // A row that does not fit goes to a new page, under the columns' titles again.
      if (this.reserva(this.alturaDaLinha(textos, REGULAR))) this.titulosDaTabela();
      this.linhaDaTabela(textos, REGULAR, null);
    }
  }

  observacao() {
    const texto = this.guia.plano.observacao.trim();
    if (!texto) return;
    this.secao('Observação');
    this.doc
      .font(REGULAR)
      .fontSize(FONT_SIZE)
      .fillColor(INK)
      .text(texto, MARGIN, this.doc.y, { width: WIDTH });
  }

  assinaturas() {
    const { doc, guia } = this;
    // The section's title, the room to sign and four lines under each signature line stay on one page.
    this.reserva(170);
    doc.moveDown(1);
    this.secao('Assinaturas');
    const y = doc.y + 46;
    const largura = (WIDTH - 40) / 2;
    const blocos = [
      {
        x: MARGIN,
        titulo: 'Assinatura do beneficiário ou responsável',
        linhas: [guia.beneficiario.nomeSocial ?? guia.beneficiario.nome, 'Data: ___/___/______'],
      },
      {
        x: MARGIN + largura + 40,
        titulo: 'Assinatura e carimbo do cirurgião-dentista',
        linhas: [
          guia.executante.nome,
          `CRO/UF: ${guia.executante.cro}/${guia.executante.uf}`,
          'Data: ___/___/______',
        ],
      },
    ];
    let fim = y;
    for (const bloco of blocos) {
      doc
        .moveTo(bloco.x, y)
        .lineTo(bloco.x + largura, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      doc
        .font(BOLD)
        .fontSize(FONT_SIZE)
        .fillColor(INK)
        .text(bloco.titulo, bloco.x, y + 4, { width: largura });
      doc.font(REGULAR);
      for (const linha of bloco.linhas) doc.text(linha, bloco.x, doc.y + 2, { width: largura });
      fim = Math.max(fim, doc.y);
    }
    doc.x = MARGIN;
    doc.y = fim;
  }

  /**
   * 'Página n de N' and the date of issue on every page, once all pages exist; the pages after the first
   * also name the guide and the beneficiary at the top, for a sheet that comes loose.
   */
  rodapes() {
    const { doc, guia } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      if (index > range.start) {
        const nome = guia.beneficiario.nomeSocial ?? guia.beneficiario.nome;
        doc.font(REGULAR).fontSize(8).fillColor(MUTED);
        doc.text(
          `Guia de Tratamento Odontológico ${guia.plano.numeroGuiaPrestador} — ${nome} (continuação)`,
          MARGIN,
          MARGIN,
          {
            width: WIDTH,
            lineBreak: false,
          },
        );
      }
      // The footer sits below the content's bottom margin: without this pdfkit would open a new page.
      const margem = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = A4.height - MARGIN - 10;
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      doc.text(
        `Guia ${guia.plano.numeroGuiaPrestador} — emitida em ${dataHoraBr.format(guia.emitidaEm)}`,
        MARGIN,
        y,
        {
          width: WIDTH / 2,
          lineBreak: false,
        },
      );
      doc.text(`Página ${index - range.start + 1} de ${range.count}`, MARGIN + WIDTH / 2, y, {
        width: WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margem;
    }
  }
}

/** The plan as the printed A4 guide (pt-BR) the beneficiary and the dentist sign. */
export function renderGuiaPdf(guia: GuiaDoPlano): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + TOPO, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    lang: 'pt-BR',
    info: {
      Title: `Guia de Tratamento Odontológico ${guia.plano.numeroGuiaPrestador}`,
      Author: guia.executante.nome,
      CreationDate: guia.emitidaEm,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const escrita = new Guia(doc, textosImprimiveis(guia));
  escrita.cabecalho();
  escrita.odontograma();
  escrita.itens();
  escrita.observacao();
  escrita.assinaturas();
  escrita.rodapes();
  doc.end();
  return done;
}
