import { Alert, CloseButton } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';

/** Success and info messages clear themselves after this long (docs/product-rules.md#business-constants). */
export const NOTICE_AUTO_DISMISS_MS = 5000;

export type NoticeStatus = 'success' | 'error' | 'warning' | 'info';

export interface NoticeProps {
  /** Kind of message: success (green), error (red), warning (yellow) or info (blue). */
  status: NoticeStatus;
  /** Optional bold first line. */
  title?: string;
  /** The message. */
  children: ReactNode;
  /**
   * Calls `onDismiss` after 5 seconds, for success and info only: an error or a warning stays until it is
   * closed or its cause corrected (WCAG 2.2.1, no time limit on reading what went wrong), whatever this says.
   * Give the Notice a new `key` to restart the count for a new message.
   */
  autoDismiss?: boolean;
  /** Called when the notice should go away (close button or auto-dismiss); shows a close button. */
  onDismiss?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

const PALETTE: Record<NoticeStatus, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

/** The kinds of message that may clear themselves: news that asks for nothing. */
const SELF_CLEARING: ReadonlySet<NoticeStatus> = new Set(['success', 'info']);

/**
 * A message box. Errors and warnings are announced at once (role alert); success and info politely
 * (role status).
 */
export function Notice({
  status,
  title,
  children,
  autoDismiss = false,
  onDismiss,
  closeLabel = 'Fechar aviso',
}: NoticeProps) {
  // Kept in a ref so that a parent re-rendering with a new callback does not restart the count.
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  const canDismiss = onDismiss !== undefined;

  const selfClearing = autoDismiss && canDismiss && SELF_CLEARING.has(status);
  useEffect(() => {
    if (!selfClearing) return;
    const timer = setTimeout(() => onDismissRef.current?.(), NOTICE_AUTO_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [selfClearing]);

  return (
    <Alert.Root
      status={status}
      colorPalette={PALETTE[status]}
      role={status === 'error' || status === 'warning' ? 'alert' : 'status'}
      variant="surface"
      data-status={status}
      // Marks a message that is about to go away, for whoever must wait for it (the story screenshots).
      data-self-clearing={selfClearing ? '' : undefined}
      alignItems="start"
    >
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {canDismiss ? (
        <CloseButton size="sm" mt="-1" me="-2" aria-label={closeLabel} onClick={() => onDismiss()} />
      ) : null}
    </Alert.Root>
  );
}
