// The Prisma schema of a service = its prisma/schema.prisma + the kit's prisma/kit.prisma
// (outbox and processed events), so shared models are written once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function schemaFiles(serviceDir) {
  const own = path.join(serviceDir, 'prisma', 'schema.prisma');
  const kit = path.join(kitDir, 'prisma', 'kit.prisma');
  return [
    { path: 'schema.prisma', content: fs.readFileSync(own, 'utf8') },
    { path: 'kit.prisma', content: fs.readFileSync(kit, 'utf8') },
  ];
}

/** Writes the combined schema folder Prisma's generator reads (git-ignored, under src/generated). */
export function writeCombinedSchema(serviceDir) {
  const out = path.join(serviceDir, 'src', 'generated', 'schema');
  fs.mkdirSync(out, { recursive: true });
  for (const file of schemaFiles(serviceDir)) {
    let content = file.content;
    // The generator's output path is written relative to prisma/; the combined folder sits elsewhere.
    if (file.path === 'schema.prisma') content = content.replace(/output\s*=\s*"\.\.\/src\/generated\/prisma"/, 'output = "../prisma"');
    fs.writeFileSync(path.join(out, file.path), content);
  }
  return out;
}
