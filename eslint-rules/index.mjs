import { noLiteralJsxText } from './no-literal-jsx-text.mjs';
import { noServerOnlyInClient } from './no-server-only-in-client.mjs';

/** Sofra's own lint rules, for the boundaries no published rule checks (see eslint.config.mjs). */
export const sofraPlugin = {
  meta: { name: 'sofra' },
  rules: { 'no-server-only-in-client': noServerOnlyInClient, 'no-literal-jsx-text': noLiteralJsxText },
};
