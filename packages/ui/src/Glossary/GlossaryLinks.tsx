import { chakra } from '@chakra-ui/react';
import { useContext } from 'react';
import { HelpIcon } from '../icons/icons';
import type { StatusKind, StatusValues } from '../status';
import { statusAnchor } from './anchors';
import { GlossaryContext, useGlossaryHref } from './GlossaryContext';

export interface GlossaryLinkProps {
  /** The entry, e.g. glosaAnchor('1430'). */
  anchor: string;
  /** What is shown, e.g. the code '1430'. */
  children: string;
  /** What the text is, for screen readers: 'O que significa {about} {children}?', e.g. 'o código'. */
  about?: string;
}

/**
 * A code or term shown as a link to its glossary entry: the text stays as it was, underlined; its name says
 * 'O que significa o código 1430?' (the visible text inside it, WCAG 2.5.3).
 */
export function GlossaryLink({ anchor, children, about }: GlossaryLinkProps) {
  const { renderLink } = useContext(GlossaryContext);
  const href = useGlossaryHref(anchor);
  return (
    // chakra.span with asChild, not Chakra's Link: its recipe would join every signed-in screen's first load.
    <chakra.span
      asChild
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="2px"
      borderRadius="l1"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      aria-label={`O que significa ${about ? `${about} ` : ''}${children}?`}
      data-glossary={anchor}
    >
      {renderLink({ href, children })}
    </chakra.span>
  );
}

export interface GlossaryHelpLinkProps {
  /** The entry, e.g. statusAnchor('item', 'Negado'). */
  anchor: string;
  /** What it explains, as shown: the link is named 'O que significa {label}?'. */
  label: string;
}

/**
 * A small '?' beside a status or code, linking to its glossary entry: for badges, and where a link cannot
 * nest (a badge inside a button or a row link), beside that control. A 24x24 target (WCAG 2.5.8).
 */
export function GlossaryHelpLink({ anchor, label }: GlossaryHelpLinkProps) {
  const { renderLink } = useContext(GlossaryContext);
  const href = useGlossaryHref(anchor);
  return (
    <chakra.span
      asChild
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      verticalAlign="middle"
      minW="6"
      minH="6"
      flexShrink={0}
      color="fg.muted"
      borderRadius="full"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      aria-label={`O que significa ${label}?`}
      data-glossary={anchor}
    >
      {renderLink({ href, children: <HelpIcon size={16} /> })}
    </chakra.span>
  );
}

export interface StatusHelpLinkProps {
  /** The status's kind and value, as StatusBadge takes them. */
  kind: StatusKind;
  value: StatusValues[StatusKind];
  /** The status as its badge shows it. */
  label: string;
}

/** The '?' of a status badge: the anchor is worked out here, in the chunk that loads after the first paint. */
export function StatusHelpLink({ kind, value, label }: StatusHelpLinkProps) {
  return <GlossaryHelpLink anchor={statusAnchor(kind, value)} label={label} />;
}
