/**
 * The API's TypeScript program (sources, tests, and every declaration file they reach) holds no
 * browser code: no DOM library, no React, no RxJS, and of `@backlay/shared`'s real-time code only the
 * server-safe protocol entry (`@backlay/shared/realtime-protocol`), not the host's bus. socket.io-client
 * is there only for the API's own test clients.
 */
import assert from 'node:assert/strict';
import { basename, dirname, join, relative, sep } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = join(apiDir, '..');

function apiProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(apiDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    },
  );
  assert.ok(config, 'api/tsconfig.json could not be read');
  // Parsing and resolving is enough: the files the program holds are the question, not their types.
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

const program = apiProgram();
const files = program.getSourceFiles();
const paths = files.map((f) => relative(repoDir, f.fileName).split(sep).join('/'));

test('compiles with the ES library and node types only: no DOM library in the program', () => {
  const libs = files.filter((f) => program.isSourceFileDefaultLibrary(f)).map((f) => basename(f.fileName));
  assert.ok(libs.includes('lib.es2023.d.ts'), `expected the ES2023 library, got ${libs.join(', ')}`);
  assert.deepEqual(
    libs.filter((name) => /^lib\.(dom|webworker|scripthost)/.test(name)),
    [],
  );
  assert.deepEqual(program.getCompilerOptions().types, ['node']);
});

test('reaches the real-time protocol entry of @backlay/shared (and the expert protocol it exports), not the bus', () => {
  const realtime = paths.filter((p) => p.startsWith('shared/dist/realtime/'));
  assert.deepEqual(realtime.sort(), ['shared/dist/realtime/expert.d.ts', 'shared/dist/realtime/protocol.d.ts']);
});

test('reaches no browser library', () => {
  const browser = ['rxjs', 'react', 'react-dom', '@types/react', '@chakra-ui/react', '@emotion/react'];
  assert.deepEqual(
    browser.filter((name) => paths.some((path) => path.includes(`/node_modules/${name}/`))),
    [],
  );
});

test("socket.io-client is imported only by the API's test clients", () => {
  const importers = files
    .filter((f) => !f.fileName.includes(`${sep}node_modules${sep}`))
    .filter((f) =>
      ts
        .preProcessFile(f.text, true, true)
        .importedFiles.some((i) => i.fileName === 'socket.io-client' || i.fileName.startsWith('socket.io-client/')),
    )
    .map((f) => relative(apiDir, f.fileName).split(sep).join('/'));
  assert.ok(importers.length > 0, 'the test clients import socket.io-client');
  for (const file of importers) assert.match(file, /^src\/(test\/|.*\.test\.ts$)/);
});
