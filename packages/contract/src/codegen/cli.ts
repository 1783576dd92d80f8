import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ApiName, apis, generateTypes, outputPaths } from './codegen';

for (const name of Object.keys(apis) as ApiName[]) {
  const types = await generateTypes(name);
  for (const output of outputPaths(name)) {
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, types);
    console.log(`wrote ${output}`);
  }
}
