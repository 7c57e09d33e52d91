#!/usr/bin/env node
// Turns a V8 .cpuprofile (from `node --cpu-prof`) into what docs/performance.md shows:
// a Markdown summary (CPU share per package with it on the stack, and the top functions by
// self time) on stdout, and with --svg FILE a flame graph (hover a box for its figures).
// With --blocks MS, the event loop's busy stretches longer than MS (no idle sample between) and what
// was on the stack in them: what blocks the loop, where the summary shows only what costs most overall.
// With --blocks-at FILE (bench:friday's PROFILE.blocks.json), the same for the blocks the process measured itself.
// Usage: node scripts/cpuprofile-report.mjs PROFILE.cpuprofile [--svg out.svg] [--title text] [--blocks MS]
//   [--blocks-at FILE] [--block-frames N]
import { readFileSync, writeFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpuprofile-report.mjs PROFILE.cpuprofile [--svg out.svg] [--title text]');
  process.exit(2);
}
const option = (name) => (rest.includes(name) ? rest[rest.indexOf(name) + 1] : undefined);
const profile = JSON.parse(readFileSync(file, 'utf8'));

const byID = new Map(profile.nodes.map((node) => [node.id, { ...node, self: 0, total: 0 }]));
for (const node of byID.values()) for (const child of node.children ?? []) byID.get(child).parent = node;
profile.samples.forEach((id, i) => (byID.get(id).self += profile.timeDeltas[i] ?? 0));
// The harness's own frames (scripts/bench: the profiler stopping and writing) are not the request path.
const harness = (node) => /\/scripts\/bench\//.test(node.callFrame.url);
for (const node of byID.values()) {
  for (let frame = node; frame; frame = frame.parent) {
    if (harness(frame)) {
      node.self = 0;
      break;
    }
  }
}

/** Where a frame's code lives: a package, our own code (src/...), Node itself, or V8's pseudo-frames. */
function area({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  const own = url.match(/\/(dist\/)?((src|scripts)\/.*)$/);
  return own ? own[2].replace(/\.js$/, '.ts') : url;
}
const frameName = (node) => {
  const where = area(node.callFrame);
  const name = node.callFrame.functionName || '(anonymous)';
  return where === name
    ? name
    : `${name} ${where.includes('/') && !where.startsWith('@') ? `${where}:${node.callFrame.lineNumber + 1}` : `[${where}]`}`;
};

const idle = (node) => node.callFrame.functionName === '(idle)';
const busy = [...byID.values()].filter((node) => !idle(node)).reduce((sum, node) => sum + node.self, 0);
const all = [...byID.values()].reduce((sum, node) => sum + node.self, 0);
const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;

// Per package: the share of busy time with it anywhere on the stack (counted once per sample).
const onStack = new Map();
const selfIn = new Map();
for (const node of byID.values()) {
  if (!node.self || idle(node)) continue;
  const areas = new Set();
  for (let frame = node; frame; frame = frame.parent)
    if (frame.callFrame.functionName !== '(root)') areas.add(area(frame.callFrame));
  for (const name of areas) onStack.set(name, (onStack.get(name) ?? 0) + node.self);
  const own = area(node.callFrame);
  selfIn.set(own, (selfIn.get(own) ?? 0) + node.self);
}
const selfByFunction = new Map();
for (const node of byID.values()) {
  if (!node.self || idle(node)) continue;
  const name = frameName(node);
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + node.self);
}

const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(
  `CPU busy ${(busy / 1e6).toFixed(2)} s of ${(all / 1e6).toFixed(2)} s sampled (the rest idle); shares below are of the busy time.\n`,
);
console.log('| code (package or file) | on the stack | self |\n|:--|--:|--:|');
for (const [name, us] of top(onStack, 18)) console.log(`| ${name} | ${pct(us)} | ${pct(selfIn.get(name) ?? 0)} |`);
console.log('\n| function (top self time) | self |\n|:--|--:|');
for (const [name, us] of top(selfByFunction, 20)) console.log(`| \`${name.replaceAll('|', '\\|')}\` | ${pct(us)} |`);

const blockMs = option('--blocks');
if (blockMs) reportBlocks(Number(blockMs));
const blocksAt = option('--blocks-at');
if (blocksAt) reportBlocksAt(JSON.parse(readFileSync(blocksAt, 'utf8')));

