import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuiaItem } from '../src/guias/guia-do-plano';
import { odontogramaDaGuia, svgDaGuia } from '../src/guias/impressao/odontograma';
import { renderGuiaPdf, svgSemTamanho } from '../src/guias/impressao/render-guia-pdf';
import { textosImprimiveis, winAnsi } from '../src/guias/impressao/win-ansi';
import { backends } from './support/database';
import { guiaFixture, lerPdf, PANORAMICA, RESTAURACAO_16 } from './support/guias-impressao';
import { operationUrl } from './support/operations';
import { addItem, createPlan } from './support/planos';
import { login, startTestServer, type TestServer } from './support/server';

const THEME_PLANNED = '#dc2626';

/** A plan long enough to need more than one page: 30 restorations, one per tooth and code. */
function trintaItens(): GuiaItem[] {
  const dentes = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45];
  return Array.from({ length: 30 }, (_, index) => ({
    ...RESTAURACAO_16,
    id: index + 1,
    codigoTuss: String(85_100_300 + index),
    dente: dentes[index % dentes.length] ?? 11,
    descricao: `Procedimento número ${index + 1} com descrição longa o bastante para quebrar a linha da tabela`,
  }));
}

describe('the printed guide (renderGuiaPdf)', () => {
  it('should be the ANS GTO form: operator, guide numbers, fields the operator fills, beneficiary, provider', async () => {
    const pdf = await renderGuiaPdf(guiaFixture());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { paginas } = await lerPdf(pdf);
    // The form, then the Anexo de Situação Inicial on its own page.
    expect(paginas).toHaveLength(2);
    const [texto] = paginas;
    // Standard fonts in WinAnsi: the accents come back as they were written.
    expect(texto).toContain('GUIA DE TRATAMENTO ODONTOLÓGICO Odonto Saúde Operadora');
    // The emission's number (the plan code of the screens and the sequence) and the plan code.
    expect(texto).toContain('2 - Nº Guia no Prestador PTO-0042-01');
    expect(texto).toContain('Plano de tratamento PTO-0042');
    expect(texto).toContain('1 - Registro ANS 123456 3 - Nº Guia Principal Não se aplica');
    // What only the operator can fill says so instead of showing a misleading value.
    expect(texto).toContain(
      '4 - Data da Autorização Preenchido pela operadora 5 - Senha Preenchido pela operadora 6 - Data de Validade da Senha Preenchido pela operadora 7 - Nº da Guia Atribuído pela Operadora Preenchido pela operadora',
    );
    expect(texto).toContain('Criado em 20/11/2026 Válido até 18/02/2027 Emissão da guia 23/11/2026, 12:00');
    expect(texto).toContain(
      'DADOS DO BENEFICIÁRIO 8 - Número da Carteira 0001234500012 9 - Plano Plano Odonto Essencial 10 - Empresa Indústrias Ação Ltda. 11 - Telefone Não registrado no portal 12 - Nome João Conceição Ribeirão',
    );
    expect(texto).toContain('Nascimento 07/03/1985 13 - Atendimento a RN Não');
    expect(texto).toContain(
      'DADOS DO PROFISSIONAL SOLICITANTE 14 - Nome do Profissional Solicitante Dra. Márcia Gonçalves 15 - Número no CRO 12345 16 - UF SP 17 - Código CBO 223208',
    );
    expect(texto).toContain(
      'DADOS DO CONTRATADO EXECUTANTE 18 - Código na Operadora 7 19 - Nome do Contratado / Profissional Executante Dra. Márcia Gonçalves 20 - Número no CRO 12345 21 - UF SP 22 - Código CNES 9999999 23 - Código CBO 223208',
    );
    expect(texto).toContain('Guia PTO-0042-01 — emitida em 23/11/2026, 12:00; impressa em 23/11/2026, 12:30');
    expect(texto).toContain('Página 1 de 2');
  });

  it('should list each procedure with its Aut., date of performance and room for the initials, then the totals', async () => {
    const realizado = {
      ...RESTAURACAO_16,
      id: 3,
      dente: 26,
      status: 'Realizado',
      realizadoEm: new Date('2026-12-01T14:00:00Z'),
    };
    const autorizado = { ...RESTAURACAO_16, id: 4, dente: 36, faces: ['O', 'R'], status: 'Autorizado' };
    const [texto] = (
      await lerPdf(
        await renderGuiaPdf(guiaFixture({ itens: [RESTAURACAO_16, PANORAMICA, realizado, autorizado] })),
      )
    ).paginas;
    expect(texto).toContain(
      '27 - Tabela 28 - Código do procedimento 29 - Descrição 30 - Dente/Região 31 - Face 32 - Qtd. 33 - Valor R$ 34 - Franquia R$ 35 - Aut. 36 - Data de realização 37 - Assinatura/ iniciais do beneficiário',
    );
    // Awaiting: in analysis; denied: N with its reason; performed: S and the day; authorized: S and a blank.
    expect(texto).toMatch(
      /22 85100200 Restauração em resina fotopolimerizável 2 faces 16 MO 1 120,00 Não se aplica Em análise 22 81000405/,
    );
    expect(texto).toMatch(
      /\(Negado: Exame realizado há menos de 6 meses\) Arcadas Superiores e inferiores 1 65,00 Não se aplica N /,
    );
    expect(texto).toContain('26 MO 1 120,00 Não se aplica S 01/12/2026');
    // The root is no face of the form (Tabela 32): 36's line shows O only.
    expect(texto).toContain('36 O 1 120,00 Não se aplica S ___/___/____');
    // Totals of the items not denied; no co-participation here.
    expect(texto).toContain(
      '38 - Data do Término do Tratamento ___/___/______ 39 - Tipo de Atendimento 1 - Tratamento odontológico 40 - Tipo de Faturamento Não se aplica 41 - Total Quantidade 3 42 - Valor Total R$ 360,00 43 - Valor Total Franquia R$ Não se aplica',
    );
    expect(texto).toContain(
      '44 - Observação / Justificativa Paciente relata sensibilidade ao frio no dente 16.',
    );
  });

  it('should carry the declaration and the signatures of the dentists and the beneficiary', async () => {
    const [texto] = (await lerPdf(await renderGuiaPdf(guiaFixture()))).paginas;
    expect(texto).toContain('Declaro que, após ter sido devidamente esclarecido');
    expect(texto).toContain('Autorizo a operadora a pagar');
    expect(texto).toMatch(
      /45\/46 - Data e assinatura do cirurgião- ?dentista solicitante Dra. Márcia Gonçalves CRO\/UF: 12345\/SP Data: ___\/___\/______/,
    );
    expect(texto).toMatch(
      /47\/48 - Data e assinatura do cirurgião- ?dentista executante Dra. Márcia Gonçalves/,
    );
    expect(texto).toContain(
      '49/50 - Data e assinatura do beneficiário ou responsável João Conceição Ribeirão Data: ___/___/______',
    );
  });

  it('should put the Anexo de Situação Inicial on its own page, numbered after the guide', async () => {
    const [, anexo] = (await lerPdf(await renderGuiaPdf(guiaFixture()))).paginas;
    expect(anexo).toContain(
      'ANEXO DE SITUAÇÃO INICIAL Odonto Saúde Operadora 1 - Registro ANS 123456 2 - Nº Guia Referenciada PTO-0042-01 3 - Nº Guia do Anexo SI-PTO-0042-01',
    );
    expect(anexo).toContain(
      '5 - Número da Carteira 0001234500012 6 - Nome do Beneficiário João Conceição Ribeirão',
    );
    expect(anexo).toContain('26: E (Extração indicada) 36: R (Restaurado)');
    // The portal does not record these answers: the form says so.
    expect(anexo).toContain(
      'Sinais clínicos de doença periodontal Não registrado no portal Alteração de tecidos moles Não registrado no portal',
    );
    expect(anexo).toContain('Data e assinatura do beneficiário ou responsável João Conceição Ribeirão');
    expect(anexo).toContain('Página 2 de 2');
    const semSituacao = guiaFixture({
      situacaoInicial: {
        dentes: [],
        doencaPeriodontal: true,
        alteracaoTecidoMole: false,
        observacao: 'Bruxismo.',
        completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
      },
    });
    const [, vazio] = (await lerPdf(await renderGuiaPdf(semSituacao))).paginas;
    expect(vazio).toContain('Situação inicial não registrada no portal para este beneficiário.');
    expect(vazio).toContain(
      'Sinais clínicos de doença periodontal Sim Alteração de tecidos moles Não Observação Bruxismo.',
    );
  });

  it('should say so when printed before any emission: the plan code, no annex number', async () => {
    const guia = guiaFixture();
    guia.plano.numeroGuiaPrestador = guia.plano.codigo;
    guia.plano.numeroEmitidoEm = null;
    const [texto, anexo] = (await lerPdf(await renderGuiaPdf(guia))).paginas;
    expect(texto).toContain('2 - Nº Guia no Prestador PTO-0042 (guia TISS ainda não emitida)');
    expect(texto).toContain('Emissão da guia Ainda não emitida');
    expect(texto).toContain('Plano PTO-0042 — guia TISS ainda não emitida; impressa em 23/11/2026, 12:30');
    expect(anexo).toContain(
      '2 - Nº Guia Referenciada PTO-0042 (guia TISS ainda não emitida) 3 - Nº Guia do Anexo Não se aplica',
    );
  });

  it('should draw the chart on the annex as vector paths, with the planned colour only when a tooth has an item', async () => {
    const comDente = await lerPdf(await renderGuiaPdf(guiaFixture()));
    const semDente = await lerPdf(await renderGuiaPdf(guiaFixture({ itens: [PANORAMICA] })));
    const operadores = comDente.operadores[1];
    // 32 teeth of five faces, a root and a number each: hundreds of paths, no image.
    expect(operadores?.constructPath).toBeGreaterThan(32 * 6);
    expect(operadores?.paintImageXObject).toBeUndefined();
    // Every permanent tooth's number is on the page.
    for (const dente of [18, 11, 21, 28, 48, 41, 31, 38])
      expect(comDente.paginas[1]).toMatch(new RegExp(`\\b${dente}\\b`));
    expect(comDente.cores[1]?.has(THEME_PLANNED)).toBe(true);
    expect(semDente.cores[1]?.has(THEME_PLANNED)).toBe(false);
  });

  it('should name the social name, the requesting dentist, the co-participation and a region when there are', async () => {
    const guia = guiaFixture({
      beneficiario: { ...guiaFixture().beneficiario, nomeSocial: 'Joana Conceição' },
      solicitante: { nome: 'Dr. Sérgio Araújo', cro: '67890', uf: 'MG' },
      itens: [{ ...PANORAMICA, regiao: 'AS', status: 'Autorizado', motivo: null }],
    });
    guia.plano.coparticipacao = { percentual: 30 };
    const [texto] = (await lerPdf(await renderGuiaPdf(guia))).paginas;
    expect(texto).toContain('Nome social Joana Conceição');
    expect(texto).toContain(
      '14 - Nome do Profissional Solicitante Dr. Sérgio Araújo 15 - Número no CRO 67890 16 - UF MG',
    );
    expect(texto).toContain('Arco Superior 1 65,00 19,50 S');
    expect(texto).toContain('42 - Valor Total R$ 65,00 43 - Valor Total Franquia R$ 19,50');
    // Radiology only: the type of care says so.
    expect(texto).toContain('39 - Tipo de Atendimento 2 - Exame radiológico');
    // The beneficiary signs with the social name.
    expect(texto).toContain('49/50 - Data e assinatura do beneficiário ou responsável Joana Conceição Data:');
  });

  it('should continue a long plan on the next pages, with the columns again and the pages counted', async () => {
    const itens = trintaItens();
    const { paginas } = await lerPdf(await renderGuiaPdf(guiaFixture({ itens })));
    expect(paginas.length).toBeGreaterThanOrEqual(3);
    const formulario = paginas.slice(0, -1);
    paginas.forEach((texto, index) => {
      expect(texto).toContain(`Página ${index + 1} de ${paginas.length}`);
    });
    for (const texto of formulario)
      expect(texto).toContain('27 - Tabela 28 - Código do procedimento 29 - Descrição');
    const todas = formulario.join(' ');
    for (const item of itens) {
      expect(todas.split(` ${item.codigoTuss} `)).toHaveLength(2);
    }
    expect(formulario.at(-1)).toContain('49/50 - Data e assinatura do beneficiário ou responsável');
    expect(paginas.at(-1)).toContain('ANEXO DE SITUAÇÃO INICIAL');
    // A loose sheet says whose guide it is.
    for (const texto of paginas.slice(1)) {
      expect(texto).toContain(
        'Guia de Tratamento Odontológico PTO-0042-01 — João Conceição Ribeirão (continuação)',
      );
    }
  });

  // Thirty PDFs of the whole form and its annex: slower than the default timeout on a busy machine.
  it('should keep the content above the footer and the signatures together, whatever the number of items', async () => {
    // A4 is 841.89 points high; the content ends 64 points above the bottom edge (margin and footer).
    const fimDoConteudo = 841.89 - 64;
    const rodape = /^(Página \d+ de \d+|Guia PTO-0042-01 — emitida em .*)$/;
    for (let quantos = 1; quantos <= 30; quantos++) {
      const { paginas, linhas } = await lerPdf(
        await renderGuiaPdf(guiaFixture({ itens: trintaItens().slice(0, quantos) })),
      );
      for (const pagina of linhas) {
        for (const { texto, y } of pagina) {
          if (rodape.test(texto)) expect(y, texto).toBeGreaterThan(fimDoConteudo);
          else expect(y, `${quantos} itens: ${texto}`).toBeLessThanOrEqual(fimDoConteudo);
        }
      }
      const ultimaDoFormulario = paginas.at(-2) ?? '';
      expect(ultimaDoFormulario, `${quantos} itens`).toMatch(
        /Declaro que, após .* 45\/46 - Data e assinatura do cirurgião- ?dentista solicitante .* 49\/50 - Data e assinatura do beneficiário ou responsável João Conceição Ribeirão Data: ___\/___\/______/,
      );
    }
  }, 120_000);

  it('should keep a picture of the first page for review (written to docs/ when GUIA_PNG asks)', async () => {
    const pdf = await lerPdf(await renderGuiaPdf(guiaFixture()));
    const png = await pdf.primeiraPaginaPng(1.5);
    // A PNG of the A4 page (595 x 842 points at 1.5).
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      Math.ceil(595.28 * 1.5),
      Math.ceil(841.89 * 1.5),
    ]);
    if (process.env.GUIA_PNG) {
      const destino = path.resolve(import.meta.dirname, '../../../docs/guia-impressa-pagina-1.png');
      await mkdir(path.dirname(destino), { recursive: true });
      await writeFile(destino, png);
    }
  });
});

