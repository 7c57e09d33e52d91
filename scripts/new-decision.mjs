#!/usr/bin/env node
// A new decision (issue 36): `node scripts/new-decision.mjs "Title (issue 40, 2027-01-10)" "Area"`
// writes docs/decisions/NNNN-title.md (the next number, `# Title` first) and adds its line to the
// index, docs/decisions.md, at the end of the area's list (a new area goes at the end). Prints the
// file's path; write the decision under its heading and cite it by that path.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = join(ROOT, 'docs', 'decisions');
const INDEX = join(ROOT, 'docs', 'decisions.md');

const [title, area] = process.argv.slice(2).map((arg) => arg?.trim());
if (!title || !area) {
  console.error('usage: node scripts/new-decision.mjs "Title (issue N, yyyy-mm-dd)" "Area"');
  process.exit(2);
}

/** The file name's part after the number: the title without markdown and its "(issue …)" tail, kebab-case, at most 60 characters. */
function slugOf(text) {
  let slug = text
    .replace(/[`*_]/g, '')
    .replace(/\s*\((?:issue|follow-up)[^)]*\)\s*$/i, '')
    .replace(/\s*\(\d{4}-\d\d-\d\d\)\s*$/, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > 60) slug = slug.slice(0, 61).replace(/-[^-]*$/, '');
  return slug || 'decision';
}

const numbers = readdirSync(DIR)
  .map((name) => /^(\d{4})-.*\.md$/.exec(name)?.[1])
  .filter(Boolean)
  .map(Number);
const number = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
const file = `${number}-${slugOf(title)}.md`;
const path = join(DIR, file);
if (existsSync(path)) throw new Error(`${path} exists`);
writeFileSync(path, `# ${title}\n\n`);

const line = `- [${number} ${title}](decisions/${file})`;
const lines = readFileSync(INDEX, 'utf8').replace(/\n+$/, '').split('\n');
const start = lines.indexOf(`## ${area}`);
if (start < 0) {
  lines.push('', `## ${area}`, line);
} else {
  let end = start + 1;
  while (end < lines.length && !lines[end].startsWith('## ')) end += 1;
  while (end > start + 1 && lines[end - 1].trim() === '') end -= 1;
  lines.splice(end, 0, line);
}
writeFileSync(INDEX, `${lines.join('\n')}\n`);
console.log(`docs/decisions/${file}`);
