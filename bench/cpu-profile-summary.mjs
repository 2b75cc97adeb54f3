// Where a product's CPU went: self time by package and by function from a V8 .cpuprofile.
//
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node bench/run.mjs dashboard
//   node bench/cpu-profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [callers-of-function]
//
// With a function name, it prints the call stacks that spent the most time in it instead.
// Note: on a loaded 2-core machine, time the process spends descheduled inside a syscall
// (typically `writev` right after waking PostgreSQL) is sampled as that syscall.
import { readFileSync } from 'node:fs';

const [file, callersOf] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [function]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);

const selfTime = new Map(); // node id -> µs
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfTime.values()].reduce((a, b) => a + b, 0);

const shortUrl = (url) => url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|client|libs)\//, '$1/');
const frame = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;
const packageOf = ({ callFrame: f }) => {
  const pkg = f.url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (f.url.includes('/dist/')) return 'ticklist';
  return f.url ? f.url.replace(/^(node:[^/]+(\/[^/]+)?).*/, '$1') : f.functionName;
};

function top(totals, count) {
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
}

function add(map, key, micros) {
  map.set(key, (map.get(key) ?? 0) + micros);
}

if (callersOf) {
  const stacks = new Map();
  for (const node of profile.nodes) {
    const micros = selfTime.get(node.id) ?? 0;
    if (!micros || node.callFrame.functionName !== callersOf) continue;
    const stack = [];
    for (let p = parentOf.get(node.id); p && stack.length < 12; p = parentOf.get(p.id)) stack.push(frame(p));
    add(stacks, stack.join('\n          < '), micros);
  }
  top(stacks, 5);
} else {
  const byPackage = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const micros = selfTime.get(node.id) ?? 0;
    if (!micros) continue;
    add(byPackage, packageOf(node), micros);
    add(byFunction, frame(node), micros);
  }
  console.log(`${(total / 1000).toFixed(0)} ms sampled\n\nby package`);
  top(byPackage, 20);
  console.log('\nby function');
  top(byFunction, 30);
}
