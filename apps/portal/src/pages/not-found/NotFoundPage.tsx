import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The catch-all inside the protected layout (docs/product-rules.md#d1). */
export function NotFoundPage() {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        Página não encontrada
      </Heading>
      <Text>A página que você está procurando não existe ou foi movida.</Text>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/dashboard">Voltar para o Dashboard</RouterLink>
      </Link>
    </Stack>
  );
}
