import { Link, Stack, Text } from '@chakra-ui/react';
import { Notice } from '@odonto/ui';
import { Link as RouterLink } from 'react-router-dom';

/** Where the dentist can go next from a message (e.g. ask for a new e-mail). */
export interface AccessLink {
  to: string;
  label: string;
}

/** A message of the access screens: green for success (and 'already done'), red for errors. */
export interface AccessMessage {
  tone: 'success' | 'error';
  text: string;
  link?: AccessLink;
}

export interface AccessNoticeProps {
  message: AccessMessage;
  /** Removes the message (its close button). */
  onDismiss: () => void;
}

/** The message box of the access screens, with the link to follow when there is one. */
export function AccessNotice({ message, onDismiss }: AccessNoticeProps) {
  const { tone, text, link } = message;
  const body = link ? (
    <Stack gap="1" align="start">
      <Text>{text}</Text>
      <LinkTo link={link} />
    </Stack>
  ) : (
    text
  );
  if (tone === 'success') return <Notice status="success">{body}</Notice>;
  return (
    // docs/product-rules.md#messages: an error stays until it is closed or the next try replaces it.
    <Notice status="error" onDismiss={onDismiss}>
      {body}
    </Notice>
  );
}

/** A link of the access screens, styled like the sign-in screen's. */
export function LinkTo({ link }: { link: AccessLink }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={link.to}>{link.label}</RouterLink>
    </Link>
  );
}

/** The footer of the four access screens. */
export const BACK_TO_LOGIN: AccessLink = { to: '/login', label: 'Voltar para o login' };
