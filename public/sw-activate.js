// Loaded as a worker by src/lib/sw-activate.ts while a new service worker waits to take over after the user chose
// Reload: the request for this file, a request in the service worker's scope, is what makes Chromium try the
// activation again (src/lib/sw-activate.ts says why). The worker itself does nothing.
close();
