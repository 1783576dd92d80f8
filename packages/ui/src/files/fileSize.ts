const kilobytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A file size in kilobytes (1 KB = 1024 bytes), pt-BR digits: '245,3 KB'. */
export function formatFileSizeKb(bytes: number): string {
  return `${kilobytes.format(bytes / 1024)} KB`;
}