describe('text the standard fonts can print (winAnsi)', () => {
  it('should keep Portuguese and WinAnsi punctuation, strip other accents and replace the rest', () => {
    expect(winAnsi('Ação “ótima” – 30% € ñ ü ß º')).toBe('Ação “ótima” – 30% € ñ ü ß º');
    expect(winAnsi('Łódź ő ≠ 😀\tfim\nlinha')).toBe('?ódz o = ? fim\nlinha');
  });

  it('should make every text of the guide printable and leave its dates and numbers as they are', () => {
    const guia = guiaFixture();
    guia.beneficiario.nome = 'Zoë Ŵilson 😀';
    const imprimivel = textosImprimiveis(guia);
    expect(imprimivel.beneficiario.nome).toBe('Zoë Wilson ?');
    expect(imprimivel.itens[0]?.faces).toEqual(['M', 'O']);
    expect(imprimivel.plano.criadoEm).toBeInstanceOf(Date);
    expect(imprimivel.plano.criadoEm.getTime()).toBe(guia.plano.criadoEm.getTime());
    expect(imprimivel.plano.coparticipacao).toBeNull();
    expect(imprimivel.itens[0]?.quantidade).toBe(1);
  });

  it('should print an observation with characters outside WinAnsi without garbling the rest', async () => {
    const guia = guiaFixture();
    guia.plano.observacao = 'Dor 😀 ≠ “frio” — dente 16';
    const [texto] = (await lerPdf(await renderGuiaPdf(guia))).paginas;
    expect(texto).toContain('Dor ? = “frio” — dente 16');
  });
});

