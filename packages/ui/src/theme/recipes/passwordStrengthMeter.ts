import { defineSlotRecipe } from '@chakra-ui/react';

const scoreTone = ['muitoFraca', 'fraca', 'media', 'boa', 'forte'] as const;

const scoreVariants = Object.fromEntries(
  scoreTone.map((tone, score) => [
    String(score),
    { bar: { bg: `status.senha.${tone}.solid` }, label: { color: `status.senha.${tone}.fg` } },
  ]),
) as Record<'0' | '1' | '2' | '3' | '4', { bar: { bg: string }; label: { color: string } }>;

/** Strength bar of a new password: a track, a bar whose width and colour follow the score, a label. */
export const passwordStrengthMeterRecipe = defineSlotRecipe({
  className: 'odonto-password-strength',
  slots: ['root', 'track', 'bar', 'label'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    track: { h: '2', borderRadius: 'full', bg: 'bg.emphasized', overflow: 'hidden' },
    bar: {
      h: 'full',
      borderRadius: 'full',
      transition: 'width 0.2s ease',
      _motionReduce: { transition: 'none' },
    },
    label: { fontSize: 'sm', fontWeight: 'medium' },
  },
  variants: {
    score: scoreVariants,
  },
  defaultVariants: { score: '0' },
});
