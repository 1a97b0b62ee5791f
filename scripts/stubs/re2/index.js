// See package.json: re2 is left out on purpose. Fail the way an absent module fails, so callers fall back.
const error = new Error("Cannot find module 're2' (left out on purpose: see scripts/stubs/re2/package.json)");
error.code = 'MODULE_NOT_FOUND';
throw error;
