/** See react-runtime.mjs (a plain module, so that node-run build scripts can import it). */
export declare const reactRuntimeAlias: { find: RegExp; replacement: string }[];
