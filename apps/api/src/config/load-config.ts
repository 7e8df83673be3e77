import { crossVariableProblems } from './config-rules.ts';
import { configVariables, type ApiConfig, type ConfigVariableName } from './config-variables.ts';

/** Thrown when the environment holds bad values; the message has one line per problem. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.map((problem) => `Invalid configuration: ${problem}`).join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates every variable of `configVariables`. Empty values count as unset.
 * Relative paths resolve against `cwd` (the process working directory by default).
 */
export function loadConfig(env: Environment = process.env, cwd: string = process.cwd()): ApiConfig {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(configVariables) as ConfigVariableName[]) {
    const spec = configVariables[name];
    const given = env[name]?.trim();
    const raw = given ? given : spec.kind === 'defaulted' ? spec.default : undefined;
    if (raw === undefined) {
      values[name] = undefined;
      continue;
    }
    const result = spec.parse(cwd).safeParse(raw);
    if (result.success) values[name] = result.data;
    else problems.push(`${name} must be ${spec.expected} (got ${JSON.stringify(withoutCredentials(raw))})`);
  }
  if (problems.length === 0) problems.push(...crossVariableProblems(values as ApiConfig, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return values as ApiConfig;
}

/** The variables as documentation rows: name, default and description. */
export function describeConfigVariables(): { name: string; default: string; description: string }[] {
  return (Object.keys(configVariables) as ConfigVariableName[]).map((name) => {
    const spec = configVariables[name];
    const fallback = spec.kind === 'defaulted' ? spec.default : '(unset)';
    return { name, default: spec.documentedDefault ?? fallback, description: spec.description };
  });
}

/** A value as an error message may show it: the password of a URL (user:password@host) masked. */
function withoutCredentials(raw: string): string {
  return raw.replace(/(\/\/[^/:@\s]*:)[^@/\s]*@/, '$1***@');
}
