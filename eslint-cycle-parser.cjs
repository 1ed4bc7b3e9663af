// @ts-check
/**
 * typescript-eslint's parser, with every `import type` / `export type` read as a value import.
 * import-x/no-cycle skips type-only imports and has no option to count them (4.18); the project
 * wants no cycle at all, type-only included (docs/architecture.md, "What the linter holds"), so
 * the rule is fed this parser for the files it lints and for the files it follows. Scope analysis
 * is done by the wrapped parser before the change, so other rules see the code as written.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- import-x loads parsers with require
const { parseForESLint: parseTypeScript } = require('@typescript-eslint/parser');

const asValue = (node) => {
  if (node.importKind === 'type' || node.importKind === 'typeof') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
};

/** @param {string} code @param {unknown} options */
const parseForESLint = (code, options) => {
  const result = parseTypeScript(code, options);
  for (const statement of result.ast.body) {
    if (
      !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(
        statement.type,
      )
    )
      continue;
    if (!('source' in statement) || !statement.source) continue;
    asValue(statement);
    for (const specifier of 'specifiers' in statement ? statement.specifiers : [])
      asValue(specifier);
  }
  return result;
};

module.exports = { parseForESLint, meta: { name: 'georisk-cycle-parser' } };
