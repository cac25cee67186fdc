// Issue 39: every word a person reads comes from the catalogues (client/src/i18n/*.json). This
// rule finds words written straight into a component: JSX text, and the text attributes a person
// reads or hears (aria-label, title, alt, placeholder...). Marks and names that are the same in
// every language (a brand, "404", "·", an e-mail address) are allowed.

/** Attributes whose string value is read by people. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'alt', 'placeholder', 'label', 'data-tip']);

/** The same in every language. */
const ALLOWED = new Set(['Green Circle', 'Facebook', 'Instagram', 'X', 'Google', 'USDA']);

/** Text with a letter in it that is not an allowed name. */
function isWords(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || ALLOWED.has(trimmed)) return false;
  return /\p{L}/u.test(trimmed);
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'UI words come from the message catalogues (useT), not the component' },
    messages: {
      literal:
        "Words in a component come from the catalogues: t('{{hint}}') with the text in client/src/i18n/en.json and es.json.",
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { hint: text.trim().slice(0, 30) } });
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && isWords(value.value))
          report(node, value.value);
        if (value.type === 'TemplateLiteral' && value.quasis.some((q) => isWords(q.value.cooked ?? '')))
          report(node, value.quasis[0]?.value.cooked ?? '');
      },
      // {'Some words'} as a child.
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const { expression } = node;
        if (expression.type === 'Literal' && typeof expression.value === 'string' && isWords(expression.value))
          report(node, expression.value);
      },
    };
  },
};
