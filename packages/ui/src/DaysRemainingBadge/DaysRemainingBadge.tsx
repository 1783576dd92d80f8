import { chakra, Portal, Tooltip } from '@chakra-ui/react';
import { type DateInput, daysRemaining } from '../format';
import { statusBadgeRecipe } from '../theme/recipes/statusBadge';

const BadgeRoot = chakra('span', statusBadgeRecipe);
const BadgeButton = chakra('button', statusBadgeRecipe);

export interface DaysRemainingBadgeProps {
  /** When the plan was created; it expires 60 days later. */
  createdAt: DateInput;
  /** The current date (defaults to now); stories and tests pass a fixed one. */
  now?: DateInput;
}

/**
 * Days left before a plan expires, coloured by portal-spec.md §4, with the expiry date in a tooltip that
 * opens on hover and on keyboard focus.
 */
export function DaysRemainingBadge({ createdAt, now }: DaysRemainingBadgeProps) {
  const remaining = daysRemaining(createdAt, now ?? new Date());
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
