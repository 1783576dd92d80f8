import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AppHome } from './RouteError';

export interface NotFoundProps {
  home: AppHome;
  /** The sentence under the title, in the app's words. */
  text: string;
}

/** The catch-all screen inside an app's signed-in layout (docs/product-rules.md#d1). */
export function NotFound({ home, text }: NotFoundProps) {
  return (
    <Stack gap="4" align="start">
      <Heading as="h1" size="2xl">
        Página não encontrada
      </Heading>
      <Text>{text}</Text>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={home.to}>Voltar para {home.name}</RouterLink>
      </Link>
    </Stack>
  );
}
