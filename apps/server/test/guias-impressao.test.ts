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
  it("should show issue #16's plan: both lines, the people, the dates and both signature lines", async () => {
    const pdf = await renderGuiaPdf(guiaFixture());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { paginas } = await lerPdf(pdf);
    expect(paginas).toHaveLength(1);
    const [texto] = paginas;
    // The restoration's line and the radiograph's, with their codes and descriptions.
    expect(texto).toMatch(
      /16 M, O 85100200 Restauração em resina fotopolimerizável 2 faces 1 Aguardando Aprovação/,
    );
    expect(texto).toMatch(
      /Arcadas Superiores e inferiores 81000405 Radiografia panorâmica de mandíbula\/ maxila \(ortopantomografia\) 1 Negado: Exame realizado há menos de 6 meses/,
    );
    // Standard fonts in WinAnsi: the accents come back as they were written.
    expect(texto).toContain('Guia de Tratamento Odontológico');
    expect(texto).toContain('Nome: João Conceição Ribeirão');
    expect(texto).toContain('Odonto Saúde Operadora — Registro ANS 123456');
    expect(texto).toContain('Executante: Dra. Márcia Gonçalves CRO/UF: 12345/SP');
    expect(texto).toContain('Carteira: 0001234500012');
    // Dates in pt-BR, Brasília time; the birth date as recorded.
    expect(texto).toContain('Criado em: 20/11/2026 Válido até: 18/02/2027 Situação: Pendente');
    expect(texto).toContain('Nascimento: 07/03/1985');
    expect(texto).toContain('Guia 42 — emitida em 23/11/2026, 12:30');
    expect(texto).toContain('Paciente relata sensibilidade ao frio no dente 16.');
    expect(texto).toContain(
      'Assinatura do beneficiário ou responsável João Conceição Ribeirão Data: ___/___/______',
    );
    expect(texto).toContain(
      'Assinatura e carimbo do cirurgião-dentista Dra. Márcia Gonçalves CRO/UF: 12345/SP Data: ___/___/______',
    );
    expect(texto).toContain('Página 1 de 1');
    // No co-participation on this plan, and no requesting dentist.
    expect(texto).not.toContain('Coparticipação');
    expect(texto).not.toContain('Solicitante');
  });

  it('should draw the chart as vector paths, with the planned colour only when a tooth has an item', async () => {
    const comDente = await lerPdf(await renderGuiaPdf(guiaFixture()));
    const semDente = await lerPdf(await renderGuiaPdf(guiaFixture({ itens: [PANORAMICA] })));
    const [operadores] = comDente.operadores;
    // 32 teeth of five faces, a root and a number each: hundreds of paths, no image.
    expect(operadores?.constructPath).toBeGreaterThan(32 * 6);
    expect(operadores?.paintImageXObject).toBeUndefined();
    // Every permanent tooth's number is on the page.
    for (const dente of [18, 11, 21, 28, 48, 41, 31, 38])
      expect(comDente.paginas[0]).toMatch(new RegExp(`\\b${dente}\\b`));
    expect(comDente.cores[0]?.has(THEME_PLANNED)).toBe(true);
    expect(semDente.cores[0]?.has(THEME_PLANNED)).toBe(false);
  });

  it('should name the social name, the requesting dentist, the co-participation and a region when there are', async () => {
    const guia = guiaFixture({
      beneficiario: { ...guiaFixture().beneficiario, nomeSocial: 'Joana Conceição' },
      solicitante: { nome: 'Dr. Sérgio Araújo', cro: '67890', uf: 'MG' },
      itens: [{ ...PANORAMICA, regiao: 'AS', status: 'Autorizado', motivo: null }],
    });
    guia.plano.coparticipacao = { percentual: 30 };
    const [texto] = (await lerPdf(await renderGuiaPdf(guia))).paginas;
    expect(texto).toContain('Nome social: Joana Conceição');
    expect(texto).toContain('Solicitante: Dr. Sérgio Araújo CRO/UF: 67890/MG');
    expect(texto).toContain('Coparticipação: 30%');
    expect(texto).toContain('Arco Superior 81000405');
    // The beneficiary signs with the social name.
    expect(texto).toContain('Assinatura do beneficiário ou responsável Joana Conceição Data:');
  });

  it('should continue a long plan on the next pages, with the columns again and the pages counted', async () => {
    const itens = trintaItens();
    const { paginas } = await lerPdf(await renderGuiaPdf(guiaFixture({ itens })));
    expect(paginas.length).toBeGreaterThanOrEqual(2);
    paginas.forEach((texto, index) => {
      expect(texto).toContain(`Página ${index + 1} de ${paginas.length}`);
      expect(texto).toContain('Dente/Região Faces Código TUSS Procedimento Qtd. Situação');
    });
    const todas = paginas.join(' ');
    for (const item of itens) {
      expect(todas.split(` ${item.codigoTuss} `)).toHaveLength(2);
    }
    expect(paginas.at(-1)).toContain('Assinatura e carimbo do cirurgião-dentista');
    // A loose sheet says whose guide it is.
    for (const texto of paginas.slice(1)) {
      expect(texto).toContain('Guia de Tratamento Odontológico 42 — João Conceição Ribeirão (continuação)');
    }
  });

  it('should keep the content above the footer and the signatures together, whatever the number of items', async () => {
    // A4 is 841.89 points high; the content ends 64 points above the bottom edge (margin and footer).
    const fimDoConteudo = 841.89 - 64;
    const rodape = /^(Página \d+ de \d+|Guia 42 — emitida em .*)$/;
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
      const ultima = paginas.at(-1) ?? '';
      expect(ultima, `${quantos} itens`).toMatch(
        /ASSINATURAS Assinatura do beneficiário ou responsável João Conceição Ribeirão Data: ___\/___\/______ Assinatura e carimbo do cirurgião-dentista Dra. Márcia Gonçalves CRO\/UF: 12345\/SP Data: ___\/___\/______/,
      );
    }
  });

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
    expect(paginas).toHaveLength(1);
    const [texto] = paginas;
    expect(texto).toMatch(/ 16 M, O 85100200 Restauração em resina fotopolimerizável 2 faces 1 /);
    expect(texto).toMatch(
      / Arcadas Superiores e inferiores 81000405 Radiografia panorâmica de mandíbula\/ maxila \(ortopantomografia\) 1 /,
    );
    expect(texto).toContain('Registro ANS 345678');
    expect(texto).toContain('Nome: Maria da Silva');
    expect(texto).toContain(`Nº da guia no prestador: ${planoId}`);
    expect(texto).toContain('Executante: Dra. Ana Souza CRO/UF: 12345/SP');
    expect(texto).toContain('Assinatura do beneficiário ou responsável Maria da Silva Data: ___/___/______');
    expect(texto).toContain('Assinatura e carimbo do cirurgião-dentista Dra. Ana Souza CRO/UF: 12345/SP');
    // The chart, drawn as vector, with the planned colour of 16's marker.
    const grafico = /ODONTOGRAMA (.*) PROCEDIMENTOS/.exec(texto ?? '')?.[1] ?? '';
    for (const dente of [18, 16, 11, 21, 28, 48, 41, 31, 38])
      expect(grafico.split(' ')).toContain(String(dente));
    expect(operadores[0]?.constructPath).toBeGreaterThan(32 * 6);
    expect(cores[0]?.has(THEME_PLANNED)).toBe(true);
  });
});
