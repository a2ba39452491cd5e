// Preloaded into the sandbox process the api tests start: when jest goes away without stopping
// it (killed, crashed), the IPC channel closes and the sandbox exits instead of lingering.
if (process.send) {
  process.on('disconnect', () => process.exit(0));
}
