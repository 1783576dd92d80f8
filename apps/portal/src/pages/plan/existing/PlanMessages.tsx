import { Stack } from '@chakra-ui/react';
import { Notice, type NoticeStatus } from '@odonto/ui';

/** A message of the plan screen; success and error clear after 5 seconds (portal-spec.md §4). */
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
  if (messages.length === 0) return null;
  return (
    <Stack gap="2">
      {messages.map((message) => (
        <Notice key={message.id} status={message.status} autoDismiss onDismiss={() => onDismiss(message.id)}>
          {message.text}
        </Notice>
      ))}
    </Stack>
  );
}
