import { Button, Stack } from '@chakra-ui/react';
import { Notice } from '@odonto/ui';
import { useState } from 'react';

/** Shown when the export could not fetch the records. */
export const EXPORT_ERROR = 'Não foi possível exportar. Tente novamente.';

export interface ExportButtonProps {
  /** Builds and downloads the file; rejects when it could not. */
  onExport: () => Promise<void>;
}

/** 'Exportar CSV': downloads the list as filtered on screen, every page of it. */
export function ExportButton({ onExport }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    const done = await onExport().then(
      () => true,
      () => false,
    );
    setFailed(!done);
    setBusy(false);
  };
  return (
    <Stack gap="2" align="end">
      <Button variant="outline" onClick={() => void run()} loading={busy} loadingText="Exportando...">
        Exportar CSV
      </Button>
      {failed ? (
        <Notice status="error" onDismiss={() => setFailed(false)}>
          {EXPORT_ERROR}
        </Notice>
      ) : null}
    </Stack>
  );
}
