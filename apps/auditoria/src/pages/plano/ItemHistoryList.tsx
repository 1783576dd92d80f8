import { chakra, List, Stack, Text } from '@chakra-ui/react';
import type { ItemHistorico } from '@odonto/api';
import { formatDateTime, TissStatus } from '@odonto/ui';

/**
 * An item's history, oldest first (who, when, from, to, reason, note, files). A stand-in until packages/ui
 * exports its ItemHistory component; the console then renders that one instead.
 */
export function ItemHistoryList({ entries }: { entries: readonly ItemHistorico[] }) {
  if (entries.length === 0) return <Text color="fg.muted">Nenhuma mudança registrada para este item.</Text>;
  const ordered = [...entries].sort((a, b) => a.dtEvento.localeCompare(b.dtEvento));
  return (
    <List.Root as="ol" gap="3" ps="5">
      {ordered.map((entry) => (
        <List.Item key={entry.idHistorico}>
          <Stack gap="0.5">
            <Text fontWeight="medium">
              {entry.de ? `${entry.de} → ${entry.para}` : entry.para} <TissStatus status={entry.statusTiss} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(entry.dtEvento)} · {entry.autor.nome} ({entry.autor.papel}, CRO{' '}
              {entry.autor.cro}/{entry.autor.uf})
            </Text>
            {entry.codigoGlosa ? (
              <Text fontSize="sm">
                Motivo: {entry.codigoGlosa}
                {entry.motivo ? ` - ${entry.motivo}` : ''}
              </Text>
            ) : null}
            {entry.nota ? <Text fontSize="sm">Nota: {entry.nota}</Text> : null}
            {entry.arquivos.length > 0 ? (
              <Text fontSize="sm">
                Arquivos:{' '}
                <chakra.span>
                  {entry.arquivos.map((arquivo) => arquivo.nomeArquivoOriginal).join(', ')}
                </chakra.span>
              </Text>
            ) : null}
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}
