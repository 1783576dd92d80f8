import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Any other address under /auditoria. */
export function NotFoundPage() {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        Página não encontrada
      </Heading>
      <Text>O endereço não existe no console de auditoria.</Text>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/">Voltar para a fila</RouterLink>
      </Link>
    </Stack>
  );
}
