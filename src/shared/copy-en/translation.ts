/**
 * The shape of a translation of the copy catalogue (docs/decisions/034-languages-as-typed-catalogue-twins.md): for a
 * Japanese catalogue object `T`, every key again — a text as a text, a template as a function of the same parameters
 * answering a text, a list as a list, a nested area as its translation. A key missing in a translation, or a template
 * whose parameters differ, fails the type check (`tsc`, part of `npm test`); tests/unit/copy-translations.test.ts walks
 * the objects at run time too.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : Translation<R>
      : T extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : T extends object
          ? { readonly [K in keyof T]: Translation<T[K]> }
          : T;
