import { Link, type LinkProps } from '@chakra-ui/react';
import type { LoteResumo } from '@odonto/api';
import { Link as RouterLink } from 'react-router-dom';

/** The batch's screen. */
export const lotePath = (idLote: number) => `/faturamento/lotes/${idLote}`;

export interface LoteLinkProps extends Omit<LinkProps, 'asChild' | 'children'> {
  lote: Pick<LoteResumo, 'idLote' | 'numeroLote'>;
}

/**
 * 'Lote 000012', leading to the batch's screen: Faturamento, Glosas and Financeiro link their rows so. Its own
 * module: the screens that link a batch do not load the Faturamento screen with it.
 */
export function LoteLink({ lote, ...props }: LoteLinkProps) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" {...props}>
      <RouterLink to={lotePath(lote.idLote)}>{`Lote ${lote.numeroLote}`}</RouterLink>
    </Link>
  );
}
