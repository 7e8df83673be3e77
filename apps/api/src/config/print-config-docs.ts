import { describeConfigVariables } from './load-config.ts';

/** Prints the environment variables as a Markdown table (for the README). */
const rows = describeConfigVariables().map(
  (row) =>
    `| \`${row.name}\` | ${row.default.startsWith('(') ? row.default : `\`${row.default}\``} | ${row.description} |`,
);
process.stdout.write(['| Variable | Default | Meaning |', '|---|---|---|', ...rows, ''].join('\n'));
