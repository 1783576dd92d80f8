import { defineRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { STATUS_TONES, type StatusTone } from '../statusTones';

const toneVariants = Object.fromEntries(
  STATUS_TONES.map((tone) => [tone, { bg: `status.${tone}.bg`, color: `status.${tone}.fg` }]),
) as Record<StatusTone, SystemStyleObject>;

/** A pill with a dot and a label; its colours come from the status tokens of docs/product-rules.md#session. */
export const statusBadgeRecipe = defineRecipe({
  className: 'odonto-status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    borderRadius: 'full',
    px: '2.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.25rem',
    whiteSpace: 'nowrap',
    _before: {
      content: '""',
      flexShrink: 0,
      boxSize: '1.5',
      borderRadius: 'full',
      bg: 'currentColor',
    },
  },
  variants: {
    tone: toneVariants,
  },
  defaultVariants: { tone: 'item.outro' },
});
