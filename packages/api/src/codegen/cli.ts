import { writeFile } from 'node:fs/promises';
import { type ApiName, apis, generateTypes, outputPath } from './codegen';

for (const name of Object.keys(apis) as ApiName[]) {
  await writeFile(outputPath(name), await generateTypes(name));
  console.log(`wrote ${outputPath(name)}`);
}
