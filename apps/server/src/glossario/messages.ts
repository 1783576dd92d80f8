/** pt-BR texts of the glossary's operation. */
export const MSG_GLOSSARIO = {
  glossario: 'Glossário.',
} as const;
