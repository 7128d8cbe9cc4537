// `npm run test:spark`: the Spark job of examples/spark/ in Spark's local mode (not part of
// `npm test`: it downloads about 400 MB). Installs what is missing first: a Java runtime (apt),
// pyspark (pip), the package (built, packed and installed in a temporary folder, whose
// `chess-arbiter` command the job runs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.mjs';
import { main, output, root, run } from './lib.mjs';

function ensureJava() {
  if (output('java', ['-version']) !== null) return;
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'openjdk-17-jre-headless']);
}

function ensurePyspark() {
  if (output('python3', ['-c', 'import pyspark']) !== null) return;
  run('python3', ['-m', 'pip', 'install', '--quiet', 'pyspark>=4,<5']);
}

main(() => {
  ensureJava();
  ensurePyspark();
  build();
  const dir = mkdtempSync(join(tmpdir(), 'chess-arbiter-spark-'));
  try {
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
      cwd: root, encoding: 'utf8',
    }));
    writeFileSync(join(dir, 'package.json'), '{ "name": "spark-executor", "private": true }\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, filename)], { cwd: dir, stdio: 'ignore' });
    const cli = join(dir, 'node_modules', '.bin', 'chess-arbiter');
    run('python3', [join(root, 'examples', 'spark', 'test_audit_job.py'), cli, join(dir, 'work')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
