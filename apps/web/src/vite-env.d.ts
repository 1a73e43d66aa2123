// Vite's ambient types (import.meta.env, asset imports) for the app, also when the repository-wide
// type check (tsconfig.check.json) reads it.
/// <reference types="vite/client" />