const svgFile = option('--svg');
if (svgFile) writeFileSync(svgFile, flameGraph(option('--title') ?? file));

/** The busy stretches longer than minMs, each with the functions most on its stack (ours and packages', inclusive). */
function reportBlocks(minMs) {
  const stretches = [];
  let current;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const node = byID.get(id);
    if (idle(node)) {
      if (current && current.us >= minMs * 1000) stretches.push(current);
      current = undefined;
      return;
    }
    current ??= { startUs: at - profile.startTime, us: 0, nodes: new Map() };
    current.us += profile.timeDeltas[i] ?? 0;
    current.nodes.set(node, (current.nodes.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const inclusive = (nodes) => {
    const totals = new Map();
    for (const [node, us] of nodes) {
      const seen = new Set();
      for (let frame = node; frame; frame = frame.parent) {
        if (frame.callFrame.functionName === '(root)') continue;
        const name = frameName(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        totals.set(name, (totals.get(name) ?? 0) + us);
      }
    }
    return totals;
  };
  const ours = (name) => !/\[node\]$|^\(/.test(name);
  const blockedUs = stretches.reduce((sum, stretch) => sum + stretch.us, 0);
  console.log(
    `\n${stretches.length} busy stretches over ${minMs} ms, ${(blockedUs / 1e6).toFixed(2)} s in all; the longest: ${stretches
      .map((stretch) => stretch.us / 1000)
      .sort((a, b) => b - a)
      .slice(0, 8)
      .map((ms) => `${ms.toFixed(0)} ms`)
      .join(', ')}`,
  );
  // The longest few on their own: when in the run they came (seconds from the profile's start) and what filled each.
  for (const stretch of [...stretches].sort((a, b) => b.us - a.us).slice(0, 5)) {
    const filled = top(
      new Map([...inclusive(stretch.nodes)].filter(([name]) => ours(name))),
      Number(option('--block-frames') ?? 8),
    )
      .map(([name, us]) => `${name} ${((100 * us) / stretch.us).toFixed(0)}%`)
      .join('; ');
    console.log(`- ${(stretch.us / 1000).toFixed(0)} ms at ${(stretch.startUs / 1e6).toFixed(1)} s: ${filled}`);
  }
  const all = new Map();
  for (const stretch of stretches) for (const [node, us] of stretch.nodes) all.set(node, (all.get(node) ?? 0) + us);
  console.log('\n| on the stack in those stretches | share of their time |\n|:--|--:|');
  for (const [name, us] of top(new Map([...inclusive(all)].filter(([name]) => ours(name))), 30))
    console.log(`| \`${name.replaceAll('|', '\\|')}\` | ${((100 * us) / blockedUs).toFixed(1)}% |`);
}

/**
 * The blocks a process measured itself (the thread's CPU over a late timer tick; scripts/bench/loop-watch.mjs
 * writes { endUs, blockedMs, wallMs } on the monotonic clock the profile's timestamps use) and what the
 * profile sampled in each: unlike --blocks, a stretch where the process only waited for a core is not one.
 */
function reportBlocksAt(blocks) {
  const stamps = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    stamps.push({ at, node: byID.get(id), us: profile.timeDeltas[i] ?? 0 });
  });
  const inside = blocks.filter(({ endUs }) => endUs >= profile.startTime && endUs <= profile.endTime);
  console.log(
    `\n${blocks.length} measured blocks, ${inside.length} inside the profile; the longest by CPU: ${[...inside]
      .sort((a, b) => b.blockedMs - a.blockedMs)
      .slice(0, 8)
      .map(({ blockedMs, wallMs }) => `${blockedMs.toFixed(0)} ms (${wallMs.toFixed(0)} by the clock)`)
      .join(', ')}`,
  );
  const ours = (name) => !/\[node\]$|^\(/.test(name);
  const framesOf = (block) => {
    const from = block.endUs - (block.wallMs + 10) * 1000;
    const nodes = new Map();
    for (const { at: sampledAt, node, us } of stamps)
      if (sampledAt >= from && sampledAt <= block.endUs && !idle(node)) nodes.set(node, (nodes.get(node) ?? 0) + us);
    return nodes;
  };
  const totals = (nodes) => {
    const sums = new Map();
    for (const [node, us] of nodes) {
      const seen = new Set();
      for (let frame = node; frame; frame = frame.parent) {
        if (frame.callFrame.functionName === '(root)') continue;
        const name = frameName(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        sums.set(name, (sums.get(name) ?? 0) + us);
      }
    }
    return sums;
  };
  const frames = Number(option('--block-frames') ?? 8);
  for (const block of [...inside].sort((a, b) => b.blockedMs - a.blockedMs).slice(0, 5)) {
    const nodes = framesOf(block);
    const sampled = [...nodes.values()].reduce((sum, us) => sum + us, 0);
    const filled = top(new Map([...totals(nodes)].filter(([name]) => ours(name))), frames)
      .map(([name, us]) => `${name} ${((100 * us) / Math.max(1, sampled)).toFixed(0)}%`)
      .join('; ');
    console.log(
      `- ${block.blockedMs.toFixed(0)} ms at ${((block.endUs - profile.startTime) / 1e6).toFixed(1)} s (${(sampled / 1000).toFixed(0)} ms sampled busy): ${filled}`,
    );
  }
  const all = new Map();
  for (const block of inside) for (const [node, us] of framesOf(block)) all.set(node, (all.get(node) ?? 0) + us);
  const busyUs = [...all.values()].reduce((sum, us) => sum + us, 0);
  console.log('\n| on the stack in the measured blocks | share of their sampled time |\n|:--|--:|');
  for (const [name, us] of top(new Map([...totals(all)].filter(([name]) => ours(name))), 30))
    console.log(`| \`${name.replaceAll('|', '\\|')}\` | ${((100 * us) / Math.max(1, busyUs)).toFixed(1)}% |`);
}

/** A flame graph: one box per call path, as wide as its share of busy time, callers below callees. */
function flameGraph(title) {
  const root = [...byID.values()].find((node) => !node.parent);
  const totalOf = (node) =>
    (node.total = node.self * !idle(node) + (node.children ?? []).reduce((sum, id) => sum + totalOf(byID.get(id)), 0));
  totalOf(root);
  const width = 1200;
  const row = 17;
  const boxes = [];
  let depthMax = 0;
  const place = (node, x, depth) => {
    const w = (node.total / root.total) * width;
    if (w < 0.4) return;
    depthMax = Math.max(depthMax, depth);
    boxes.push({ node, x, w, depth });
    let childX = x;
    const children = (node.children ?? [])
      .map((id) => byID.get(id))
      .sort((a, b) => frameName(a).localeCompare(frameName(b)));
    for (const child of children) {
      place(child, childX, depth + 1);
      childX += (child.total / root.total) * width;
    }
  };
  place(root, 0, 0);
  const height = (depthMax + 1) * row + 40;
  const escape = (text) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const hue = (name) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const color = (node) => {
    const where = area(node.callFrame);
    if (/^(src|scripts)\//.test(where)) return 'hsl(120,45%,62%)';
    if (where === 'node') return 'hsl(210,35%,72%)';
    if (where.startsWith('(')) return 'hsl(0,0%,78%)';
    return `hsl(${(hue(where) % 60) + 5},80%,${60 + (hue(where) % 15)}%)`;
  };
  const parts = boxes.map(({ node, x, w, depth }) => {
    const y = height - (depth + 1) * row - 10;
    const name = node.callFrame.functionName === '(root)' ? 'all busy time' : frameName(node);
    const label = w > 30 ? name.slice(0, Math.floor((w - 6) / 6.2)) : '';
    return `<g><title>${escape(name)} — ${pct(node.total)} (self ${pct(node.self * !idle(node))})</title><rect x="${x.toFixed(1)}" y="${y}" width="${Math.max(w - 0.3, 0.1).toFixed(1)}" height="${row - 1}" fill="${color(node)}"/>${label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${escape(label)}</text>` : ''}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="10.5">
<rect width="100%" height="100%" fill="#fff"/><text x="4" y="14" font-size="13">${escape(title)} (green: our code, blue: Node, warm: packages; hover for figures)</text>
${parts.join('\n')}
</svg>
`;
}
