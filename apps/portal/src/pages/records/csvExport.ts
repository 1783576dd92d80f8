/** One CSV column: its header and how a record fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number;
}

const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as the spreadsheet reads it: two decimals after a comma, no currency sign ('110,50'). */
export const csvAmount = (value: number): string => decimal.format(value);

/**
 * A text a spreadsheet would run as a formula ('=HYPERLINK(...)', '+', '-', '@', or a tab or carriage return
 * before one) is written with a leading apostrophe, which the spreadsheet shows as text (OWASP CSV injection):
 * names and notes come from people. Numbers are written as they are.
 */
const neutralised = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);

const quote = (value: string | number) => {
  const text = neutralised(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * A CSV as spreadsheets in Brazil open it: ';' between fields (',' is the decimal separator), CRLF lines
 * and a byte order mark so accents survive.
 */
export function toCsv<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: ReadonlyArray<Row>): string {
  const lines = [
    columns.map((column) => quote(column.header)).join(';'),
    ...rows.map((row) => columns.map((column) => quote(column.value(row))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A page as the list operations answer it. */
interface Page<Row> {
  data: Row[];
  paginacao: { totalPaginas: number };
}

/** Every page of a filtered list, one after the other; rejects when a page cannot be fetched. */
export async function fetchAllPages<Row>(fetchPage: (pagina: number) => Promise<Page<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pagina = 1; ; pagina += 1) {
    const page = await fetchPage(pagina);
    rows.push(...page.data);
    if (pagina >= page.paginacao.totalPaginas) return rows;
  }
}