describe("the guide's odontogram", () => {
  it("should mark the items' teeth and faces with their status, and leave out items placed on no tooth", () => {
    const guia = guiaFixture({
      itens: [
        RESTAURACAO_16,
        PANORAMICA,
        { ...RESTAURACAO_16, id: 3, dente: 36, faces: ['O'], status: 'Negado', motivo: 'Carência' },
        { ...RESTAURACAO_16, id: 4, dente: 48, faces: [], descricao: 'Exodontia simples de permanente' },
        { ...RESTAURACAO_16, id: 5, dente: 11, faces: [], status: 'Realizado', descricao: 'Tratamento' },
      ],
    });
    const opcoes = odontogramaDaGuia(guia);
    expect(opcoes.markers).toEqual([
      { tooth: 16, faces: ['M', 'O'], root: false, kind: 'planned', status: 'planned' },
      { tooth: 36, faces: ['O'], root: false, kind: 'planned', status: 'denied' },
      { tooth: 48, faces: [], root: false, kind: 'extraction', status: 'planned' },
      { tooth: 11, faces: [], root: false, kind: 'planned', status: 'performed' },
    ]);
    expect(opcoes.conditions).toEqual({ 26: 'E', 36: 'R' });
    expect(opcoes.dentition).toBe('permanent');
  });

  it('should draw both dentitions when a deciduous tooth is involved', () => {
    const guia = guiaFixture({ itens: [{ ...RESTAURACAO_16, dente: 55 }] });
    expect(odontogramaDaGuia(guia).dentition).toBe('mixed');
  });

  it("should give the PDF a chart with 16's mesial and occlusal faces planned, and 16 alone", () => {
    const svg = svgDaGuia(guiaFixture());
    expect(svg).toContain('<title>Dente 16, face mesial, 1 procedimento planejado</title>');
    expect(svg).toContain('<title>Dente 16, face oclusal, 1 procedimento planejado</title>');
    expect(svg).toContain('<title>Dente 16, face distal</title>');
    expect(svg.match(/procedimento planejado<\/title>/g)).toHaveLength(3);
  });

  it('should let the chart scale to its box: no root size, the proportion of its viewBox', () => {
    const { svg, proporcao } = svgSemTamanho(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="10" height="10"/></svg>',
    );
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"><rect width="10" height="10"/></svg>',
    );
    expect(proporcao).toBe(0.5);
    expect(() => svgSemTamanho('<svg width="1" height="1"></svg>')).toThrow(
      'O odontograma exportado não tem viewBox.',
    );
  });
});

