import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { itemRange, pageCount, pageWindow } from './pageWindow';

export interface PaginationProps {
  /** Current page, starting at 1. */
  page: number;
  /** Total number of items across every page. */
  totalItems: number;
  /** Items per page. */
  pageSize?: number;
  /** Called with the page the user asked for. */
  onPageChange: (page: number) => void;
  /** Most page buttons shown at once. */
  windowSize?: number;
  /** Accessible name of the navigation landmark. */
  ariaLabel?: string;
}

/** Page navigation: numbered window, previous/next, and the range shown ('Página n de N' on small screens). */
export function Pagination({
  page,
  totalItems,
  pageSize = 10,
  onPageChange,
  windowSize = 5,
  ariaLabel = 'Paginação',
}: PaginationProps) {
  const totalPages = pageCount(totalItems, pageSize);
  const current = Math.min(Math.max(page, 1), totalPages);
  const { first, last } = itemRange(current, pageSize, totalItems);
  const goTo = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== current) onPageChange(target);
  };

  return (
    <Box
      as="nav"
      aria-label={ariaLabel}
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="space-between"
      gap="3"
    >
      <Text hideBelow="md" color="fg.muted" fontSize="sm">
        Mostrando {first} a {last} de {totalItems} resultados
      </Text>
      <HStack gap="1" width={{ base: 'full', md: 'auto' }} justifyContent="space-between">
        <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => goTo(current - 1)}>
          Anterior
        </Button>
        <HStack as="ul" listStyleType="none" gap="1" hideBelow="md">
          {pageWindow(current, totalPages, windowSize).map((number) => (
            <li key={number}>
              <Button
                size="sm"
                minW="9"
                variant={number === current ? 'solid' : 'ghost'}
                colorPalette={number === current ? 'brand' : undefined}
                aria-label={`Página ${number}`}
                aria-current={number === current ? 'page' : undefined}
                onClick={() => goTo(number)}
              >
                {number}
              </Button>
            </li>
          ))}
        </HStack>
        <Text hideFrom="md" fontSize="sm">
          Página {current} de {totalPages}
        </Text>
        <Button
          variant="outline"
          size="sm"
          disabled={current >= totalPages}
          onClick={() => goTo(current + 1)}
        >
          Próxima
        </Button>
      </HStack>
    </Box>
  );
}
