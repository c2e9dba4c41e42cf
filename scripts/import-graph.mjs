#!/usr/bin/env node
// The import graph of each package's src/: import cycles (type imports counted, as the compiler's type checker
// follows them) and pairs of folders that import each other. Usage:
//   node scripts/import-graph.mjs [package ...] [--verbose] [--check]
// --verbose lists the files of each cycle and the imports behind each folder pair; --check exits 1 when any is found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts)$/.test(entry)) files.push(path);
  }
  return files;
}

/** Every module specifier of a file: static imports and re-exports (type-only included), `import()` and `import('x').T`. */
function specifiers(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push(node.moduleSpecifier.text);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push(node.argument.literal.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier resolved to a file of the package (`.js` written for `.ts`, folders to their index). */
function resolveRelative(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const connect = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!state.has(next)) {
        connect(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack)
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node).has(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) connect(node);
  return found;
}

/** The folder a file belongs to: its directory under src/ (`.` for src/ itself). */
const folderOf = (src, file) => relative(src, dirname(file)).split(sep).join('/') || '.';
/** Whether one folder is the other or lies inside it (a parent and its subfolder are one area, not a pair). */
const nested = (a, b) => a === b || a === '.' || b === '.' || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * The import graph of one `src` folder: its files, the cycles (each a sorted list of files), the pairs of folders
 * importing each other (with the imports behind each direction) and the files over 300 lines.
 */
export function analyse(src) {
  const files = sourceFiles(src);
  const graph = new Map(files.map((file) => [file, new Set()]));
  const folderEdges = new Map();
  for (const file of files) {
    for (const spec of specifiers(file)) {
      const target = resolveRelative(file, spec);
      if (!target || !graph.has(target)) continue;
      graph.get(file).add(target);
      const from = folderOf(src, file);
      const to = folderOf(src, target);
      if (nested(from, to)) continue;
      const key = `${from} -> ${to}`;
      if (!folderEdges.has(key)) folderEdges.set(key, []);
      folderEdges.get(key).push(`${relative(src, file)} -> ${relative(src, target)}`);
    }
  }
  const pairs = [...folderEdges.keys()]
    .map((key) => key.split(' -> '))
    .filter(([from, to]) => from < to && folderEdges.has(`${to} -> ${from}`))
    .map(([a, b]) => ({
      a,
      b,
      edges: [...folderEdges.get(`${a} -> ${b}`), ...folderEdges.get(`${b} -> ${a}`)],
    }));
  const over300 = files.filter((file) => readFileSync(file, 'utf8').split('\n').length - 1 > 300);
  return { files, cycles: cycles(graph), pairs, over300 };
}

function main(args) {
  const verbose = args.includes('--verbose');
  const check = args.includes('--check');
  const named = args.filter((arg) => !arg.startsWith('--'));
  const packages = named.length > 0 ? named : ['platform', 'server', 'sdk', 'client', 'shared'];
  let problems = 0;
  for (const name of packages) {
    const src = join(root, name, 'src');
    if (!existsSync(src)) continue;
    const { files, cycles: loops, pairs, over300 } = analyse(src);
    console.log(
      `${name}: ${files.length} files, ${loops.length} cycles (${loops.reduce((n, loop) => n + loop.length, 0)} files), ` +
        `${pairs.length} mutual folder pairs, ${over300.length} files over 300 lines`,
    );
    for (const loop of loops) {
      const members = verbose
        ? loop.map((file) => relative(src, file)).join(', ')
        : `${relative(src, loop[0])} …`;
      console.log(`  cycle of ${loop.length}: ${members}`);
    }
    for (const { a, b, edges } of pairs) {
      console.log(`  pair ${a} <-> ${b}`);
      if (verbose) for (const edge of edges) console.log(`    ${edge}`);
    }
    for (const file of over300) console.log(`  over 300 lines: ${relative(src, file)}`);
    problems += loops.length + pairs.length;
  }
  if (check && problems > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
