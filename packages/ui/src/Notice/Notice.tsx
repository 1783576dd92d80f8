import { type ReactNode, useEffect, useRef } from 'react';
import { type FirstPaintIcon, FirstPaintIconSvg, FP, FP_ICONS } from '../theme/firstPaint';

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

/** Chakra's Alert (variant surface, the status's palette) as theme/firstPaint/catalog.tsx draws it, by status. */
const ROOT_CLASS: Record<NoticeStatus, string> = {
  success: FP.noticeSuccess,
  error: FP.noticeError,
  warning: FP.noticeWarning,
  info: FP.noticeInfo,
};
const INDICATOR: Record<NoticeStatus, { className: string; icon: FirstPaintIcon | undefined }> = {
  success: { className: FP.noticeSuccessIndicator, icon: FP_ICONS.noticeSuccessIndicator },
  error: { className: FP.noticeErrorIndicator, icon: FP_ICONS.noticeErrorIndicator },
  warning: { className: FP.noticeWarningIndicator, icon: FP_ICONS.noticeWarningIndicator },
  info: { className: FP.noticeInfoIndicator, icon: FP_ICONS.noticeInfoIndicator },
};

/** The kinds of message that may clear themselves: news that asks for nothing. */
const SELF_CLEARING: ReadonlySet<NoticeStatus> = new Set(['success', 'info']);

/**
 * A message box. Errors and warnings are announced at once (role alert); success and info politely
 * (role status). Plain elements with the classes of Chakra's Alert and CloseButton (theme/firstPaint): the
 * sign-in page shows it before Chakra's runtime loads.
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
    <div
      className={ROOT_CLASS[status]}
      role={status === 'error' || status === 'warning' ? 'alert' : 'status'}
      data-status={status}
      // Marks a message that is about to go away, for whoever must wait for it (the story screenshots).
      data-self-clearing={selfClearing ? '' : undefined}
    >
      <span className={INDICATOR[status].className}>
        <FirstPaintIconSvg icon={INDICATOR[status].icon} />
      </span>
      <div className={FP.noticeContent}>
        {title ? <div className={FP.noticeTitle}>{title}</div> : null}
        <div className={FP.noticeDescription}>{children}</div>
      </div>
      {canDismiss ? (
        <button type="button" className={FP.noticeClose} aria-label={closeLabel} onClick={() => onDismiss()}>
          <FirstPaintIconSvg icon={FP_ICONS.noticeClose} />
        </button>
      ) : null}
    </div>
  );
}
