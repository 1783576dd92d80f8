import { Switch, Text } from '@chakra-ui/react';

export interface YesNoSwitchProps {
  /** The question, e.g. 'Selecionar Dentista Solicitante?'. */
  label: string;
  /** Whether the answer is SIM (controlled). */
  checked: boolean;
  /** Called with the new answer. */
  onCheckedChange: (checked: boolean) => void;
  /** Disables the switch. */
  disabled?: boolean;
  /** Text shown for yes. */
  yesLabel?: string;
  /** Text shown for no. */
  noLabel?: string;
}

/** A yes/no question answered with a switch that reads SIM or NÃO next to it. */
export function YesNoSwitch({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  yesLabel = 'SIM',
  noLabel = 'NÃO',
}: YesNoSwitchProps) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      colorPalette="brand"
      display="inline-flex"
      alignItems="center"
      gap="3"
    >
      <Switch.HiddenInput />
      <Switch.Label>{label}</Switch.Label>
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      {/* The switch's checked state already tells assistive technology the answer. */}
      <Text as="span" aria-hidden="true" fontWeight="semibold" minW="8" fontSize="sm">
        {checked ? yesLabel : noLabel}
      </Text>
    </Switch.Root>
  );
}
