// The sweep action's main step (sweep/action.yml runs.main): the bundle, told by this file's name.
await import('./index.js');
