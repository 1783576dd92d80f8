import { formatCnpj as maskCnpj, formatCpf as maskCpf } from '@brazilian-utils/brazilian-utils';

/** CPF with its mask (000.000.000-00); a partial value is masked as far as it goes, as while typing. */
export function formatCpf(value: string | null | undefined): string {
  return value ? maskCpf(value) : '';
}

/** CNPJ with its mask (00.000.000/0000-00); a partial value is masked as far as it goes. */
export function formatCnpj(value: string | null | undefined): string {
  return value ? maskCnpj(value) : '';
}
