import { List, Text } from '@chakra-ui/react';
import { Notice } from '@odonto/ui';
import type { GlosaPrevista } from './glosas';

export interface GlosaListProps {
  /** 'predicted' before 'Adicionar' (a warning), 'refused' after the server refused the item (an error). */
  kind: 'predicted' | 'refused';
  glosas: readonly GlosaPrevista[];
}

export const PREDICTED_TITLE = 'Glosas previstas para este item';
export const REFUSED_TITLE = 'O item não foi adicionado: receberia glosa';

/** The glosas of an item: each Tabela 38 code with its official text and how to fix it. */
export function GlosaList({ kind, glosas }: GlosaListProps) {
  return (
    <Notice
      status={kind === 'predicted' ? 'warning' : 'error'}
      title={kind === 'predicted' ? PREDICTED_TITLE : REFUSED_TITLE}
    >
      <List.Root gap="2" ps="4">
        {glosas.map((glosa) => (
          <List.Item key={`${glosa.codigo}-${glosa.correcao}`}>
            <Text fontWeight="semibold">
              Glosa {glosa.codigo}: {glosa.descricao}
            </Text>
            <Text>Como corrigir: {glosa.correcao}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Notice>
  );
}
