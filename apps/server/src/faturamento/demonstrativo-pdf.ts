import { formatCardNumber } from '@odonto/contract';
import PDFDocument from 'pdfkit';
import { diaBrasileiro } from '../ciclo-de-vida/prazos/dias';
import { textosImprimiveis } from '../guias/impressao/win-ansi';
import type { FormaPagamento } from './schema';
import { FORMA_DE_PAGAMENTO, textoEmReais } from './valores/em-reais';

const primeiraMaiuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** An item of the statement as the PDF prints it (values in reais). */
export interface LinhaDoDemonstrativo {
  procedimento: string;
  local: string;
  dataRealizacao: string;
  informado: number;
  glosado: number;
  liberado: number;
  /** 'code – official text. note' when glosado; null when paid in full. */
  glosa: string | null;
}

/** The paid batch's statement as the dentist reads and files it. */
export interface DemonstrativoImpresso {
  numeroDemonstrativo: string;
  emitidoEm: Date;
  operadora: { nome: string; registroANS: string; cnpj: string };
  dentista: { nome: string; cro: string; uf: string };
  numeroLote: string;
  protocolo: string;
  /** yyyy-mm-dd. */
  dataPagamento: string;
  formaPagamento: FormaPagamento;
  guias: {
    numeroGuiaPrestador: string;
    beneficiario: string;
    carteira: string;
    linhas: LinhaDoDemonstrativo[];
  }[];
  totais: { informado: number; glosado: number; coparticipacao: number; liberado: number };
  /** The appeals' accepted amounts this statement pays (reais). */
  creditos: { descricao: string; valor: number }[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 20;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MUTED = '#4a5568';
const RULE = '#a0aec0';

const dataHoraBr = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});
const cnpj = (digits: string) => digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** Columns of the items' table: x offset and width within the content. */
const COLUNAS = [
  { titulo: 'Procedimento', largura: 190 },
  { titulo: 'Dente/região', largura: 70 },
  { titulo: 'Realização', largura: 58 },
  { titulo: 'Informado', largura: 65 },
  { titulo: 'Glosado', largura: 65 },
  { titulo: 'Liberado', largura: 67 },
] as const;

function linhaDeTabela(doc: PDFKit.PDFDocument, valores: readonly string[], fonte: string) {
  const y = doc.y;
  let x = MARGIN;
  let altura = 0;
  doc.font(fonte).fontSize(8);
  valores.forEach((valor, index) => {
    const largura = COLUNAS[index]?.largura ?? 60;
    const alinhamento = index >= 3 ? 'right' : 'left';
    altura = Math.max(altura, doc.heightOfString(valor, { width: largura - 4 }));
    doc.text(valor, x, y, { width: largura - 4, align: alinhamento });
    x += largura;
  });
  doc.y = y + altura + 3;
  doc.x = MARGIN;
}

/**
 * The payment statement of a paid batch as an A4 PDF in pt-BR: the operator, the dentist, the batch and its
 * protocol, the day and method of the payment; per guide each item with its informed, glosado and released
 * values and the glosa's code and note; the totals (released = informed - glosado). The same figures as the
 * TISS demonstrativoPagamentoOdonto of the batch.
 */
