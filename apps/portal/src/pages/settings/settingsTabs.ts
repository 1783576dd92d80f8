/** The tabs of Settings (docs/product-rules.md#settings), by their value in the address (?aba=senha). */
export const SETTINGS_TABS = [
  { value: 'usuario', label: 'Usuário' },
  { value: 'senha', label: 'Senha' },
  { value: 'notificacoes', label: 'Notificações' },
  { value: 'clinica', label: 'Clínica' },
  { value: 'privacidade', label: 'Privacidade' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

/** The tab named by the `aba` query parameter; the first one when missing or unknown. */
export function settingsTabFrom(aba: string | null): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab.value === aba)?.value ?? 'usuario';
}