describe.each(backends)("issue #16's acceptance through the server on %s", (backend) => {
  let server: TestServer;
  let token: string;
  let planoId: number;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { OPERADORA_REGISTRO_ANS: '345678' } });
    token = (await login(server, '12345')).accessToken;
    planoId = await createPlan(server, token);
    // The default item is the 2-face resin restoration on 16, faces M,O.
    await addItem(server, token, planoId);
    await addItem(server, token, planoId, { codTuss: '81000405', idDente: null, faces: null });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should print both lines, the chart with 16 marked and both signature lines', async () => {
    const url = `${server.baseUrl}${operationUrl('getPlanoTratamentoImpressao', { path: { id: planoId } })}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { paginas, operadores, cores } = await lerPdf(new Uint8Array(await response.arrayBuffer()));
    expect(paginas).toHaveLength(2);
    const [texto, anexo] = paginas;
    expect(texto).toMatch(/ 22 85100200 Restauração em resina fotopolimerizável 2 faces 16 MO 1 /);
    expect(texto).toMatch(
      / 22 81000405 Radiografia panorâmica de mandíbula\/ ?maxila \(ortopantomografia\) Arcadas Superiores e inferiores 1 /,
    );
    expect(texto).toContain('1 - Registro ANS 345678');
    expect(texto).toContain('12 - Nome Maria da Silva');
    // Printed before any emission: the plan code of the screens, and the paper says the guide is not emitted.
    const codigo = `PTO-${String(planoId).padStart(4, '0')}`;
    expect(texto).toContain(`2 - Nº Guia no Prestador ${codigo} (guia TISS ainda não emitida)`);
    expect(texto).toContain(
      '19 - Nome do Contratado / Profissional Executante Dra. Ana Souza 20 - Número no CRO 12345',
    );
    expect(texto).toContain(
      '49/50 - Data e assinatura do beneficiário ou responsável Maria da Silva Data: ___/___/______',
    );
    expect(texto).toMatch(
      /47\/48 - Data e assinatura do cirurgião- ?dentista executante Dra. Ana Souza CRO\/UF: 12345\/SP/,
    );
    // The chart on the annex, drawn as vector, with the planned colour of 16's marker.
    const grafico = /ODONTOGRAMA (.*) SITUAÇÃO CLÍNICA/.exec(anexo ?? '')?.[1] ?? '';
    for (const dente of [18, 16, 11, 21, 28, 48, 41, 31, 38])
      expect(grafico.split(' ')).toContain(String(dente));
    expect(operadores[1]?.constructPath).toBeGreaterThan(32 * 6);
    expect(cores[1]?.has(THEME_PLANNED)).toBe(true);
  });

  it('should print the number of the last emission once the guide is emitted, the same the XML carries', async () => {
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const xml = await fetch(
      `${server.baseUrl}${operationUrl('getPlanoTratamentoTiss', { path: { id: planoId } })}`,
      auth,
    );
    expect(xml.status).toBe(200);
    const numero = xml.headers.get('numero-guia');
    expect(numero).toBe(`PTO-${String(planoId).padStart(4, '0')}-01`);
    const url = `${server.baseUrl}${operationUrl('getPlanoTratamentoImpressao', { path: { id: planoId } })}`;
    const response = await fetch(url, auth);
    const [texto, anexo] = (await lerPdf(new Uint8Array(await response.arrayBuffer()))).paginas;
    expect(texto).toContain(`2 - Nº Guia no Prestador ${numero}`);
    expect(anexo).toContain(`2 - Nº Guia Referenciada ${numero} 3 - Nº Guia do Anexo SI-${numero}`);
  });
});
