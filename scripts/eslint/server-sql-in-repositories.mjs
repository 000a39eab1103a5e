const SQL_START = /^\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\s/;
const ALLOWED = /[\\/]server[\\/]src[\\/](?:.*[\\/])?repositories[\\/]|[\\/]server[\\/]src[\\/]platform[\\/]db[\\/]/;

/** The text a string or template literal starts with (a template's first static part). */
function leadingText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? '';
  return null;
}

/**
 * SQL lives in a module's `repositories/` folder (and the driver and migrations in platform/db): services and
 * routes call named, typed functions, so a query is found, reviewed and changed in one place. Flags literals
 * that open with an SQL statement keyword and `.query(...)` / `.exec(...)` called with a literal.
 */
export const serverSqlInRepositories = {
  meta: { type: 'problem', schema: [], messages: {
    sql: 'SQL belongs in a repositories/ folder: move this query into a repository function and call it.',
  } },
  create(context) {
    if (ALLOWED.test(context.filename)) return {};
    const literal = (node) => {
      const text = leadingText(node);
      if (text !== null && SQL_START.test(text)) context.report({ node, messageId: 'sql' });
    };
    return {
      Literal: literal,
      TemplateLiteral: literal,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'query' && callee.property.name !== 'exec') return;
        // RegExp#exec takes text, not SQL.
        if (callee.object.type === 'Literal' && callee.object.regex) return;
        const text = leadingText(node.arguments[0]);
        // Literals opening with a statement keyword are reported once, by the literal check.
        if (text !== null && !SQL_START.test(text)) context.report({ node: node.arguments[0], messageId: 'sql' });
      },
    };
  },
};
