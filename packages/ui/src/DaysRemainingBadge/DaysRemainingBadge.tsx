import { chakra, Portal, Tooltip } from '@chakra-ui/react';
import { type DateInput, daysRemaining } from '../format';
import { statusBadgeRecipe } from '../theme/recipes/statusBadge';

const BadgeRoot = chakra('span', statusBadgeRecipe);
const BadgeButton = chakra('button', statusBadgeRecipe);

export interface DaysRemainingBadgeProps {
  /** When the plan expires, as the server says (dtValidade). */
  expiresAt: DateInput;
  /** The current date (defaults to now); stories and tests pass a fixed one. */
  now?: DateInput;
}

/**
 * Days left before a plan expires, coloured by docs/product-rules.md#plan-validity, with the expiry date in a tooltip that
 * opens on hover and on keyboard focus.
 */
export function DaysRemainingBadge({ expiresAt, now }: DaysRemainingBadgeProps) {
  const remaining = daysRemaining(expiresAt, now ?? new Date());
  const tone = `validade.${remaining.status}` as const;
  if (!remaining.expiryLabel) {
    return (
      <BadgeRoot tone={tone} data-tone={tone}>
        {remaining.label}
      </BadgeRoot>
    );
  }
  const expiry = `${remaining.status === 'expirado' ? 'Expirou em' : 'Vence em'} ${remaining.expiryLabel}`;
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        {/* A button so that keyboard users can reach the tooltip; it has no action of its own. */}
        <BadgeButton type="button" tone={tone} data-tone={tone} cursor="default" focusRing="outside">
          {remaining.label}
        </BadgeButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{expiry}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
