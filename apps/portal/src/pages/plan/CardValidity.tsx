import { Text } from '@chakra-ui/react';
import type { Beneficiario } from '@odonto/api';
import { cardValidity } from './new/beneficiary';

/** 'Carteira válida até 31/01/2027', or, in red, 'Carteira vencida em 31/10/2026'. */
export function CardValidity({ beneficiario }: { beneficiario: Beneficiario }) {
  return (
    <Text
      as="span"
      color={beneficiario.carteiraVencida ? 'fg.error' : undefined}
      fontWeight={beneficiario.carteiraVencida ? 'semibold' : undefined}
    >
      {cardValidity(beneficiario)}
    </Text>
  );
}
