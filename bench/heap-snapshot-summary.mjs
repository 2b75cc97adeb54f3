// What a V8 heap snapshot holds: self size and count by constructor (or node type), largest first.
// A tool for reading the memory goal of issue 50, not a benchmark.
//   node bench/heap-snapshot-summary.mjs /tmp/s.heapsnapshot [top]
import { readFileSync } from 'node:fs';

const [file, top = '40'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/heap-snapshot-summary.mjs <file.heapsnapshot> [top]');
  process.exit(2);
}
const snapshot = JSON.parse(readFileSync(file, 'utf8'));
const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
const width = fields.length;
const at = (name) => fields.indexOf(name);
const [TYPE, NAME, SELF] = [at('type'), at('name'), at('self_size')];
const byName = new Map();
let total = 0;
for (let i = 0; i < snapshot.nodes.length; i += width) {
  const type = types[snapshot.nodes[i + TYPE]];
  const self = snapshot.nodes[i + SELF];
  const name = type === 'object' || type === 'closure' ? `${type} ${snapshot.strings[snapshot.nodes[i + NAME]]}` : `(${type})`;
  const entry = byName.get(name) ?? { size: 0, count: 0 };
  entry.size += self;
  entry.count += 1;
  byName.set(name, entry);
  total += self;
}
console.log(`${(total / 1048576).toFixed(1)} MiB in ${snapshot.nodes.length / width} objects`);
for (const [name, { size, count }] of [...byName].sort((a, b) => b[1].size - a[1].size).slice(0, Number(top))) {
  console.log(`${(size / 1048576).toFixed(2).padStart(8)} MiB ${String(count).padStart(9)}  ${name.slice(0, 100)}`);
}
