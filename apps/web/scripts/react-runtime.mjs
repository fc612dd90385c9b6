// The React the browser and the page renderer run is Preact's compat layer
// (docs/decisions/032-preact-runtime.md): the same components, hooks and libraries, in about a
// sixth of React DOM's bytes and with a faster server renderer. Both builds (vite.config.ts and
// scripts/build-ssr.mjs) and the component tests resolve React's entry points here. The most
// specific paths come first: an alias matches by prefix otherwise.
export const reactRuntimeAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
