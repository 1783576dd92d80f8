import { Heading, Link, Stack } from '@chakra-ui/react';
import { LoadStatus, ScreenLoadError } from '@odonto/ui';
import { Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router-dom';

/**
 * The `errorElement` of every route: a pt-BR message instead of the router's English default. 'Tentar
 * novamente' opens the same address again (a new location resets the error boundary); a screen whose code
 * did not download is retried by reloading the page.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const retry = () => {
    if (error instanceof ScreenLoadError) window.location.reload();
    else void navigate({ pathname, search }, { replace: true });
  };
  return (
    <Stack gap="4" align="start" maxW="2xl" p={{ base: '4', md: '8' }}>
      <Heading as="h1" size="2xl">
        Algo deu errado
      </Heading>
      <LoadStatus
        error="Não foi possível mostrar esta tela. Verifique sua conexão e tente novamente."
        onRetry={retry}
      />
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/">Voltar para a fila</RouterLink>
      </Link>
    </Stack>
  );
}
