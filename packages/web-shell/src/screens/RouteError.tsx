import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ScreenLoadError } from '@odonto/ui';
import { Link as RouterLink, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';

/** Where an app's error and not-found screens send people back to. */
export interface AppHome {
  /** The address, inside the router's basename ('/dashboard', '/'). */
  to: string;
  /** Its name after 'Voltar para' and 'volte para': 'o Dashboard', 'a fila'. */
  name: string;
}

export interface RouteErrorViewProps {
  /** Shows the screen again (a new render, or a reload when its code did not arrive). */
  onRetry: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  home: AppHome;
}

/** What a screen shows in place of its content when it failed (no English default of the router). */
export function RouteErrorView({ onRetry, retrying = false, home }: RouteErrorViewProps) {
  return (
    <Stack
      gap="4"
      align="start"
      role="alert"
      aria-labelledby="erro-da-tela"
      maxW="2xl"
      p={{ base: '4', md: '8' }}
    >
      <Heading as="h1" size="2xl" id="erro-da-tela">
        Algo deu errado
      </Heading>
      <Text>
        Não foi possível mostrar esta tela. Verifique sua conexão e tente novamente; se o problema continuar,
        volte para {home.name}.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
        <Button colorPalette="brand" onClick={onRetry} loading={retrying} loadingText="Tentando novamente...">
          Tentar novamente
        </Button>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={home.to}>Voltar para {home.name}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}

/**
 * The `errorElement` of the root and of every screen's route. 'Tentar novamente' opens the same address
 * again (a new location resets React Router's error boundary, so the screen renders anew); a screen whose
 * code did not download is retried by reloading the page, since the router keeps the failed import.
 */
export function RouteError({ home }: { home: AppHome }) {
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const retry = () => {
    if (error instanceof ScreenLoadError) window.location.reload();
    else void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  };
  return <RouteErrorView onRetry={retry} retrying={navigation.state !== 'idle'} home={home} />;
}
