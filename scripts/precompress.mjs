#!/usr/bin/env node
// Writes .br and .gz beside each text file of the built site, so the server sends
// phones the smallest version without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'web/dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name)) compress(path);
  }
}

function compress(path) {
  const source = readFileSync(path);
  if (source.length < 1024) return;
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzip);
  before += source.length;
  after += brotli.length;
}

walk(root);
console.log(
  `precompressed ${root}: ${(before / 1024).toFixed(0)} kB of text to ${(after / 1024).toFixed(0)} kB with brotli`,
);
