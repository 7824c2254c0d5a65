// The action's post step (action.yml runs.post): the bundle, started by this file's name.
import './index.js';
