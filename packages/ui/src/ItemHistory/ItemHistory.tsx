import { Box, chakra, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ItemHistorico } from '@odonto/contract';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { formatDateTime } from '../format';
import { StatusBadge, TissStatus } from '../StatusBadge';
import { authorLabel, noteLabel, oldestFirst } from './historyText';

export interface ItemHistoryProps {
  /** The changes of status (listPlanoTratamentoHistorico), in any order: they are shown oldest first. */
  entries: ReadonlyArray<ItemHistorico>;
  /** Accessible name of the list, e.g. 'Histórico do plano 1042'. */
  ariaLabel?: string;
  /** Which item an entry is about, when the list holds the changes of several items (a whole plan). */
  itemLabel?: (entry: ItemHistorico) => ReactNode;
  /** Shown when there is no change yet. */
  emptyText?: string;
}

/** The append-only history of plan items: who changed what, when, from which status to which, and why. */
export function ItemHistory({
  entries,
  ariaLabel = 'Histórico',
  itemLabel,
  emptyText = 'Nenhuma mudança de status registrada.',
}: ItemHistoryProps) {
  if (entries.length === 0) return <EmptyState title={emptyText} />;
  return (
    <chakra.ol
      aria-label={ariaLabel}
      listStyleType="none"
      m="0"
      p="0"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      {oldestFirst(entries).map((entry) => (
        <chakra.li
          key={entry.idHistorico}
          borderLeftWidth="3px"
          borderColor="border.emphasized"
          pl="3"
          py="1"
          data-testid={`historico-${entry.idHistorico}`}
        >
          <HistoryEntry entry={entry} item={itemLabel?.(entry)} />
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

function HistoryEntry({ entry, item }: { entry: ItemHistorico; item: ReactNode }) {
  return (
    <Stack gap="1.5" fontSize="sm">
      <Text color="fg.muted">
        <chakra.time dateTime={entry.dtEvento}>{formatDateTime(entry.dtEvento, '—')}</chakra.time>
        {' · '}
        {authorLabel(entry.autor)}
      </Text>
      {entry.automatico ? (
        <Text color="fg.muted" fontStyle="italic">
          Mudança automática, sem análise da auditoria.
        </Text>
      ) : null}
      {item ? <Text fontWeight="medium">{item}</Text> : null}
      {/* The spaces between the parts are for screen readers and copied text; flex ignores them. */}
      <HStack gap="2" wrap="wrap">
        {entry.de === null ? (
          <Text as="span">Criado como</Text>
        ) : (
          <>
            <VisuallyHidden>De</VisuallyHidden> <StatusBadge kind="item" value={entry.de} />{' '}
            <Text as="span" aria-hidden="true">
              →
            </Text>{' '}
            <VisuallyHidden>para</VisuallyHidden>
          </>
        )}{' '}
        <StatusBadge kind="item" value={entry.para} /> <TissStatus status={entry.statusTiss} />
      </HStack>
      {entry.codigoGlosa || entry.motivo ? (
        <Text>
          <chakra.span fontWeight="semibold">
            {entry.codigoGlosa ? `Glosa ${entry.codigoGlosa}` : 'Motivo'}
            {entry.motivo ? ': ' : ''}
          </chakra.span>
          {entry.motivo}
        </Text>
      ) : null}
      {entry.fundamento ? (
        <Text>
          <chakra.span fontWeight="semibold">Fundamento: </chakra.span>
          {entry.fundamento}
        </Text>
      ) : null}
      {entry.nota ? (
        <Box>
          <Text fontWeight="semibold">{noteLabel(entry.autor, entry.para)}</Text>
          <Text whiteSpace="pre-line">{entry.nota}</Text>
        </Box>
      ) : null}
      {entry.arquivos.length > 0 ? (
        <Box>
          <Text fontWeight="semibold">
            {entry.arquivos.length === 1 ? 'Arquivo anexado' : 'Arquivos anexados'}
          </Text>
          <chakra.ul listStyleType="disc" pl="5">
            {entry.arquivos.map((arquivo) => (
              <li key={arquivo.idImagem}>{arquivo.nomeArquivoOriginal}</li>
            ))}
          </chakra.ul>
        </Box>
      ) : null}
    </Stack>
  );
}
