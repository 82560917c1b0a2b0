// saxon-js ships without types: only the call validate-schematron.ts makes.
declare module 'saxon-js' {
  interface TransformOptions {
    /** A compiled stylesheet (SEF), already parsed from its JSON. */
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
