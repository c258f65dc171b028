import path from 'node:path';
import { resolveSpecifier, serverOnlyChain } from './server-only-graph.mjs';

/**
 * A 'use client' module never imports a server module: one that imports 'server-only', directly
 * or through any of its own imports. Next refuses such a build too, but only when it bundles the
 * page; this rule says so in the editor and in `npm run lint`, naming the path to the server module.
 */
export const noServerOnlyInClient = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports no module that reaches 'server-only'" },
    schema: [],
    messages: {
      direct: "A 'use client' module cannot import 'server-only'.",
      reaches: "'use client' module imports '{{specifier}}', a server module: {{chain}} imports 'server-only'.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    if (!isClientModule(sourceCode.ast)) return {};
    const rootDir = context.cwd;
    const filename = context.filename;
    const relative = (file) => path.relative(rootDir, file).split(path.sep).join('/');

    function check(node, specifier, typeOnly) {
      if (typeOnly) return;
      if (specifier === 'server-only') {
        context.report({ node, messageId: 'direct' });
        return;
      }
      const target = resolveSpecifier(specifier, filename, rootDir);
      if (!target) return;
      const chain = serverOnlyChain(target, rootDir);
      if (chain) context.report({ node, messageId: 'reaches', data: { specifier, chain: chain.map(relative).join(' → ') } });
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, false);
      },
    };
  },
};

/** Whether the module's directive prologue says 'use client'. */
function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}
