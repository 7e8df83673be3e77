import type { Resolver } from 'react-hook-form';
import type { input, output } from 'zod';
import type * as FormSchemas from './form-schemas.ts';

type Schemas = typeof FormSchemas;
export type FormSchemaName = Exclude<keyof Schemas, 'zodResolver'>;
export type FormInput<N extends FormSchemaName> = input<Schemas[N]>;
export type FormOutput<N extends FormSchemaName> = output<Schemas[N]>;
export type LazyResolver<N extends FormSchemaName> = Resolver<FormInput<N>, unknown, FormOutput<N>>;

let loading: Promise<Schemas> | null = null;

/** zod, the resolver and the schemas: one chunk, loaded once (on the first validation of any form). */
export function loadFormSchemas(): Promise<Schemas> {
  loading ??= import('./form-schemas.ts').catch((error: unknown) => {
    loading = null; // a failed chunk may load on the next try
    throw error;
  });
  return loading;
}

/**
 * A react-hook-form resolver for the contract schema `name` that loads zod only when it first runs (on the
 * learner's first blur or submit), keeping zod out of the first paint. Error messages stay the contract's
 * codes (`field.required`); the fields translate them.
 */
export function lazyZodResolver<N extends FormSchemaName>(name: N): LazyResolver<N> {
  let resolver: LazyResolver<N> | null = null;
  return async (values, context, options) => {
    if (!resolver) {
      const schemas = await loadFormSchemas();
      // The overloads of zodResolver cannot pick one member of the union of schemas; the types agree per name.
      resolver = schemas.zodResolver(schemas[name] as Schemas['login']) as unknown as LazyResolver<N>;
    }
    return resolver(values, context, options);
  };
}
