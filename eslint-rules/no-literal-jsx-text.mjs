/**
 * Every word a visitor or staff member reads goes through the message catalogues (issue 14): JSX
 * text and the shown attributes (alt, title, placeholder, aria-label, aria-description) must not
 * be written as literals. Symbols, numbers and punctuation between translated parts (" · ", "—",
 * "×", "₺") are fine; a letter is not. Names that are not words to translate (a brand written the
 * same in every language) go through the catalogue too, so there is one place to change them.
 */
const SHOWN_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'aria-description', 'aria-roledescription']);

// Any letter of any script: "Save", "Kaydet", "ş".
const HAS_LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralJsxText = {
  meta: {
    type: 'problem',
    docs: { description: 'JSX text and shown attributes come from the message catalogues, not literals' },
    schema: [],
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in messages/tr.json and messages/en.json and show it with t().',
      attribute: 'Literal {{name}}="{{text}}": put it in messages/tr.json and messages/en.json and pass it with t().',
    },
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (HAS_LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SHOWN_ATTRIBUTES.has(name) || !node.value) return;
        const literal =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'TemplateLiteral'
                ? node.value.expression.quasis.map((q) => q.value.cooked).join('')
                : null;
        if (typeof literal === 'string' && HAS_LETTER.test(literal)) {
          context.report({ node, messageId: 'attribute', data: { name, text: literal.slice(0, 40) } });
        }
      },
    };
  },
};
