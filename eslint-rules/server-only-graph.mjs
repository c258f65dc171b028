import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Which of this repository's modules reach `import 'server-only'` through their runtime imports.
 * The walk follows what a bundler would pull into a client bundle: static imports and re-exports
 * that are not type-only, and dynamic import() calls. It stops at a 'use server' module, because
 * a client component that imports server actions receives references to them, not their code.
 * Only this repository's files are followed (`@/…` and relative specifiers); packages are not.
 */

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** Per file: its parsed facts, keyed by path, re-read when the file changes (editor sessions). */
const factsCache = new Map();

/** The file a specifier names, or null when it is a package or cannot be found. */
export function resolveSpecifier(specifier, fromFile, rootDir) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(rootDir, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The directive at the top of a module ('use client', 'use server'), if any. */
export function directiveOf(statements) {
  for (const statement of statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    const text = statement.expression.text;
    if (text === 'use client' || text === 'use server') return text;
  }
  return null;
}

/** The runtime module specifiers of a source text, with its directive. */
export function scanSource(text, fileName) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { directive: directiveOf(source.statements), specifiers };
}

function factsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = factsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const facts = { mtimeMs, ...scanSource(fs.readFileSync(file, 'utf8'), file) };
  factsCache.set(file, facts);
  return facts;
}

/**
 * The chain of files from `file` to the first module that imports 'server-only' (both ends
 * included), or null when none is reachable.
 */
export function serverOnlyChain(file, rootDir, visiting = new Set()) {
  if (visiting.has(file)) return null;
  visiting.add(file);
  const facts = factsOf(file);
  if (!facts || facts.directive === 'use server') return null;
  if (facts.specifiers.includes('server-only')) return [file];
  for (const specifier of facts.specifiers) {
    const next = resolveSpecifier(specifier, file, rootDir);
    if (!next || next.includes(`${path.sep}node_modules${path.sep}`)) continue;
    const chain = serverOnlyChain(next, rootDir, visiting);
    if (chain) return [file, ...chain];
  }
  return null;
}
