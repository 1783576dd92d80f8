import { Button, Heading, Stack } from '@chakra-ui/react';
import { EmptyState } from '@odonto/ui';
import { Link as RouterLink } from 'react-router-dom';

/** Any other address under /auditoria. */
export function NotFoundPage() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Página não encontrada
      </Heading>
      <EmptyState
        title="O endereço não existe no console de auditoria."
        action={
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/">Voltar para a fila</RouterLink>
          </Button>
        }
      />
    </Stack>
  );
}
