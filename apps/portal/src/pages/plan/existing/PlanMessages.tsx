import { Stack } from '@chakra-ui/react';
import { Notice, type NoticeStatus, showToast } from '@odonto/ui';
import { type RefObject, useEffect, useRef } from 'react';

/** Shown when the plan cannot be loaded or does not exist (docs/product-rules.md#error-catalogue). */
export const PLAN_NOT_FOUND = 'Não foi possível encontrar o plano de tratamento';
/** Shown when a reload after a change brings nothing back (docs/product-rules.md#error-catalogue). */
export const PLAN_RELOAD_FAILED = 'Não foi possível recarregar o plano de tratamento';

/**
 * A message of the plan screen: a success clears itself after 5 seconds, an error stays until it is closed
 * (docs/product-rules.md#messages).
 */
export interface PlanMessage {
  status: Extract<NoticeStatus, 'success' | 'error'>;
  text: string;
}

/** A shown message with its own id, so a repeated text restarts its count. */
export interface ShownMessage extends PlanMessage {
  id: number;
}

export interface PlanMessagesProps {
  /** The messages being shown. */
  messages: ShownMessage[];
  /** Removes one message (closed or timed out). */
  onDismiss: (id: number) => void;
}

/** The screen's success and error messages. */
export function PlanMessages({ messages, onDismiss }: PlanMessagesProps) {
  const area = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  useToastWhenOutOfView(area, newest);
  if (messages.length === 0) return null;
  return (
    <Stack gap="2" ref={area}>
      {messages.map((message) => (
        <Notice
          key={message.id}
          status={message.status}
          autoDismiss={message.status === 'success'}
          onDismiss={() => onDismiss(message.id)}
        >
          {message.text}
        </Notice>
      ))}
    </Stack>
  );
}

/**
 * The messages sit at the top of a long page, and the action that caused one may be far below it (a
 * removal in the items table): when the newest message is out of the viewport, a toast repeats it where
 * the eye is. Errors stay in the toast too until closed.
 */
function useToastWhenOutOfView(area: RefObject<HTMLElement | null>, newest: ShownMessage | undefined) {
  const toasted = useRef<number | null>(null);
  useEffect(() => {
    if (!newest || toasted.current === newest.id || !area.current) return;
    toasted.current = newest.id;
    const box = area.current.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight) return;
    showToast({ status: newest.status, title: newest.text });
  }, [area, newest]);
}
