// The digest action's main step (digest/action.yml runs.main): the bundle, told by this file's name.
await import('./index.js');
