import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import type { PendenteIgual, PlanoTratamentoItem } from '@odonto/api';
import { GlossaryHelpLink, StatusBadge, statusAnchor, statusDisplay } from '@odonto/ui';
import { PrazoInfo } from '../../components/PrazoInfo';
import { itemSiteLabel } from '../../data/itemSite';
import { automaticAuthorization } from '../../data/prazo';
import { AlteracaoInfo } from './ItemDecisionDetails';
import { PendentesIguais } from './PendentesIguais';

export interface ItemListProps {
  items: readonly PlanoTratamentoItem[];
  /** The item shown in the chart, the decision and the history. */
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** The same procedures pending in another plan of the beneficiary, flagged under their item. */
  pendentesIguais?: readonly PendenteIgual[];
}

/**
 * The plan's items, each a button that selects it (pressed when selected), with its status and TISS code;
 * under it the deadline, an automatic authorization, a denial's ground, an authorization with change and the
 * same procedure pending in another plan.
 */
export function ItemList({ items, selectedId, onSelect, pendentesIguais = [] }: ItemListProps) {
  return (
    <List.Root listStyle="none" gap="2">
      {items.map((item) => {
        const selected = item.idProcedimentoItem === selectedId;
        const automatic = automaticAuthorization(item);
        return (
          <List.Item key={item.idProcedimentoItem} display="flex" flexDirection="column" gap="2">
            <Button
              variant={selected ? 'subtle' : 'outline'}
              colorPalette={selected ? 'brand' : 'gray'}
              aria-pressed={selected}
              onClick={() => onSelect(item.idProcedimentoItem)}
              w="full"
              h="auto"
              py="2"
              // On a phone the status goes under the procedure: side by side they are wider than the screen.
              flexDirection={{ base: 'column', sm: 'row' }}
              alignItems={{ base: 'start', sm: 'center' }}
              justifyContent="space-between"
              whiteSpace="normal"
              textAlign="start"
              gap={{ base: '1', sm: '3' }}
            >
              <Stack gap="0" align="start">
                <Text fontWeight="medium">{`${item.codTuss} - ${item.descricao}`}</Text>
                <Text fontSize="sm" fontWeight="normal">
                  {itemSiteLabel(item)}
                </Text>
              </Stack>
              {/* Inside the button a link cannot nest: the status's '?' is under it, with the deadline. */}
              <StatusBadge
                kind="item"
                value={item.audiStatus}
                tiss={item.statusTiss}
                flexShrink={0}
                glossary={false}
              />
            </Button>
            <Stack gap="1" ps="3" aria-label={`Prazo e decisão de ${item.codTuss}`} role="group">
              <Box alignSelf="start">
                <GlossaryHelpLink
                  anchor={statusAnchor('item', item.audiStatus)}
                  label={statusDisplay('item', item.audiStatus).label}
                />
              </Box>
              {automatic ? (
                <Text fontSize="sm" fontWeight="medium">
                  {automatic}
                </Text>
              ) : (
                <PrazoInfo prazo={item.prazo} />
              )}
              {item.fundamento ? <Text fontSize="sm">Fundamento da negativa: {item.fundamento}</Text> : null}
              {item.alteracao ? <AlteracaoInfo alteracao={item.alteracao} /> : null}
              <PendentesIguais
                iguais={pendentesIguais.filter(
                  (igual) => igual.idProcedimentoItem === item.idProcedimentoItem,
                )}
              />
            </Stack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
