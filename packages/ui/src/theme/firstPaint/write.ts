// `pnpm generate:first-paint`: writes the sign-in screen's build-time styles (see catalog.tsx) beside this file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstPaintFiles } from './files';

for (const [name, text] of Object.entries(firstPaintFiles())) {
  writeFileSync(fileURLToPath(new URL(name, import.meta.url)), text);
  console.log(`escrito: packages/ui/src/theme/firstPaint/${name}`);
}