export function renderDemonstrativoPdf(dados: DemonstrativoImpresso): Promise<Buffer> {
  const d = textosImprimiveis(dados);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    lang: 'pt-BR',
    info: {
      Title: `Demonstrativo de pagamento ${d.numeroDemonstrativo} - Lote ${d.numeroLote}`,
      Author: d.operadora.nome,
      CreationDate: dados.emitidoEm,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font(BOLD).fontSize(14).text('Demonstrativo de pagamento odontológico', { width: WIDTH });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(`${d.operadora.nome} · Registro ANS ${d.operadora.registroANS} · CNPJ ${cnpj(d.operadora.cnpj)}`, {
    width: WIDTH,
  });
  doc.moveDown(0.6).fillColor('black').fontSize(10);
  const campos: [string, string][] = [
    ['Demonstrativo', d.numeroDemonstrativo],
    ['Emitido em', dataHoraBr.format(dados.emitidoEm)],
    ['Dentista', `${d.dentista.nome} · CRO-${d.dentista.uf} ${d.dentista.cro}`],
    ['Lote', `${d.numeroLote} · protocolo ${d.protocolo}`],
    [
      'Pagamento',
      `${diaBrasileiro(d.dataPagamento)} · ${primeiraMaiuscula(FORMA_DE_PAGAMENTO[dados.formaPagamento])}`,
    ],
  ];
  for (const [rotulo, valor] of campos) {
    doc.font(BOLD).text(`${rotulo}: `, { continued: true }).font(REGULAR).text(valor);
  }

  for (const guia of d.guias) {
    if (doc.y > BOTTOM - 80) doc.addPage();
    doc.moveDown(0.8);
    doc
      .font(BOLD)
      .fontSize(10)
      .text(
        `Guia ${guia.numeroGuiaPrestador} · ${guia.beneficiario} · carteira ${formatCardNumber(guia.carteira)}`,
        MARGIN,
        doc.y,
        { width: WIDTH },
      );
    doc.moveDown(0.2);
    linhaDeTabela(
      doc,
      COLUNAS.map((coluna) => coluna.titulo),
      BOLD,
    );
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor(RULE)
      .stroke();
    doc.y += 2;
    for (const linha of guia.linhas) {
      if (doc.y > BOTTOM - 30) doc.addPage();
      linhaDeTabela(
        doc,
        [
          linha.procedimento,
          linha.local,
          diaBrasileiro(linha.dataRealizacao),
          textoEmReais(linha.informado),
          textoEmReais(linha.glosado),
          textoEmReais(linha.liberado),
        ],
        REGULAR,
      );
      if (linha.glosa) {
        doc
          .font(REGULAR)
          .fontSize(8)
          .fillColor(MUTED)
          .text(`Glosa ${linha.glosa}`, MARGIN + 10, doc.y, { width: WIDTH - 10 });
        doc.fillColor('black');
        doc.y += 2;
        doc.x = MARGIN;
      }
    }
  }

  if (d.creditos.length > 0) {
    if (doc.y > BOTTOM - 40 - 14 * d.creditos.length) doc.addPage();
    doc.moveDown(0.8).font(BOLD).fontSize(10).text('Créditos de recursos de glosa aceitos', MARGIN, doc.y);
    doc.font(REGULAR).fontSize(9);
    for (const credito of d.creditos) {
      doc.text(`${credito.descricao}: ${textoEmReais(credito.valor)}`, MARGIN, doc.y, { width: WIDTH });
    }
  }

  const creditos = d.creditos.reduce((total, credito) => total + Math.round(credito.valor * 100), 0) / 100;
  if (doc.y > BOTTOM - 110) doc.addPage();
  doc.moveDown(1).fontSize(10);
  const totais: [string, number][] = [
    ['Valor informado', d.totais.informado],
    ['Valor glosado', d.totais.glosado],
    ['Coparticipação dos beneficiários', d.totais.coparticipacao],
    ['Valor liberado (informado - glosado)', d.totais.liberado],
    ...(creditos > 0
      ? ([
          ['Créditos de recursos', creditos],
          ['Valor recebido (liberado + créditos)', d.totais.liberado + creditos],
        ] as [string, number][])
      : []),
  ];
  for (const [rotulo, valor] of totais) {
    doc
      .font(BOLD)
      .text(`${rotulo}: `, MARGIN, doc.y, { continued: true })
      .font(REGULAR)
      .text(textoEmReais(valor));
  }
  doc.moveDown(0.8).fontSize(8).fillColor(MUTED);
  doc.text(
    'Os mesmos valores estão na mensagem TISS demonstrativoPagamentoOdonto deste lote (XML), validada contra o XSD da ANS (TISS 4.01.00).',
    MARGIN,
    doc.y,
    { width: WIDTH },
  );
  doc.end();
  return done;
}
