import { describe, expect, it } from 'vitest';
import { csvAmount, fetchAllPages, toCsv } from './csvExport';

interface Row {
  nome: string;
  valor: number;
}
const columns = [
  { header: 'Paciente', value: (row: Row) => row.nome },
  { header: 'Valor', value: (row: Row) => csvAmount(row.valor) },
];

describe('toCsv', () => {
  it('should write a BOM, ;-separated fields and CRLF lines', () => {
    expect(toCsv(columns, [{ nome: 'João', valor: 110.5 }])).toBe('\uFEFFPaciente;Valor\r\nJoão;110,50\r\n');
  });

  it('should quote fields holding the separator, quotes or line breaks', () => {
    expect(toCsv(columns, [{ nome: 'Silva; "Maria"\nfilha', valor: 1 }])).toBe(
      '\uFEFFPaciente;Valor\r\n"Silva; ""Maria""\nfilha";1,00\r\n',
    );
  });
});

describe('toCsv and formulas', () => {
  it('should write a text a spreadsheet would run as a formula as text, and numbers as they are', () => {
    const notas = [{ header: 'Nota', value: (row: { nota: string | number }) => row.nota }];
    const rows = ['=HYPERLINK("http://x","clique")', '+55 11', '-1+1', '@SUM(A1)', '\t=1', 'Maria', -45].map(
      (nota) => ({ nota }),
    );
    expect(toCsv(notas, rows).split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x"",""clique"")"`,
      "'+55 11",
      "'-1+1",
      "'@SUM(A1)",
      "'\t=1",
      'Maria',
      '-45',
    ]);
  });
});

describe('fetchAllPages', () => {
  it('should fetch every page in order', async () => {
    const asked: number[] = [];
    const rows = await fetchAllPages(async (pagina) => {
      asked.push(pagina);
      return { data: [pagina * 10], paginacao: { totalPaginas: 3 } };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual([10, 20, 30]);
  });
});
