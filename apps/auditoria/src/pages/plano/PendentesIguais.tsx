import { Link, Text } from '@chakra-ui/react';
import type { PendenteIgual } from '@odonto/api';
import { formatPlanCode } from '@odonto/ui';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The flag on an item whose procedure, on the same tooth and faces or region, waits for a decision in
 * another plan of the same beneficiary (the server finds them): authorizing both would pay it twice. Each
 * names the other plan, a link to that item in the console.
 */
export function PendentesIguais({ iguais }: { iguais: readonly PendenteIgual[] }) {
  if (iguais.length === 0) return null;
  return iguais.map((igual) => (
    <Text key={igual.idProcedimentoItemIgual} fontSize="sm" fontWeight="semibold">
      Procedimento igual pendente no plano{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={`/planos/${igual.idPlanoTratamento}?item=${igual.idProcedimentoItemIgual}`}>
          {formatPlanCode(igual.idPlanoTratamento)}
        </RouterLink>
      </Link>
    </Text>
  ));
}
