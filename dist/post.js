// The action's post step (action.yml runs.post): nothing to do after a main step that reported.
if (process.env.STATE_reported !== 'true') await import('./index.js');
