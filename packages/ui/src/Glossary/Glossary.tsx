import { Box, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { Glossario } from '@odonto/contract';
import { useEffect, useMemo, useState } from 'react';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { entryMatches, type GlossaryEntry, glossarySections } from './entries';
import { LazyGlossaryLink } from './LazyGlossaryLinks';

export interface GlossaryProps {
  /** The server's glossary (GET /glossario). */
  glossario: Glossario;
  /** The entry the address points at, e.g. '#glosa-1430': scrolled to, focused and highlighted. */
  hash?: string;
}

function Entry({ entry, current }: { entry: GlossaryEntry; current: boolean }) {
  return (
    <Box
      as="li"
      id={entry.anchor}
      // The entry an address points at takes the focus, so that the keyboard and screen readers start there.
      tabIndex={-1}
      aria-current={current ? 'location' : undefined}
      scrollMarginTop="24"
      px="3"
      py="2"
      borderRadius="l2"
      borderWidth="1px"
      borderColor={current ? 'brand.solid' : 'transparent'}
      bg={current ? 'brand.subtle' : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <Stack gap="1">
        <Heading as="h3" size="sm" display="flex" flexWrap="wrap" alignItems="center" gap="2">
          {entry.status ? (
            <>
              <StatusBadge kind={entry.status.kind} value={entry.status.value as never} glossary={false} />
              <chakra.span fontWeight="normal" color="fg.muted" fontSize="sm">
                {entry.context}
              </chakra.span>
            </>
          ) : (
            entry.term
          )}
        </Heading>
        <Text>{entry.description}</Text>
        {entry.related.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {entry.status ? 'Na TISS: ' : 'No portal: '}
            {entry.related.map((item, index) => (
              <chakra.span key={item.anchor}>
                {index > 0 ? ', ' : null}
                <LazyGlossaryLink anchor={item.anchor}>{item.label}</LazyGlossaryLink>
              </chakra.span>
            ))}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * The glossary both apps show: the product's statuses, the TISS statuses, the Tabela 38 codes the operator
 * uses, the mouth's regions and the faces, each a section with its heading and each entry with its anchor
 * (#status-item-negado, #tiss-2, #glosa-1430, #regiao-AS, #face-O), and a field that filters them all.
 */
export function Glossary({ glossario, hash = '' }: GlossaryProps) {
  const sections = useMemo(() => glossarySections(glossario), [glossario]);
  const [filter, setFilter] = useState('');
  const target = decodeURIComponent(hash.replace(/^#/, ''));

  // The entries exist only once the answer is here: the browser's own jump to the anchor came too early.
  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [target]);

  const shown = sections.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => entry.anchor === target || entryMatches(entry, filter)),
  }));
  const count = shown.reduce((total, section) => total + section.entries.length, 0);

  return (
    <Stack gap="6">
      <Field.Root maxW="md">
        <Field.Label>Filtrar o glossário</Field.Label>
        <Input
          type="search"
          value={filter}
          placeholder="Ex.: 1430, AS, Em análise"
          onChange={(event) => setFilter(event.target.value)}
        />
        <Field.HelperText aria-live="polite">{count === 1 ? '1 termo' : `${count} termos`}</Field.HelperText>
      </Field.Root>
      <chakra.nav aria-label="Seções do glossário">
        <chakra.ul display="flex" flexWrap="wrap" gap="3" listStyleType="none">
          {sections.map((section) => (
            <li key={section.id}>
              <chakra.a href={`#${section.id}`} color="brand.fg" textDecoration="underline">
                {section.title}
              </chakra.a>
            </li>
          ))}
        </chakra.ul>
      </chakra.nav>
      {shown.map((section) => (
        <Box as="section" key={section.id} aria-labelledby={`${section.id}-titulo`}>
          <Heading as="h2" size="md" id={`${section.id}-titulo`} mb="1">
            <chakra.span id={section.id} scrollMarginTop="24">
              {section.title}
            </chakra.span>
          </Heading>
          <Text color="fg.muted" mb="3">
            {section.intro}
          </Text>
          {section.entries.length === 0 ? (
            <Text fontSize="sm">Nenhum termo desta seção corresponde ao filtro.</Text>
          ) : (
            <chakra.ul listStyleType="none" display="grid" gap="1">
              {section.entries.map((entry) => (
                <Entry key={entry.anchor} entry={entry} current={entry.anchor === target} />
              ))}
            </chakra.ul>
          )}
        </Box>
      ))}
    </Stack>
  );
}
