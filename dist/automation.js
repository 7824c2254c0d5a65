// The automation action's main step (automation/action.yml runs.main): the bundle, told by this file's name.
await import('./index.js');
