import { FP, Notice } from '@odonto/ui';
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
    <div className={FP.stack1Start}>
      <p>{text}</p>
      <LinkTo link={link} />
    </div>
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

/** A link of the access screens, styled like the sign-in screen's (Chakra's Link, as its classes). */
export function LinkTo({ link }: { link: AccessLink }) {
  return (
    <RouterLink to={link.to} className={FP.link}>
      {link.label}
    </RouterLink>
  );
}

/** The footer of the four access screens. */
export const BACK_TO_LOGIN: AccessLink = { to: '/login', label: 'Voltar para o login' };
